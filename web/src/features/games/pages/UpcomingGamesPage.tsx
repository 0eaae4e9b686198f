import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { GameSport } from '@fanlift/core/web';
import { Button } from '../../../ui';
import { Page, PageHeader } from '../../../ui/layout';
import { useGames } from '../api';
import { GameFilters, type Filters } from '../components/GameFilters';
import { GamesSection } from '../components/GamesSection';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  strong {
    flex: 1 1 200px;
    text-align: center;
  }
  ${({ theme }) => theme.media.mobile} {
    strong {
      order: -1;
      flex-basis: 100%;
    }
  }
`;

const DAY = 86_400_000;

/** Local midnight of today, plus `days`. */
function localDay(days: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + days);
  return d;
}

function range(sport: GameSport, offset: number): { from: Date; to: Date; label: string } {
  const fmt = (d: Date) => d.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
  if (sport === 'basketball') {
    const from = localDay(offset);
    const to = new Date(from.getTime() + DAY);
    const label =
      offset === 0
        ? `Today, ${fmt(from)}`
        : from.toLocaleDateString(undefined, { weekday: 'long', month: 'short', day: 'numeric' });
    return { from, to, label };
  }
  // Football weeks run Monday to Sunday in the viewer's time zone.
  const today = localDay(0);
  const monday = localDay(-((today.getDay() + 6) % 7) + offset * 7);
  const to = new Date(monday);
  to.setDate(to.getDate() + 7);
  const sunday = new Date(to.getTime() - DAY);
  return {
    from: monday,
    to,
    label: `${offset === 0 ? 'This week' : offset === 1 ? 'Next week' : 'Week'}: ${fmt(monday)} – ${fmt(sunday)}`,
  };
}

/** /upcoming-games (football, by week) and /upcoming-games-basketball (by date): public schedules with filters. */
export function ScheduleBrowser({ sport }: { sport: GameSport }) {
  const [offset, setOffset] = useState(0);
  const [filters, setFilters] = useState<Filters>({});
  const r = useMemo(() => range(sport, offset), [sport, offset]);
  const games = useGames({
    sport,
    from: r.from.toISOString(),
    to: r.to.toISOString(),
    limit: 200,
    ...filters,
  });
  const unit = sport === 'football' ? 'week' : 'day';
  return (
    <Page>
      <PageHeader
        eyebrow={sport === 'football' ? 'College football' : "Men's college basketball"}
        title={sport === 'football' ? 'Upcoming games' : 'Upcoming basketball games'}
        lead={`${sport === 'football' ? 'Kickoff' : 'Tip-off'} times are shown in your time zone.`}
      />
      <GameFilters value={filters} onChange={setFilters} />
      <Nav aria-label={`Choose the ${unit}`}>
        <Button type="button" $small $variant="secondary" onClick={() => setOffset((o) => o - 1)}>
          ← Previous {unit}
        </Button>
        <strong aria-live="polite">{r.label}</strong>
        <Button type="button" $small $variant="secondary" onClick={() => setOffset((o) => o + 1)}>
          Next {unit} →
        </Button>
        {offset !== 0 && (
          <Button type="button" $small $variant="ghost" onClick={() => setOffset(0)}>
            {sport === 'football' ? 'This week' : 'Today'}
          </Button>
        )}
      </Nav>
      <GamesSection
        id="schedule"
        title={r.label}
        games={games.data?.games}
        error={games.error}
        loading={games.isLoading}
        empty={`No games in this ${unit}${filters.schoolId || filters.conference ? ' for these filters' : ''}.`}
        onRetry={() => void games.mutate()}
      />
    </Page>
  );
}

export function UpcomingGamesPage() {
  return <ScheduleBrowser sport="football" />;
}

export function UpcomingBasketballGamesPage() {
  return <ScheduleBrowser sport="basketball" />;
}
