/**
 * Who has not finished their picks (for the march madness reminder email, POST /march-madness-remainder-email,
 * built in the users/email issue): fans with an entry in the bracket who have not picked every game that is
 * still open (not kicked off by the server's clock), who consented to email. `includeNotStarted` adds the
 * consenting fans who have no entry at all. One row per fan; the caller stages the emails (an outbox row per
 * fan with a UNIQUE key such as `march-madness:{season}:{userId}:{date}` keeps a retried call to one email).
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { BracketKind } from '@fanlift/core';
import { bracketRow } from './load';

export interface UnfinishedBracketFan {
  userId: number;
  email: string;
  firstName: string | null;
  picksMade: number;
  openGames: number;
  openPicked: number;
}

export async function fansWithUnfinishedPicks(
  sequelize: Sequelize,
  kind: BracketKind = 'mbb',
  opts: { includeNotStarted?: boolean } = {},
): Promise<UnfinishedBracketFan[]> {
  const b = await bracketRow({ sequelize }, kind);
  return sequelize.query<UnfinishedBracketFan>(
    `WITH open AS (
       SELECT bg.id FROM bracket_games bg LEFT JOIN games g ON g.id = bg.game_id
        WHERE bg.bracket_id = $1 AND COALESCE(g.kickoff_at, bg.kickoff_at) > now()
     ),
     fans AS (
       SELECT u.id, u.email, u.first_name, e.id AS entry_id
         FROM users u LEFT JOIN bracket_entries e ON e.user_id = u.id AND e.bracket_id = $1
        WHERE u.user_type = 'fan' AND u.email_consent AND (e.id IS NOT NULL OR $2::boolean)
     )
     SELECT f.id AS "userId", f.email::text AS email, f.first_name AS "firstName",
            (SELECT count(*)::int FROM bracket_picks p WHERE p.entry_id = f.entry_id) AS "picksMade",
            (SELECT count(*)::int FROM open) AS "openGames",
            (SELECT count(*)::int FROM bracket_picks p WHERE p.entry_id = f.entry_id
                AND p.bracket_game_id IN (SELECT id FROM open)) AS "openPicked"
       FROM fans f
      WHERE (SELECT count(*) FROM bracket_picks p WHERE p.entry_id = f.entry_id
               AND p.bracket_game_id IN (SELECT id FROM open)) < (SELECT count(*) FROM open)
      ORDER BY f.id`,
    { bind: [b.id, opts.includeNotStarted ?? false], type: QueryTypes.SELECT },
  );
}
