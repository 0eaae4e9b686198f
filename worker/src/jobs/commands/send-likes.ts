import { DomainError, rooms } from '@fanlift/core';
import {
  commandCauseKey,
  CommandRejectedError,
  fanAccount,
  postJournal,
  resolveSendRecipient,
  sendLikesPayloadSchema,
} from '@fanlift/db';
import type { CommandHandler } from './types';
import { recordLikesGiven } from '@fanlift/db';
import { starEvents } from '../rewards/milestone-sync';
import { emailLinksOf } from '../rewards/links';

/**
 * DESIGN §5 spending: the fan's likes go to an athlete (optionally one of their allocations) or a school.
 * One journal (fan −likes, recipient +likes), cause `cmd:<commandId>`, and the fan's `used` transaction.
 */
export const sendLikes: CommandHandler<'send-likes'> = async (t, command, ctx) => {
  const p = sendLikesPayloadSchema.parse(command.payload);
  if (command.userId !== p.fanUserId)
    throw new CommandRejectedError('forbidden', 'A fan can only spend their own likes');
  let to: Awaited<ReturnType<typeof resolveSendRecipient>>;
  try {
    to = await resolveSendRecipient(ctx.db.sequelize, p, t);
  } catch (err) {
    if (err instanceof DomainError && err.kind === 'not_found')
      throw new CommandRejectedError('not_found', err.message);
    throw err;
  }
  const { account: recipient, athleteId, schoolId, paymentName } = to;

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
  // Milestones (DESIGN §5): the likes given count toward stars, recorded once each in this transaction.
  const stars = await recordLikesGiven(
    t,
    p.fanUserId,
    p.likes,
    ctx.config.STAR_THRESHOLDS,
    emailLinksOf(ctx),
  );
  const starEmit = await starEvents(t, p.fanUserId, stars);
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
      starEmit?.(c);
    },
  };
};
