import { DomainError, parseCommandResult, rooms, type WalletTransaction } from '@fanlift/core';
import {
  commandCauseKey,
  CommandRejectedError,
  fanAccount,
  postJournal,
  resolveSendRecipient,
  sendLikesPayloadSchema,
  toWalletTxView,
  type SendAppliedInOneTrip,
} from '@fanlift/db';
import { fanSide } from './fan-side';
import type { AppliedCommand, CommandHandler, CommandOutcome } from './types';
import type { WorkerContext } from '../../context';
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
  const { balance, transaction, result } = fanSide(posted, fan, p.likes);
  const recipientLikes = posted.balances[recipient] ?? 0;
  const sent = { fanUserId: p.fanUserId, athleteId, schoolId, balance, transaction, recipientLikes };
  return {
    result: {
      ...result,
      athleteId,
      allocationId: p.allocationId ?? null,
      schoolId,
      recipientLikes,
    },
    emit: (c) => {
      sendLikesEvents(c, sent);
      starEmit?.(c);
    },
  };
};

/** The events of an applied send (after commit): the fan's balance, and the recipient's new likes. */
function sendLikesEvents(
  c: WorkerContext,
  s: {
    fanUserId: number;
    athleteId: number | null;
    schoolId: number | null;
    balance: number;
    transaction: WalletTransaction | null;
    recipientLikes: number;
  },
): void {
  c.emitter
    .to(rooms.user(s.fanUserId))
    .emit('wallet:balance', { balance: s.balance, transaction: s.transaction });
  if (s.athleteId != null) {
    c.emitter.to(rooms.athlete(s.athleteId)).emit('athlete:likes', {
      athleteId: s.athleteId,
      likes: s.recipientLikes,
      sumTotalInCents: s.recipientLikes * c.config.LIKE_PRICE_CENTS,
    });
  }
  if (s.schoolId != null)
    c.emitter
      .to(rooms.school(s.schoolId))
      .emit('school:likes', { schoolId: s.schoolId, likes: s.recipientLikes });
}

/**
 * A send the one-trip path applied (db applySendLikesInOneTrip): the finished command and the same outcome and
 * events as the general path's (no star can be earned on that path, so no star events).
 */
export function sentInOneTrip(
  commandId: string,
  applied: SendAppliedInOneTrip,
): { finished: AppliedCommand; outcome: CommandOutcome<'send-likes'> } {
  const { fanUserId, result, wallet } = applied;
  // The stored result is what the command map says it is (as the general path checks before it commits).
  parseCommandResult('send-likes', result);
  return {
    finished: {
      id: commandId,
      userId: fanUserId,
      kind: 'send-likes',
      status: 'applied',
      result,
      error: null,
    },
    outcome: {
      result,
      emit: (c) =>
        sendLikesEvents(c, {
          fanUserId,
          athleteId: result.athleteId,
          schoolId: null,
          balance: result.balance,
          transaction: toWalletTxView(wallet),
          recipientLikes: result.recipientLikes,
        }),
    },
  };
}
