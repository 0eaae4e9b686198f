import { Card, EmptyState, Skeleton } from '../../../ui';
import { RankList, SectionTitle } from '../../../ui/layout';
import { useGameSupporters } from '../api';

/** "Top supporters this game": updates as likes reach the game's players and schools (its goal moves). */
export function TopSupporters({ gameId }: { gameId: number }) {
  const { data, isLoading } = useGameSupporters(gameId);
  return (
    <Card aria-labelledby="supporters-title">
      <SectionTitle id="supporters-title">Top supporters this game</SectionTitle>
      {isLoading ? (
        <Skeleton $h="48px" role="status" aria-label="Loading supporters" />
      ) : !data || data.supporters.length === 0 ? (
        <EmptyState>Send likes to a player or school in this game to top the board.</EmptyState>
      ) : (
        <RankList data-testid="top-supporters" aria-live="polite">
          {data.supporters.map((s, i) => (
            <li key={s.userId}>
              <span className="rank">{i + 1}</span>
              <span className="name">{s.name}</span>
              <span className="value">{s.likes} likes</span>
            </li>
          ))}
        </RankList>
      )}
    </Card>
  );
}
