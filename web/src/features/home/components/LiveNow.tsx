import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GameView } from '@fanlift/core/web';
import { useApi } from '../../../api/routes';
import { ErrorState, Skeleton } from '../../../ui';
import { errorMessage } from '../../../api/client';

const pathOf = (g: Pick<GameView, 'id' | 'sport'>) =>
  g.sport === 'basketball' ? `/live-game/basketball/${g.id}` : `/live-game/${g.id}`;

/** Games in progress with their score and viewers (GET /api/games/live-now; refreshed every 15 s). */
export function LiveNow() {
  const { data, error, isLoading, mutate } = useApi(
    'GET /api/games/live-now',
    {},
    { refreshInterval: 15_000 },
  );
  if (isLoading && !data)
    return (
      <div role="status" aria-busy="true" aria-label="Loading live games">
        <Skeleton $h="76px" />
      </div>
    );
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />;
  const games = data?.games ?? [];
  if (games.length === 0)
    return (
      <p data-testid="live-now-empty" style={{ margin: 0 }}>
        No game is live right now. <Link to="/live-game/game-schedule">See what is on this week</Link>.
      </p>
    );
  const viewers = new Map((data?.counts ?? []).map((c) => [c.gameId, c.viewers]));
  return (
    <List data-testid="live-now">
      {games.map((g) => {
        const n = viewers.get(g.id) ?? 0;
        return (
          <li key={g.id}>
            {/* The name is the visible text (WCAG 2.5.3), with the full school names after it for screen readers. */}
            <Link to={pathOf(g)}>
              <span className="live">
                <span aria-hidden="true">● </span>Live
              </span>
              <span className="teams">
                <span>
                  {g.away.shortName} <b>{g.away.score}</b>
                </span>
                <span>
                  {g.home.shortName} <b>{g.home.score}</b>
                </span>
              </span>
              <span className="viewers">
                {n.toLocaleString()} watching{g.clock ? ` · ${g.clock}` : ''}
              </span>
              <span className="visually-hidden">{`: ${g.away.name} at ${g.home.name}, watch live`}</span>
            </Link>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  a {
    display: grid;
    gap: 4px;
    min-height: 44px;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.navy600};
  }
  .live {
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.danger};
  }
  .teams {
    display: grid;
    gap: 2px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .teams b {
    font-variant-numeric: tabular-nums;
  }
  .viewers {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
