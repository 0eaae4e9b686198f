import type { Sequelize } from 'sequelize';
import type { WalletTransaction } from '@fanlift/core';
import { poolQuery } from '../ledger/tx';
import { liveGamesOfAthleteSql } from '../cheers/goal';

/** What the one-trip path applied: the command's stored result and the fan's wallet transaction. */
export interface SendAppliedInOneTrip {
  fanUserId: number;
  result: {
    likes: number;
    balance: number;
    transactionId: number;
    journalId: number;
    athleteId: number;
    allocationId: null;
    schoolId: null;
    recipientLikes: number;
  };
  wallet: WalletTransaction;
  /** The games live now with the athlete on a roster (their goals moved), read in the same statement. */
  liveGames: number[];
}

/**
 * The send, and the games whose goal it moved, in one statement: the worker used to read those games in a second
 * round trip after every send (liveGamesOf), a query PostgreSQL parsed and planned each time. The games are read in
 * the statement's snapshot, which the send does not change (it writes no game or roster).
 */
const ONE_TRIP_SQL = `SELECT r.out, CASE WHEN r.out->>'path' = 'fast' THEN ARRAY(
       SELECT DISTINCT x.id FROM (${liveGamesOfAthleteSql("(r.out->'result'->>'athleteId')::integer")}) x
     ) END AS live
     FROM fanlift_apply_send_likes($1::uuid, $2::integer[]) AS r(out)`;

/**
 * Apply a pending send-likes command to an athlete in ONE statement (migration 0012's
 * `fanlift_apply_send_likes`: the same journal, milestone count and outcome as the general path, atomic without
 * BEGIN/COMMIT). Answers null, having written nothing, for every other case (not pending, another kind or
 * recipient, too few likes, a star earned, ...): the caller then applies the command on the general path.
 */
export async function applySendLikesInOneTrip(
  sequelize: Sequelize,
  commandId: string,
  starThresholds: readonly number[],
): Promise<SendAppliedInOneTrip | null> {
  const [row] = await poolQuery<{
    out: ({ path: 'fast' } & Omit<SendAppliedInOneTrip, 'liveGames'>) | { path: 'general' };
    live: number[] | null;
  }>(sequelize, ONE_TRIP_SQL, [commandId, starThresholds], 'fanlift_apply_send_likes_live');
  if (row?.out.path !== 'fast') return null;
  const w = row.out.wallet;
  return {
    fanUserId: row.out.fanUserId,
    result: { ...row.out.result, journalId: Number(row.out.result.journalId) },
    wallet: { ...w, id: Number(w.id), createdAt: new Date(w.createdAt).toISOString() },
    liveGames: (row.live ?? []).map(Number),
  };
}
