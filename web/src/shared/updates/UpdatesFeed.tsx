import { useState } from 'react';
import styled from 'styled-components';
import { apiCall } from '../../api/routes';
import { errorMessage } from '../../api/client';
import { Button, EmptyState, ErrorState, Skeleton } from '../../ui';
import { LiveText } from '../../ui/layout';
import { useRoomWatch, useSocketConnect, useSocketEvent } from '../../socket';
import { useAthleteUpdates } from './api';
import { UpdateCard } from './UpdateCard';

/**
 * An athlete's updates on the profile, newest first (supporters-only posts only when the server says the viewer
 * may see them), live: a new update of this athlete refetches the first page. Admins hide or show each one.
 */
export function UpdatesFeed({
  athleteId,
  athleteFirstName,
  isAdmin,
}: {
  athleteId: number;
  athleteFirstName: string;
  isAdmin: boolean;
}) {
  const { data: pages, error, isLoading, isValidating, size, setSize, mutate } = useAthleteUpdates(athleteId);
  const [live, setLive] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Posts to everyone reach the profile's viewers (athlete room, watched with the profile's figures: one watch);
  // supporters get every post in their user room.
  useRoomWatch('athlete', athleteId);
  useSocketConnect(() => void mutate());
  useSocketEvent('athlete:update', (p) => {
    if (p.update.athlete.id !== athleteId) return;
    setLive(`New update from ${p.update.athlete.name}`);
    void mutate();
  });

  const hide = async (id: number, hidden: boolean) => {
    setFailed(null);
    try {
      await apiCall('POST /api/admin/updates/:id/hide', { params: { id }, body: { hidden } });
      await mutate();
    } catch (err) {
      setFailed(errorMessage(err));
    }
  };

  const updates = pages?.flatMap((p) => p.updates) ?? [];
  const more = !!pages?.[pages.length - 1]?.nextBefore;
  const locked = pages && !pages[0]?.seesSupportersOnly;
  return (
    <section aria-label="Updates" data-testid="updates-feed">
      <LiveText>{live}</LiveText>
      {failed && <ErrorState message={failed} />}
      {error && !pages ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading && !pages ? (
        <div role="status" aria-busy="true" aria-label="Loading updates">
          <Skeleton $h="96px" />
        </div>
      ) : updates.length === 0 ? (
        <EmptyState>No updates from {athleteFirstName} yet.</EmptyState>
      ) : (
        <List>
          {updates.map((u) => (
            <UpdateCard key={u.id} update={u} onHide={isAdmin ? (h) => void hide(u.id, h) : undefined} />
          ))}
        </List>
      )}
      {locked && updates.length > 0 && (
        <Hint>Supporters also see the updates {athleteFirstName} posts only for them.</Hint>
      )}
      {more && (
        <Button
          type="button"
          $variant="secondary"
          disabled={isValidating}
          onClick={() => void setSize(size + 1)}
          style={{ minHeight: 44, marginTop: 12 }}
        >
          {isValidating ? 'Loading…' : 'Older updates'}
        </Button>
      )}
    </section>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
`;
const Hint = styled.p`
  margin: 12px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
