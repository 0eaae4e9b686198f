import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Page, PageHeader } from '../../../ui/layout';
import { useMountTime } from '../../../shared/clock/renderClock';
import { useGames } from '../api';
import { GamesSection } from '../components/GamesSection';

/** /live-game/game-schedule — Play Cast ('CFB Play Cast'): live now first, then the week's upcoming games. */
export function SchedulePage() {
  const now = useMountTime();
  const window = useMemo(
    () => ({ from: new Date(now).toISOString(), to: new Date(now + 7 * 86_400_000).toISOString() }),
    [now],
  );
  // The page is named for football: football only (basketball has its own schedule).
  const live = useGames({ sport: 'football', status: 'live', limit: 50 });
  const upcoming = useGames({ sport: 'football', status: 'scheduled', ...window, limit: 60 });
  return (
    <Page>
      <PageHeader
        eyebrow="Play Cast"
        title="CFB Play Cast"
        lead="Live games now, then what kicks off this week. Follow the score play by play, chat with other fans and back the players."
        actions={
          <>
            <Link to="/upcoming-games">Football schedule</Link>
            <Link to="/upcoming-games-basketball">Basketball schedule</Link>
          </>
        }
      />
      <GamesSection
        id="live-now"
        title="Live football now"
        games={live.data?.games}
        error={live.error}
        loading={live.isLoading}
        empty="No football game is live right now. Upcoming games are below."
        groupByDay={false}
        chat
        onRetry={() => void live.mutate()}
      />
      <GamesSection
        id="upcoming"
        title="Upcoming football"
        games={upcoming.data?.games}
        error={upcoming.error}
        loading={upcoming.isLoading}
        empty="No football games scheduled in the next seven days."
        onRetry={() => void upcoming.mutate()}
      />
    </Page>
  );
}
