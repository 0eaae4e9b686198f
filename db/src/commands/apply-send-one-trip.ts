import type { Sequelize } from 'sequelize';
import type { WalletTransaction } from '@fanlift/core';
import { poolQuery } from '../ledger/tx';

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
}

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
    out: ({ path: 'fast' } & SendAppliedInOneTrip) | { path: 'general' };
  }>(
    sequelize,
    `SELECT fanlift_apply_send_likes($1::uuid, $2::integer[]) AS out`,
    [commandId, starThresholds],
    'fanlift_apply_send_likes',
  );
  if (row?.out.path !== 'fast') return null;
  const w = row.out.wallet;
  return {
    fanUserId: row.out.fanUserId,
    result: { ...row.out.result, journalId: Number(row.out.result.journalId) },
    wallet: { ...w, id: Number(w.id), createdAt: new Date(w.createdAt).toISOString() },
  };
}
