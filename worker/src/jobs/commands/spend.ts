import { rooms } from '@fanlift/core';
import {
  commandCauseKey,
  CommandRejectedError,
  fanAccount,
  postJournal,
  spendPayloadSchema,
} from '@fanlift/db';
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
  const balance = posted.balances[fan] ?? 0;
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
      itemKind: p.itemKind ?? null,
      itemId: p.itemId ?? null,
    },
    emit: (c) => {
      c.emitter.to(rooms.user(p.fanUserId)).emit('wallet:balance', { balance, transaction });
    },
  };
};
