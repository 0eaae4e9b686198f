import { randomInt } from 'node:crypto';
import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import {
  WHEEL_SEGMENTS,
  type SpinChanceEntry,
  type SpinChances,
  type Spin,
  type WalletTransaction,
} from '@fanlift/core';
import { creditPromo } from '../ledger/promo';
import { sequelizeOf, txQuery } from '../ledger/tx';
import { CommandRejectedError } from '../commands/kinds';

/** DESIGN §5: the server's draw, a CSPRNG over the 12 segments of SPEC §9 (1/12 each). */
export function drawSegment(): { segmentIndex: number; likes: number } {
  const segmentIndex = randomInt(WHEEL_SEGMENTS.length);
  return { segmentIndex, likes: WHEEL_SEGMENTS[segmentIndex] };
}

export const SPIN_PAYMENT_NAME = 'Spin the wheel';

const exec = (t: Transaction | Sequelize) =>
  t instanceof Transaction
    ? { sequelize: sequelizeOf(t), transaction: t }
    : { sequelize: t, transaction: undefined };

/** Chances granted in all, spins used and chances left. */
export async function chancesLeftOf(
  t: Transaction | Sequelize,
  userId: number,
): Promise<{ totalChances: number; spinsUsed: number; chancesLeft: number }> {
  const { sequelize, transaction } = exec(t);
  const [row] = await sequelize.query<{ total: string; used: number }>(
    `SELECT COALESCE((SELECT SUM(chances) FROM spin_chances WHERE user_id = u.id), 0)::bigint AS total,
            u.spin_count AS used
       FROM users u WHERE u.id = $1`,
    { bind: [userId], type: QueryTypes.SELECT, transaction },
  );
  const totalChances = Number(row?.total ?? 0);
  const spinsUsed = Number(row?.used ?? 0);
  return { totalChances, spinsUsed, chancesLeft: Math.max(0, totalChances - spinsUsed) };
}

/**
 * Grant spin chances once per cause (UNIQUE cause_key). Returns the entry id, or null when that cause was
 * already granted.
 */
export async function grantSpinChances(
  t: Transaction,
  g: {
    userId: number;
    chances: number;
    source: SpinChanceEntry['source'];
    causeKey: string;
    grantedBy?: number | null;
    note?: string | null;
  },
): Promise<number | null> {
  const rows = await txQuery<{ id: string }>(
    t,
    `INSERT INTO spin_chances (user_id, chances, source, cause_key, granted_by, note)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (cause_key) DO NOTHING RETURNING id`,
    [g.userId, g.chances, g.source, g.causeKey, g.grantedBy ?? null, g.note ?? null],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * An admin's grant of spin chances to a fan (createSpinChances), once per command (cause `admin:<commandId>`).
 * Refuses a user who is not a fan.
 */
export async function applySpinGrant(
  t: Transaction,
  g: { commandId: string; userId: number; chances: number; grantedBy: number; note: string | null },
): Promise<{ entryId: number; chancesLeft: number }> {
  const [target] = await txQuery<{ user_type: string }>(t, `SELECT user_type FROM users WHERE id = $1`, [
    g.userId,
  ]);
  if (target?.user_type !== 'fan') throw new CommandRejectedError('not_found', 'No fan with this id');
  const entryId = await grantSpinChances(t, {
    userId: g.userId,
    chances: g.chances,
    source: 'admin',
    causeKey: `admin:${g.commandId}`,
    grantedBy: g.grantedBy,
    note: g.note ?? 'Granted by an admin',
  });
  if (entryId == null) throw new Error(`Grant ${g.commandId} was already recorded`);
  const { chancesLeft } = await chancesLeftOf(t, g.userId);
  return { entryId, chancesLeft };
}

export interface AppliedSpin {
  spinId: number;
  segmentIndex: number;
  likes: number;
  balance: number;
  chancesLeft: number;
  journalId: number;
  /** The `free` wallet transaction of the win. */
  transaction: WalletTransaction | null;
}

/**
 * Apply one spin inside the caller's transaction: lock the fan's user row (spins of one fan are serialised),
 * refuse when no chance is left, draw the segment, consume the chance (users.spin_count + 1, spins row with the
 * next seq) and credit the likes (platform:promo -> fan, a `free` wallet transaction), cause `spin:<commandId>`.
 */
export async function applySpin(
  t: Transaction,
  input: { commandId: string; userId: number },
  draw: () => { segmentIndex: number; likes: number } = drawSegment,
): Promise<AppliedSpin> {
  // NO KEY UPDATE, not UPDATE: it serialises this user's spins without blocking the foreign-key checks (KEY
  // SHARE) of a concurrent send's wallet transaction, which holds the fan's account this spin waits for.
  const [u] = await txQuery<{ used: number; total: string }>(
    t,
    `SELECT u.spin_count AS used,
            COALESCE((SELECT SUM(chances) FROM spin_chances WHERE user_id = u.id), 0)::bigint AS total
       FROM users u WHERE u.id = $1 FOR NO KEY UPDATE OF u`,
    [input.userId],
    'fanlift_spin_lock_user',
  );
  if (!u) throw new CommandRejectedError('not_found', 'User not found');
  const used = Number(u.used);
  const total = Number(u.total);
  if (total - used < 1)
    throw new CommandRejectedError(
      'no_spin_chances',
      'You have no spin chances left. Invite a friend or earn a star.',
    );
  const { segmentIndex, likes } = draw();
  const credited = await creditPromo(t, {
    fanUserId: input.userId,
    likes,
    type: 'free',
    cause: {
      kind: 'spin',
      key: `spin:${input.commandId}`,
      commandId: input.commandId,
      meta: { segmentIndex },
    },
    paymentName: SPIN_PAYMENT_NAME,
    walletMeta: { commandId: input.commandId, segmentIndex },
  });
  if (!credited.applied) throw new Error(`Spin ${input.commandId} was already journaled`);
  await txQuery(
    t,
    `UPDATE users SET spin_count = spin_count + 1 WHERE id = $1`,
    [input.userId],
    'fanlift_spin_count',
  );
  const [spin] = await txQuery<{ id: string }>(
    t,
    `INSERT INTO spins (user_id, command_id, seq, segment_index, likes, journal_id) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id`,
    [input.userId, input.commandId, used + 1, segmentIndex, likes, credited.journalId],
    'fanlift_spin_insert',
  );
  return {
    spinId: Number(spin.id),
    segmentIndex,
    likes,
    balance: credited.balance ?? 0,
    chancesLeft: Math.max(0, total - used - 1),
    journalId: credited.journalId,
    transaction: credited.transaction,
  };
}

/** GET getSpinChances: the grants, the totals and the spin history (newest first). */
export async function spinChancesView(
  sequelize: Sequelize,
  userId: number,
  limit = 50,
): Promise<SpinChances> {
  const [entries, spins, totals] = await Promise.all([
    sequelize.query<{
      id: string;
      user_id: number;
      chances: number;
      source: SpinChanceEntry['source'];
      note: string | null;
      created_at: Date;
    }>(
      `SELECT id, user_id, chances, source, note, created_at FROM spin_chances WHERE user_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      { bind: [userId, limit], type: QueryTypes.SELECT },
    ),
    sequelize.query<{ id: string; segment_index: number; likes: number; created_at: Date }>(
      `SELECT id, segment_index, likes, created_at FROM spins WHERE user_id = $1 ORDER BY created_at DESC, id DESC
        LIMIT $2`,
      { bind: [userId, limit], type: QueryTypes.SELECT },
    ),
    chancesLeftOf(sequelize, userId),
  ]);
  return {
    userId,
    entries: entries.map((e) => ({
      id: Number(e.id),
      userId: e.user_id,
      chances: e.chances,
      source: e.source,
      note: e.note,
      createdAt: new Date(e.created_at).toISOString(),
    })),
    ...totals,
    spins: spins.map((s): Spin => ({
      id: Number(s.id),
      segmentIndex: s.segment_index,
      likes: s.likes,
      createdAt: new Date(s.created_at).toISOString(),
    })),
  };
}
