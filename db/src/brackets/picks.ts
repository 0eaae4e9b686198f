/**
 * Saving a fan's picks (DESIGN §5 brackets). Each save is one transaction: the fan's entry row is created if
 * needed and locked (so one fan's saves apply one after the other), the bracket is read at the transaction's
 * instant of the server's clock (`now()` in PostgreSQL: the client's clock plays no part), core's rules refuse a
 * locked game or a team that is not in the game, the pick is upserted on UNIQUE (entry_id, bracket_game_id)
 * (concurrent saves of one pick keep one row) and the later picks it no longer supports are cleared. The entry's
 * pick count is stored in the same transaction; its rank is the ranking job's (rank.ts), never touched here
 * unless the save moves a score (a decided game reopened by an admin).
 * The user always comes from the session: nothing here takes an entry id from the client.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  DomainError,
  conflict,
  invalid,
  notFound,
  applyPick,
  pickError,
  type BracketKind,
  type BracketPickResult,
} from '@fanlift/core';
import { entryPicks, loadBracket, type LoadedBracket } from './load';
import { bracketEntry } from './view';
import { entryScoreMoved } from './rank';

async function lockEntry(
  t: Transaction,
  sequelize: Sequelize,
  bracketId: number,
  userId: number,
): Promise<number> {
  await sequelize.query(
    `INSERT INTO bracket_entries (bracket_id, user_id) VALUES ($1, $2) ON CONFLICT (bracket_id, user_id) DO NOTHING`,
    { bind: [bracketId, userId], transaction: t },
  );
  const [row] = await sequelize.query<{ id: number }>(
    `SELECT id FROM bracket_entries WHERE bracket_id = $1 AND user_id = $2 FOR UPDATE`,
    { bind: [bracketId, userId], type: QueryTypes.SELECT, transaction: t },
  );
  return row.id;
}

export function lockedError(l: LoadedBracket, code: string): DomainError {
  const g = l.games.get(code);
  return conflict(
    'pick_locked',
    `This game kicked off at ${g?.kickoffAt ?? 'its kickoff'} (UTC); its pick is locked.`,
  );
}

/** PUT /api/brackets/{kind}/picks/{code}: the signed-in fan picks `schoolId` to win game `code`. */
export async function saveBracketPick(
  sequelize: Sequelize,
  kind: BracketKind,
  userId: number,
  code: string,
  schoolId: number,
): Promise<BracketPickResult> {
  let loaded: LoadedBracket | undefined;
  const removed = await sequelize.transaction(async (t) => {
    const l = await loadBracket({ sequelize, t }, kind);
    loaded = l;
    if (!l.games.has(code)) throw notFound('No such game in this bracket');
    const entryId = await lockEntry(t, sequelize, l.bracket.id, userId);
    const current = (await entryPicks({ sequelize, t }, l.bracket.id, userId))?.picks ?? {};
    const isLocked = (c: string) => l.games.get(c)?.locked ?? true;
    const err = pickError(l.structure, l.facts, current, code, schoolId, isLocked);
    if (err === 'locked') throw lockedError(l, code);
    if (err === 'unknown_game') throw notFound('No such game in this bracket');
    if (err === 'not_in_game')
      throw invalid(
        'That team is not in this game. Pick one of its two teams (pick the earlier games first).',
        'not_in_game',
      );
    const next = applyPick(l.structure, l.facts, current, code, schoolId, isLocked);
    await sequelize.query(
      `INSERT INTO bracket_picks (entry_id, bracket_game_id, school_id) VALUES ($1, $2, $3)
       ON CONFLICT (entry_id, bracket_game_id)
       DO UPDATE SET school_id = EXCLUDED.school_id, updated_at = now()
       WHERE bracket_picks.school_id IS DISTINCT FROM EXCLUDED.school_id`,
      { bind: [entryId, l.games.get(code)!.id, schoolId], transaction: t },
    );
    if (next.removed.length)
      await sequelize.query(
        `DELETE FROM bracket_picks WHERE entry_id = $1 AND bracket_game_id = ANY($2::int[])`,
        {
          bind: [entryId, next.removed.map((c) => l.games.get(c)!.id)],
          transaction: t,
        },
      );
    await sequelize.query(
      `UPDATE bracket_entries SET updated_at = now(),
              picks_made = (SELECT count(*) FROM bracket_picks WHERE entry_id = $1) WHERE id = $1`,
      { bind: [entryId], transaction: t },
    );
    // A pick of an open game moves no score; one of a decided game (its kickoff moved back) does.
    const decided = (c: string) => (l.facts.results[c] ?? null) !== null;
    if ([code, ...next.removed].some(decided)) await entryScoreMoved(t, sequelize, l.bracket.id, entryId);
    return next.removed;
  });
  const entry = await bracketEntry(sequelize, loaded!, userId);
  return { entry: entry!, removed };
}

/** PUT /api/brackets/{kind}/tiebreaker: total points of the final; locks with the final's kickoff. */
export async function saveBracketTiebreaker(
  sequelize: Sequelize,
  kind: BracketKind,
  userId: number,
  points: number,
): Promise<BracketPickResult> {
  let loaded: LoadedBracket | undefined;
  await sequelize.transaction(async (t) => {
    const l = await loadBracket({ sequelize, t }, kind);
    loaded = l;
    const final = l.structure.finalCode;
    if (l.games.get(final)?.locked) throw lockedError(l, final);
    const entryId = await lockEntry(t, sequelize, l.bracket.id, userId);
    await sequelize.query(`UPDATE bracket_entries SET tiebreaker = $2, updated_at = now() WHERE id = $1`, {
      bind: [entryId, points],
      transaction: t,
    });
    // The distance from the final's total counts once that total is known (the final's kickoff moved back).
    if ((l.games.get(final)?.total ?? null) !== null)
      await entryScoreMoved(t, sequelize, l.bracket.id, entryId);
  });
  const entry = await bracketEntry(sequelize, loaded!, userId);
  return { entry: entry!, removed: [] };
}
