import { rooms } from '@fanlift/core';
import {
  commandCauseKey,
  CommandRejectedError,
  enqueueEmail,
  fanAccount,
  postJournal,
  recordMarketplaceOrderIn,
  reserveMarketplaceStockIn,
  spendPayloadSchema,
  type ReservedItem,
} from '@fanlift/db';
import { fanSide } from './fan-side';
import type { CommandHandler } from './types';

/**
 * Generic spend: fan −likes, platform:marketplace +likes, one `used` transaction named by the description.
 * A marketplace purchase (itemKind 'marketplace') also, in the same transaction: locks the item, checks it is on
 * sale, in stock and still at the staged price, takes the stock, records the order (UNIQUE per command) and
 * stages the receipt email.
 */
export const spend: CommandHandler<'spend'> = async (t, command, ctx) => {
  const p = spendPayloadSchema.parse(command.payload);
  if (command.userId !== p.fanUserId)
    throw new CommandRejectedError('forbidden', 'A fan can only spend their own likes');
  const marketplace = p.itemKind === 'marketplace';
  let item: ReservedItem | null = null;
  if (marketplace)
    item = await reserveMarketplaceStockIn(t, { itemId: p.itemId!, quantity: p.quantity!, likes: p.likes });
  const fan = fanAccount(p.fanUserId);
  const posted = await postJournal(t, {
    kind: 'spend',
    causeKey: commandCauseKey(command.id),
    commandId: command.id,
    meta: { itemKind: p.itemKind ?? null, itemId: p.itemId ?? null, quantity: p.quantity ?? null },
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
  let orderId: number | null = null;
  let emailId: string | null = null;
  if (item) {
    ({ orderId, emailId } = await recordMarketplaceOrderIn(t, {
      commandId: command.id,
      userId: p.fanUserId,
      item,
      quantity: p.quantity!,
      journalId: posted.journalId,
      balance,
    }));
  }
  return {
    result: {
      ...result,
      itemKind: p.itemKind ?? null,
      itemId: p.itemId ?? null,
      orderId,
      quantity: p.quantity ?? null,
    },
    emit: (c) => {
      c.emitter.to(rooms.user(p.fanUserId)).emit('wallet:balance', { balance, transaction });
      // The receipt is staged with the order; the email re-driver delivers it even if this enqueue is lost.
      if (emailId)
        enqueueEmail(c.queues, emailId).catch((err: unknown) =>
          ctx.logger.warn({ err, emailId }, 'receipt enqueue failed; the re-driver will send it'),
        );
    },
  };
};
