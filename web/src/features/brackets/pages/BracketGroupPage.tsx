import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BracketGroup } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { authUrl, currentPathWithSearch, useSession } from '../../../session';
import { Button, ButtonAnchor, Card, ErrorState, Skeleton } from '../../../ui';
import { Notice } from '../../../ui/feedback';
import { LiveText, PageFrame, SectionTitle } from '../../../ui/layout';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';
import { parseId } from '../../../shared/route-params/parseId';
import { useSocketEvent } from '../../../socket';
import { BRACKET_TITLES } from '../api';
import { joinGroup, removeGroup, removeMember, useGroup, useRefreshGroups } from '../groups-api';
import { GroupBoard } from '../components/GroupBoard';
import { InviteBox } from '../components/InviteBox';

/** /brackets/groups/{id}: a group's members ranked, the invite link (members), join, leave, remove. */
export function BracketGroupPage() {
  const { groupId } = useParams();
  const id = parseId(groupId);
  const session = useSession();
  const navigate = useNavigate();
  const { data: group, error, mutate } = useGroup(id);
  const refresh = useRefreshGroups();
  const [announce, setAnnounce] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // New results re-rank groups with the bracket.
  useSocketEvent('bracket:scores', (p) => {
    if (group && p.kind === group.kind) refresh();
  });

  if (id === null || error?.status === 404)
    return (
      <NotFoundState
        title="Group not found"
        links={[
          { to: '/brackets/groups', label: 'Bracket groups' },
          { to: '/', label: 'Go to home' },
        ]}
      >
        This group does not exist, or it is private and you are not in it. Ask a member for the invite link.
      </NotFoundState>
    );

  const act = async (what: () => Promise<unknown>, done: string, leave = false) => {
    setFailure(null);
    try {
      await what();
      setAnnounce(done);
      if (leave) void navigate('/brackets/groups');
      else refresh();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  const me = session.user?.id ?? null;
  const canRemoveGroup = group && (group.me?.owner || session.isAdmin);

  return (
    <PageFrame
      eyebrow={group ? `${BRACKET_TITLES[group.kind]} group` : 'Bracket group'}
      title={group?.name ?? 'Bracket group'}
      lead={group ? lead(group) : undefined}
    >
      <LiveText>{announce}</LiveText>
      {error && !group ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : !group ? (
        <div role="status" aria-label="Loading the group">
          <Skeleton $h="320px" />
        </div>
      ) : (
        <Layout>
          <Side>
            {failure && (
              <Notice $tone="error" role="alert">
                {failure}
              </Notice>
            )}
            <Card aria-labelledby="you-heading">
              <SectionTitle id="you-heading">You</SectionTitle>
              {group.me ? (
                <p data-testid="group-my-rank">
                  {group.me.rank === null
                    ? 'No picks yet: make your picks to be ranked.'
                    : `You are #${group.me.rank} of ${group.memberCount}.`}
                </p>
              ) : session.isFan && group.visibility === 'public' ? (
                <Button onClick={() => void act(() => joinGroup(group.id), 'You joined the group.')}>
                  Join this group
                </Button>
              ) : session.status === 'signedOut' ? (
                <ButtonAnchor href={authUrl({ userType: 'fan', returnTo: currentPathWithSearch() })}>
                  Sign in to join
                </ButtonAnchor>
              ) : (
                <p>You are not in this group.</p>
              )}
              {group.me && (
                <Actions>
                  <Button
                    $variant="secondary"
                    onClick={() =>
                      me !== null && void act(() => removeMember(group.id, me), 'You left the group.', true)
                    }
                  >
                    Leave group
                  </Button>
                </Actions>
              )}
            </Card>
            {group.inviteToken && <InviteBox group={group} token={group.inviteToken} />}
            {canRemoveGroup && (
              <Card aria-labelledby="remove-heading">
                <SectionTitle id="remove-heading">Remove the group</SectionTitle>
                <p>Every member leaves it; their brackets stay.</p>
                <Button
                  $variant="secondary"
                  onClick={() =>
                    confirming
                      ? void act(() => removeGroup(group.id), 'The group was removed.', true)
                      : setConfirming(true)
                  }
                >
                  {confirming ? 'Yes, remove the group' : 'Remove group'}
                </Button>
              </Card>
            )}
          </Side>
          <GroupBoard
            group={group}
            me={me}
            onRemove={(fanId, name) =>
              void act(() => removeMember(group.id, fanId), `${name} was removed from the group.`)
            }
          />
        </Layout>
      )}
    </PageFrame>
  );
}

const lead = (g: BracketGroup) =>
  `${g.memberCount} member${g.memberCount === 1 ? '' : 's'} · ${g.visibility === 'public' ? 'Public' : 'Private'} · Created by ${g.ownerName}`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 320px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;
const Actions = styled.div`
  margin-top: 12px;
`;
