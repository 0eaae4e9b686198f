import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { COMMAND_KINDS, parseCommandResult, pinSeconds, type CheerPayload } from '@fanlift/core';
import { canonicalJson, requestHash } from '../commands';
import { toMessage, type MessageRow } from '../chat/messages';
import { poolQuery } from '../ledger/tx';
import { toWalletTxView } from '../wallet/tx-view';
import type { AppliedCheer, CheerSettings } from './apply';

interface FastOut {
  path: 'fast';
  result: Record<string, unknown>;
  recipientLikes: string | number;
  likesGiven: string | number;
  earnedStar: number;
  starsCommand: string | null;
  goal: string | number;
  celebrate: number[];
  wallet: {
    id: number;
    type: 'used';
    status: 'succeeded';
    likes: number;
    paymentName: string | null;
    createdAt: string;
  };
  message: MessageRow;
}

/** PostgreSQL refused the statement without writing anything: a key staged meanwhile, or a deadlock it broke. */
const tryGeneral = (err: unknown) => ['23505', '40P01'].includes((err as { code?: string }).code ?? '');

/** What the one-statement path answers besides the cheer: the goal and its new celebrations (migration 0170). */
export interface CheerGoal {
  /** The game's goal with this cheer's likes, read in the cheer's statement. */
  likes: number;
  /** Thresholds it reached that were never celebrated, recorded now (emit each once). */
  celebrate: number[];
}

/**
 * A new cheer staged and applied in ONE statement (migration 0160's `fanlift_cheer_now`: the general path's rows
 * and locks, atomic without BEGIN/COMMIT; through 0170's `fanlift_cheer_with_goal`, which adds the goal). Answers the
 * command's id, what it applied, the game's goal
 * after it with the thresholds it reached first, and the `milestone-sync` command it staged when these likes earn
 * a star (the caller enqueues it), or null, having written nothing, for every case the general path must take
 * (see the migration).
 */
export async function cheerInOneTrip(
  sequelize: Sequelize,
  input: { userId: number; idempotencyKey: string; payload: CheerPayload },
  s: CheerSettings,
): Promise<{
  commandId: string;
  applied: AppliedCheer;
  starsCommand: string | null;
  goal: CheerGoal;
} | null> {
  const p = input.payload;
  if (p.fanUserId !== input.userId) return null;
  const commandId = randomUUID();
  let rows: { out: FastOut | { path: 'general' } }[];
  try {
    rows = await poolQuery<{ out: FastOut | { path: 'general' } }>(
      sequelize,
      `SELECT fanlift_cheer_with_goal($1::uuid, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13::integer[], $14, $15::integer[]) AS out`,
      [
        commandId,
        input.userId,
        input.idempotencyKey,
        requestHash(COMMAND_KINDS.cheer, p),
        canonicalJson(p),
        p.gameId,
        p.athleteId ?? null,
        p.schoolId ?? null,
        p.likes,
        p.message ?? '',
        s.dailyCap,
        pinSeconds(s.pinTiers, p.likes),
        s.starThresholds,
        requestHash(COMMAND_KINDS.milestoneSync, { userId: input.userId }),
        s.goalThresholds ?? [],
      ],
      'fanlift_cheer_with_goal',
    );
  } catch (err) {
    if (tryGeneral(err)) return null;
    throw err;
  }
  const out = rows[0]?.out;
  if (out?.path !== 'fast') return null;
  const message = toMessage(out.message);
  const w = out.wallet;
  return {
    commandId,
    starsCommand: out.starsCommand,
    goal: { likes: Number(out.goal), celebrate: out.celebrate },
    applied: {
      fanUserId: input.userId,
      result: parseCommandResult(COMMAND_KINDS.cheer, out.result),
      transaction: toWalletTxView({ ...w, id: Number(w.id), createdAt: new Date(w.createdAt).toISOString() }),
      stars: { likesGiven: Number(out.likesGiven), earnedStar: out.earnedStar, newStars: [] },
      message,
      recipientLikes: Number(out.recipientLikes),
    },
  };
}
