// The public pages the web server renders (issue 30), each with text its server HTML must hold before any
// script runs: the main heading and content from the page's data (an athlete's name and school, a game's teams).
import { QueryTypes } from 'sequelize';
import { testDb } from './db';
import { createTestGame } from './games';

export interface SsrPageCase {
  path: string;
  /** Text the page's markup holds (HTML-escaped as React writes it). */
  texts: string[];
  /** Only for signed-in visitors (a visitor without a session is sent to sign in). */
  signedIn?: boolean;
}

const q = <T extends object>(sql: string, bind: unknown[] = []) =>
  testDb().sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

/** React's escaping of text in markup. */
export const htmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

export async function ssrPageCases(): Promise<SsrPageCase[]> {
  const [athlete] = await q<{ id: number; name: string; school: string }>(
    `SELECT a.id, a.first_name || ' ' || a.last_name AS name, s.name AS school
       FROM athlete_profiles a JOIN athlete_schools x ON x.athlete_profile_id = a.id
       JOIN schools s ON s.id = x.school_id
      WHERE a.first_name <> '' ORDER BY a.id LIMIT 1`,
  );
  if (!athlete) throw new Error('no seeded athlete with a school');
  const gameId = await createTestGame('football');
  const [game] = await q<{ home: string; away: string }>(
    `SELECT h.name AS home, a.name AS away FROM games g
       JOIN schools h ON h.id = g.home_school_id JOIN schools a ON a.id = g.away_school_id WHERE g.id = $1`,
    [gameId],
  );
  const [school] = await q<{ id: number; name: string }>(
    'SELECT id, name FROM schools ORDER BY name LIMIT 1',
  );
  return [
    { path: '/', texts: ['Back the athletes you believe in.', 'data-testid="top-athlete"'] },
    {
      path: `/athletes/${athlete.id}`,
      texts: [htmlText(athlete.name), htmlText(athlete.school), 'Send likes'],
    },
    {
      path: `/athletes/${athlete.id}/funds`,
      texts: [htmlText(`${athlete.name}’s funds`), htmlText(athlete.school)],
    },
    {
      path: `/athletes/${athlete.id}/fund`,
      texts: [htmlText(`Fund ${athlete.name}`), htmlText(athlete.school)],
    },
    { path: '/search-athletes', texts: ['Search athletes', 'data-testid="athlete-card"'] },
    { path: '/search-universities', texts: ['Search universities', htmlText(school.name)] },
    { path: '/live-game/game-schedule', texts: ['CFB Play Cast', 'Live football now'] },
    { path: '/upcoming-games', texts: ['Upcoming games', htmlText(game.away)] },
    { path: `/live-game/${gameId}`, texts: [htmlText(`${game.away} at ${game.home}`), 'Play-by-play'] },
    { path: '/cfb-bracket', texts: ['College Football Playoff bracket', 'First Round'] },
    {
      path: '/mens-basketball-brackets',
      texts: [htmlText("Men's Basketball Tournament bracket"), 'First Four'],
    },
    { path: `/universities/${school.id}`, texts: [htmlText(school.name)], signedIn: true },
    { path: '/marketplace', texts: ['Marketplace'], signedIn: true },
  ];
}
