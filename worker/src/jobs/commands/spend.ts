import { rooms } from '@fanlift/core';
import { applySpend } from '@fanlift/db';
import type { CommandHandler } from './types';
import { enqueueEmails } from '../rewards/links';

/**
 * `spend` (a marketplace purchase or a generic spend) over db's applySpend; after commit the fan's balance and,
 * for a purchase, the receipt email staged with the order.
 */
export const spend: CommandHandler<'spend'> = async (t, command) => {
  const s = await applySpend(t, command);
  return {
    result: s.result,
    emit: (c) => {
      c.emitter
        .to(rooms.user(s.fanUserId))
        .emit('wallet:balance', { balance: s.balance, transaction: s.transaction });
      // The receipt is staged with the order; the email re-driver delivers it even if this enqueue is lost.
      enqueueEmails(c, [s.emailId]);
    },
  };
};
