import type { GameSport, GameView } from '@fanlift/core/web';
import { viewerTimeZone } from '../../shared/clock/timeZone';

/** The viewer's time zone, e.g. 'America/Chicago' (a server-rendered page: the zone it was rendered in). */
export { viewerTimeZone };

/** Kickoff (stored in UTC) in the viewer's time zone: "Sat, Nov 28 · 7:30 PM EST". */
export function formatKickoff(iso: string, timeZone: string = viewerTimeZone(), locale = 'en-US'): string {
  const d = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(d);
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(d);
  // Newer ICU puts a narrow no-break space before AM/PM: one plain space reads (and tests) the same everywhere.
  return `${day} · ${time}`.replace(/\u202f/g, ' ');
}

/** The day a game was played, in the viewer's time zone: "Wed, Nov 25". */
export function formatPlayedOn(iso: string, timeZone: string = viewerTimeZone(), locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (groups games by the viewer's day). */
export function dayKey(iso: string, timeZone: string = viewerTimeZone()): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

export function formatDay(key: string, locale = 'en-US'): string {
  const [y, m, d] = key.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "Q3", "2nd Half", "OT", "OT2"; "" before kickoff. */
export function periodLabel(sport: GameSport, period: number): string {
  if (period <= 0) return '';
  const regulation = sport === 'football' ? 4 : 2;
  if (period > regulation) return period === regulation + 1 ? 'OT' : `OT${period - regulation}`;
  if (sport === 'football') return `Q${period}`;
  return period === 1 ? '1st Half' : '2nd Half';
}

export function statusLine(game: GameView): string {
  if (game.status === 'final')
    return game.period > (game.sport === 'football' ? 4 : 2) ? 'Final/OT' : 'Final';
  if (game.status === 'scheduled') return formatKickoff(game.kickoffAt);
  return [periodLabel(game.sport, game.period), game.clock].filter(Boolean).join(' · ');
}

const ordinal = (n: number) => ['', '1st', '2nd', '3rd', '4th'][n] ?? `${n}th`;

/** "2nd & 7 at OSU 40" (football, live). */
export function downAndDistance(game: GameView): string | null {
  const f = game.football;
  if (!f || game.status !== 'live' || !f.down || f.possession === null) return null;
  const goal = f.possession === 'home' ? 100 - (f.ballOn ?? 0) : (f.ballOn ?? 0);
  const dist = f.distance !== null && f.distance >= goal ? 'Goal' : String(f.distance ?? 10);
  let spot = '';
  if (f.ballOn !== null) {
    const side = f.ballOn < 50 ? game.home.shortName : f.ballOn > 50 ? game.away.shortName : '';
    const yard = f.ballOn <= 50 ? f.ballOn : 100 - f.ballOn;
    spot = side ? ` at ${side} ${yard}` : ' at midfield';
  }
  return `${ordinal(f.down)} & ${dist}${spot}`;
}

/** The path of a game's live page. */
export function gamePath(game: Pick<GameView, 'id' | 'sport'>): string {
  return game.sport === 'basketball' ? `/live-game/basketball/${game.id}` : `/live-game/${game.id}`;
}

/** What a game's start is called: football kicks off, basketball tips off. */
export function startWord(sport: GameSport): 'Kickoff' | 'Tip-off' {
  return sport === 'basketball' ? 'Tip-off' : 'Kickoff';
}
