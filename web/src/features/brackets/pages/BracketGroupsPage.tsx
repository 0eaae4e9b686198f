import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BracketGroupVisibility, BracketKind } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { authUrl, currentPathWithSearch, useSession } from '../../../session';
import { Button, ButtonAnchor, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { PillToggle } from '../../../ui/choice';
import { Field, FormAlert, Input } from '../../../ui/forms';
import { PageFrame, SectionTitle } from '../../../ui/layout';
import { SearchField } from '../../../ui/SearchField';
import { useDebounced } from '../../../ui/useDebounced';
import { BRACKET_TITLES } from '../api';
import { createGroup, groupPath, useGroupSearch } from '../groups-api';
import { List, MyGroupsList } from '../components/MyGroupsList';

const KINDS: BracketKind[] = ['cfp', 'mbb'];
export const kindOf = (v: string | null): BracketKind => (v === 'mbb' ? 'mbb' : 'cfp');

/** /brackets/groups?kind=cfp|mbb: the fan's groups, a new group, public groups by name. */
export function BracketGroupsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  return (
    <PageFrame
      eyebrow="Brackets"
      title="Bracket groups"
      lead="Play your bracket with friends: a group ranks its members the way the full leaderboard does."
    >
      <Kinds role="group" aria-label="Bracket">
        {KINDS.map((k) => (
          <PillToggle key={k} type="button" aria-pressed={k === kind} onClick={() => setParams({ kind: k })}>
            {BRACKET_TITLES[k]}
          </PillToggle>
        ))}
      </Kinds>
      <Grid>
        {session.isFan ? (
          <>
            <Card aria-labelledby="mine-heading">
              <SectionTitle id="mine-heading">Your groups</SectionTitle>
              <MyGroupsList
                kind={kind}
                empty="You are not in a group yet. Create one or join a public one."
              />
              <p>
                <Link
                  to={kind === 'cfp' ? '/cfb-bracket' : '/mens-basketball-brackets'}
                  style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                >
                  Go to your bracket
                </Link>
              </p>
            </Card>
            <CreateGroup kind={kind} />
          </>
        ) : (
          <Card aria-labelledby="play-heading">
            <SectionTitle id="play-heading">Play with friends</SectionTitle>
            {session.status === 'signedOut' ? (
              <ButtonAnchor href={authUrl({ userType: 'fan', returnTo: currentPathWithSearch() })}>
                Sign in to create or join a group
              </ButtonAnchor>
            ) : (
              <p>Bracket groups are for fans.</p>
            )}
          </Card>
        )}
      </Grid>
      <PublicGroups kind={kind} />
    </PageFrame>
  );
}

function CreateGroup({ kind }: { kind: BracketKind }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<BracketGroupVisibility>('private');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const g = await createGroup(kind, name, visibility);
      void navigate(groupPath(g.id));
    } catch (err) {
      setFailure(errorMessage(err));
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="create-heading">
      <SectionTitle id="create-heading">Create a group</SectionTitle>
      <form onSubmit={(e) => void onSubmit(e)}>
        <Field id="group-name" label="Group name">
          <Input
            id="group-name"
            value={name}
            maxLength={60}
            required
            onChange={(e) => setName(e.target.value)}
            data-testid="group-name"
          />
        </Field>
        <Choices>
          <legend>Who can join</legend>
          <label>
            <input
              type="radio"
              name="visibility"
              checked={visibility === 'private'}
              onChange={() => setVisibility('private')}
            />
            Private: friends join with your invite link
          </label>
          <label>
            <input
              type="radio"
              name="visibility"
              checked={visibility === 'public'}
              onChange={() => setVisibility('public')}
            />
            Public: anyone can find and join it
          </label>
        </Choices>
        {failure && <FormAlert role="alert">{failure}</FormAlert>}
        <Button type="submit" disabled={busy || !name.trim()} data-testid="create-group">
          {busy ? 'Creating…' : 'Create group'}
        </Button>
      </form>
    </Card>
  );
}

function PublicGroups({ kind }: { kind: BracketKind }) {
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim(), 250);
  const { data, error, size, setSize, mutate, isValidating } = useGroupSearch(kind, query);
  const groups = (data ?? []).flatMap((p) => p.groups);
  const more = Boolean(data?.[data.length - 1]?.next);
  return (
    <Card aria-labelledby="public-heading">
      <SectionTitle id="public-heading">Public groups</SectionTitle>
      <SearchField
        id="group-search"
        label="Find a group by name"
        value={q}
        onChange={setQ}
        placeholder="Group name"
        testId="group-search"
      />
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading groups">
          <Skeleton $h="88px" />
        </div>
      ) : groups.length === 0 ? (
        <EmptyState>{query ? `No public group starts with “${query}”.` : 'No public groups yet.'}</EmptyState>
      ) : (
        <List data-testid="public-groups">
          {groups.map((g) => (
            <li key={g.id}>
              <Link to={groupPath(g.id)}>{g.name}</Link>
              <span>
                {g.memberCount} member{g.memberCount === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </List>
      )}
      {more && (
        <Button $variant="secondary" disabled={isValidating} onClick={() => void setSize(size + 1)}>
          Show more groups
        </Button>
      )}
    </Card>
  );
}

const Kinds = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
  button {
    min-height: 44px;
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin-bottom: 16px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Choices = styled.fieldset`
  border: none;
  margin: 12px 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: 4px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;
