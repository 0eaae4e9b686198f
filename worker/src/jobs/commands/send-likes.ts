import { rooms } from '@fanlift/core';
import {
  athleteAccount,
  commandCauseKey,
  CommandRejectedError,
  fanAccount,
  postJournal,
  txQuery,
  schoolAccount,
  sendLikesPayloadSchema,
  type AccountKey,
} from '@fanlift/db';
import type { CommandHandler } from './types';

/**
 * DESIGN §5 spending: the fan's likes go to an athlete (optionally one of their allocations) or a school.
 * One journal (fan −likes, recipient +likes), cause `cmd:<commandId>`, and the fan's `used` transaction.
 */
export const sendLikes: CommandHandler<'send-likes'> = async (t, command, ctx) => {
  const p = sendLikesPayloadSchema.parse(command.payload);
  if (command.userId !== p.fanUserId)
    throw new CommandRejectedError('forbidden', 'A fan can only spend their own likes');
  const q = <T extends object>(sql: string, bind: unknown[]) => txQuery<T>(t, sql, bind);

  let recipient: AccountKey;
  let paymentName: string;
  let athleteId: number | null = null;
  let schoolId: number | null = null;
  if (p.schoolId != null) {
    const [school] = await q<{ id: number; name: string }>(`SELECT id, name FROM schools WHERE id = $1`, [
      p.schoolId,
    ]);
    if (!school) throw new CommandRejectedError('not_found', 'School not found');
    schoolId = school.id;
    recipient = schoolAccount(school.id);
    paymentName = `Likes to ${school.name}`;
  } else {
    let allocationName: string | null = null;
    athleteId = p.athleteId ?? null;
    if (p.allocationId != null) {
      const [alloc] = await q<{ athlete_profile_id: number; name: string }>(
        `SELECT athlete_profile_id, name FROM athlete_allocations WHERE id = $1`,
        [p.allocationId],
      );
      if (!alloc || (athleteId != null && alloc.athlete_profile_id !== athleteId)) {
        throw new CommandRejectedError('not_found', 'Allocation not found for this athlete');
      }
      athleteId = alloc.athlete_profile_id;
      allocationName = alloc.name;
    }
    const [athlete] = await q<{ id: number; full_name: string }>(
      `SELECT id, full_name FROM athlete_profiles WHERE id = $1`,
      [athleteId],
    );
    if (!athlete) throw new CommandRejectedError('not_found', 'Athlete not found');
    recipient = athleteAccount(athlete.id);
    paymentName = `Likes to ${athlete.full_name}${allocationName ? ` (${allocationName})` : ''}`;
  }

  const fan = fanAccount(p.fanUserId);
  const posted = await postJournal(t, {
    kind: 'send-likes',
    causeKey: commandCauseKey(command.id),
    commandId: command.id,
    meta: { athleteId, allocationId: p.allocationId ?? null, schoolId },
    lines: [
      { account: fan, amount: -p.likes },
      { account: recipient, amount: p.likes },
    ],
    walletTransactions: [
      {
        userId: p.fanUserId,
        type: 'used',
        likes: p.likes,
        paymentName,
        meta: { commandId: command.id, athleteId, allocationId: p.allocationId ?? null, schoolId },
      },
    ],
  });
  const balance = posted.balances[fan] ?? 0;
  const recipientLikes = posted.balances[recipient] ?? 0;
  const tx = posted.walletTransactions[0] ?? null;
  const transaction = tx
    ? {
        id: tx.id,
        type: tx.type,
        status: tx.status,
        likes: tx.likes,
        paymentName: tx.paymentName,
        createdAt: tx.createdAt,
      }
    : null;
  return {
    result: {
      likes: p.likes,
      balance,
      transactionId: transaction?.id ?? null,
      journalId: posted.journalId,
      athleteId,
      allocationId: p.allocationId ?? null,
      schoolId,
      recipientLikes,
    },
    emit: (c) => {
      c.emitter.to(rooms.user(p.fanUserId)).emit('wallet:balance', { balance, transaction });
      if (athleteId != null) {
        c.emitter.to(rooms.athlete(athleteId)).emit('athlete:likes', {
          athleteId,
          likes: recipientLikes,
          sumTotalInCents: recipientLikes * ctx.config.LIKE_PRICE_CENTS,
        });
      }
      if (schoolId != null)
        c.emitter.to(rooms.school(schoolId)).emit('school:likes', { schoolId, likes: recipientLikes });
    },
  };
};
