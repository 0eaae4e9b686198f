import { rooms } from '@fanlift/core';
import {
  commandCauseKey,
  CommandRejectedError,
  fanAccount,
  postJournal,
  spendPayloadSchema,
} from '@fanlift/db';
import { fanSide } from './fan-side';
import type { CommandHandler } from './types';

/**
 * Generic spend (marketplace purchases and the like): fan −likes, platform:marketplace +likes, one `used`
 * transaction named by the description. The caller decides the price; the worker only moves the likes.
 */
export const spend: CommandHandler<'spend'> = async (t, command) => {
  const p = spendPayloadSchema.parse(command.payload);
  if (command.userId !== p.fanUserId)
    throw new CommandRejectedError('forbidden', 'A fan can only spend their own likes');
  const fan = fanAccount(p.fanUserId);
  const posted = await postJournal(t, {
    kind: 'spend',
    causeKey: commandCauseKey(command.id),
    commandId: command.id,
    meta: { itemKind: p.itemKind ?? null, itemId: p.itemId ?? null },
    lines: [
      { account: fan, amount: -p.likes },
      { account: 'platform:marketplace', amount: p.likes },
    ],
    walletTransactions: [
      {
        userId: p.fanUserId,
        type: 'used',
        likes: p.likes,
        paymentName: p.description,
        meta: { commandId: command.id, itemKind: p.itemKind ?? null, itemId: p.itemId ?? null },
      },
    ],
  });
  const { balance, transaction, result } = fanSide(posted, fan, p.likes);
  return {
    result: {
      ...result,
      itemKind: p.itemKind ?? null,
      itemId: p.itemId ?? null,
    },
    emit: (c) => {
      c.emitter.to(rooms.user(p.fanUserId)).emit('wallet:balance', { balance, transaction });
    },
  };
};
