import type { ReactNode } from 'react';
import type { GameView } from '@fanlift/core/web';
import { EmptyState, ErrorState, Skeleton } from '../../../ui';
import { SectionTitle } from '../../../ui/layout';
import { errorMessage } from '../../../api/client';
import { dayKey, formatDay } from '../format';
import { GameCard, GameList } from './GameCard';

/** A titled list of games grouped by the viewer's calendar day, with loading, error and empty states. */
export function GamesSection({
  id,
  title,
  games,
  error,
  loading,
  empty,
  groupByDay = true,
  chat,
  onRetry,
}: {
  id: string;
  title: ReactNode;
  games: GameView[] | undefined;
  error?: unknown;
  loading: boolean;
  empty: ReactNode;
  groupByDay?: boolean;
  chat?: boolean;
  onRetry?: () => void;
}) {
  const groups = new Map<string, GameView[]>();
  for (const g of games ?? []) {
    const k = groupByDay ? dayKey(g.kickoffAt) : 'all';
    groups.set(k, [...(groups.get(k) ?? []), g]);
  }
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {error ? (
        <ErrorState message={errorMessage(error)} onRetry={onRetry} />
      ) : loading && !games ? (
        <div role="status" aria-label="Loading games">
          <Skeleton $h="84px" />
        </div>
      ) : !games?.length ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        [...groups.entries()].map(([day, list]) => (
          <div key={day} style={{ marginBottom: 16 }}>
            {groupByDay && <h3 style={{ fontSize: 15, margin: '12px 0 8px' }}>{formatDay(day)}</h3>}
            <GameList>
              {list.map((g) => (
                <GameCard key={g.id} game={g} chat={chat} />
              ))}
            </GameList>
          </div>
        ))
      )}
    </section>
  );
}
