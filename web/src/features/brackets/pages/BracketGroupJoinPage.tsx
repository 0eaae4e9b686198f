import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { authUrl, currentPathWithSearch, useSession } from '../../../session';
import { Button, ButtonAnchor, Card, ErrorState, Skeleton } from '../../../ui';
import { Notice } from '../../../ui/feedback';
import { PageFrame } from '../../../ui/layout';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';
import { parseId } from '../../../shared/route-params/parseId';
import { BRACKET_TITLES } from '../api';
import { groupPath, joinGroup, useInvite } from '../groups-api';

/** /brackets/groups/{id}/join/{token}: an invite link. Shows the group, then joins it (fans). */
export function BracketGroupJoinPage() {
  const { groupId, token } = useParams();
  const id = parseId(groupId);
  const session = useSession();
  const navigate = useNavigate();
  const { data: group, error, mutate } = useInvite(id, token);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (id === null || error?.status === 404 || error?.status === 400)
    return (
      <NotFoundState
        title="Invite not found"
        links={[
          { to: '/brackets/groups', label: 'Bracket groups' },
          { to: '/', label: 'Go to home' },
        ]}
      >
        This invite link does not open any group. Ask the person who sent it for a new one.
      </NotFoundState>
    );

  const join = async () => {
    if (!group || !token) return;
    setBusy(true);
    setFailure(null);
    try {
      await joinGroup(group.id, token);
      void navigate(groupPath(group.id));
    } catch (err) {
      setFailure(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <PageFrame
      eyebrow="Bracket group invite"
      title={group ? `Join ${group.name}` : 'Join a bracket group'}
      narrow
    >
      {error && !group ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : !group ? (
        <div role="status" aria-label="Loading the invite">
          <Skeleton $h="160px" />
        </div>
      ) : (
        <Card aria-label="Invite">
          <p>
            {group.ownerName} invites you to their {BRACKET_TITLES[group.kind]} bracket group,{' '}
            <strong>{group.name}</strong> ({group.memberCount} member{group.memberCount === 1 ? '' : 's'}).
          </p>
          {failure && (
            <Notice $tone="error" role="alert">
              {failure}
            </Notice>
          )}
          {session.isFan ? (
            <Button disabled={busy} onClick={() => void join()} data-testid="join-group">
              {busy ? 'Joining…' : 'Join the group'}
            </Button>
          ) : session.status === 'signedOut' ? (
            <ButtonAnchor href={authUrl({ userType: 'fan', returnTo: currentPathWithSearch() })}>
              Sign in to join
            </ButtonAnchor>
          ) : session.status === 'loading' ? null : (
            <p>Bracket groups are for fans.</p>
          )}
        </Card>
      )}
    </PageFrame>
  );
}
