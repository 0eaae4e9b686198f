/**
 * Many bracket entries at once (the season bench and tests at scale; issue 27), set-based: fans
 * `{tag}.{i}@fanlift.test`, an entry each in `kind`'s latest bracket with a tiebreaker (none for one in ten), and
 * a pick for each of the first `games` games in round order (all by default). A pick takes the game's top or
 * bottom side (a seeded team, or the entry's own pick of the feeder game), about 3 in 5 the top. Idempotent per
 * tag. The entry trigger makes each entry's rank row and counts it; the pick counts are stored here.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { bracketStructure, type BracketKind, type SlotSource } from '@fanlift/core';
import { bracketRow } from '../brackets/load';

export interface BracketEntriesSeed {
  kind: BracketKind;
  fans: number;
  /** Letters, digits and dashes: names the fans (auth id, email, referral code). */
  tag: string;
  games?: number;
}

/** Seed the entries; answers the bracket id. */
export async function seedBracketEntries(sequelize: Sequelize, opts: BracketEntriesSeed): Promise<number> {
  if (!/^[a-z0-9-]+$/.test(opts.tag)) throw new Error(`Bad tag ${opts.tag}`);
  const q = (sql: string, bind: unknown[]) => sequelize.query(sql, { bind, type: QueryTypes.RAW });
  const b = await bracketRow({ sequelize }, opts.kind);
  await q(
    `INSERT INTO users (auth_id, email, first_name, last_name, user_type, referral_code)
     SELECT $2 || '|' || i, $2 || '.' || i || '@fanlift.test', 'Fan', initcap($2) || ' ' || i, 'fan',
            upper($2) || '-' || i
       FROM generate_series(1, $1) i
     ON CONFLICT DO NOTHING`,
    [opts.fans, opts.tag],
  );
  await q(
    `INSERT INTO bracket_entries (bracket_id, user_id, tiebreaker)
     SELECT $1, u.id, CASE WHEN u.id % 10 = 0 THEN NULL ELSE 20 + ((u.id::bigint * 7919) % 60)::int END
       FROM users u WHERE u.auth_id LIKE $2 || '|%'
     ON CONFLICT (bracket_id, user_id) DO NOTHING`,
    [b.id, opts.tag],
  );
  const structure = bracketStructure(opts.kind);
  const side = (src: SlotSource) =>
    'team' in src
      ? `(SELECT school_id FROM bracket_teams WHERE bracket_id = $1 AND team_key = '${src.team}')`
      : `f_${src.winnerOf.replace(/\W/g, '_')}.school_id`;
  const feeders = (g: (typeof structure.games)[number]) =>
    [g.top, g.bottom]
      .flatMap((s) => ('winnerOf' in s ? [s.winnerOf] : []))
      .map(
        (code) =>
          `JOIN bracket_picks f_${code.replace(/\W/g, '_')} ON f_${code.replace(/\W/g, '_')}.entry_id = e.id
             AND f_${code.replace(/\W/g, '_')}.bracket_game_id =
                 (SELECT id FROM bracket_games WHERE bracket_id = $1 AND code = '${code}')`,
      )
      .join('\n');
  for (const [i, g] of structure.games.slice(0, opts.games ?? structure.games.length).entries())
    await q(
      `INSERT INTO bracket_picks (entry_id, bracket_game_id, school_id)
       SELECT e.id, bg.id, CASE WHEN ((e.id * 2654435761::bigint + ${i * 40503}) >> 7) % 5 < 3
                                THEN ${side(g.top)} ELSE ${side(g.bottom)} END
         FROM bracket_entries e
         JOIN users u ON u.id = e.user_id AND u.auth_id LIKE $2 || '|%'
         JOIN bracket_games bg ON bg.bracket_id = $1 AND bg.code = '${g.code}'
         ${feeders(g)}
        WHERE e.bracket_id = $1
       ON CONFLICT (entry_id, bracket_game_id) DO NOTHING`,
      [b.id, opts.tag],
    );
  await q(
    `UPDATE bracket_entries e SET picks_made = c.n
       FROM (SELECT p.entry_id, count(*)::int AS n FROM bracket_picks p
               JOIN bracket_entries x ON x.id = p.entry_id AND x.bracket_id = $1 GROUP BY p.entry_id) c
      WHERE c.entry_id = e.id AND e.picks_made <> c.n`,
    [b.id],
  );
  return b.id;
}
