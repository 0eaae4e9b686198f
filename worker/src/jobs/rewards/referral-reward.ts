import { rooms, referralRewardPayloadSchema } from '@fanlift/core';
import { applyReferralReward, CommandRejectedError } from '@fanlift/db';
import type { CommandHandler } from '../commands/types';
import { emailLinksOf, enqueueEmails } from './links';

/**
 * DESIGN §5 referral: the inviter earns INVITER_EARN_LIKE likes (gift) and one spin chance once the invited
 * friend onboarded; at most once per invitee (UNIQUE referral row, cause `referral:<invitee>`). The command is
 * the inviter's (staged under their id), so their open tab hears of it.
 */
export const referralReward: CommandHandler<'referral-reward'> = async (t, command, ctx) => {
  const p = referralRewardPayloadSchema.parse(command.payload);
  if (command.userId !== p.inviterUserId)
    throw new CommandRejectedError('forbidden', 'A referral reward belongs to the inviter');
  const r = await applyReferralReward(
    t,
    { commandId: command.id, ...p, likes: ctx.config.INVITER_EARN_LIKE },
    emailLinksOf(ctx),
  );
  return {
    result: {
      referralId: r.referralId,
      likes: r.likes,
      balance: r.balance,
      chancesLeft: r.chancesLeft,
      transactionId: r.transaction?.id ?? null,
      journalId: r.journalId,
      rewarded: r.rewarded,
    },
    emit: (c) => {
      if (!r.rewarded) return;
      const room = c.emitter.to(rooms.user(p.inviterUserId));
      if (r.transaction) room.emit('wallet:balance', { balance: r.balance, transaction: r.transaction });
      room.emit('referral:reward', { likes: r.likes, friendName: r.friendName, chancesLeft: r.chancesLeft });
      room.emit('spin:chances', { chancesLeft: r.chancesLeft, source: 'referral' });
      enqueueEmails(c, [r.emailId]);
    },
  };
};
