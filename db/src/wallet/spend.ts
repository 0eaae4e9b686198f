import type { Transaction } from 'sequelize';
import { spendPayloadSchema, type CommandResult, type WalletTransaction } from '@fanlift/core';
import { commandCauseKey, CommandRejectedError } from '../commands/kinds';
import type { Command } from '../commands';
import { payFromWallet } from '../ledger/sends';
import {
  recordMarketplaceOrderIn,
  reserveMarketplaceStockIn,
  type ReservedItem,
} from '../marketplace/orders';

export interface AppliedSpend {
  fanUserId: number;
  result: CommandResult<'spend'>;
  balance: number;
  transaction: WalletTransaction | null;
  /** The receipt of a marketplace purchase, staged with the order (enqueue it after commit). */
  emailId: string | null;
}

/**
 * The spend command, inside its transaction: fan −likes, platform:marketplace +likes, one `used` transaction
 * named by the description (cause `cmd:<id>`). A marketplace purchase (itemKind 'marketplace') also locks the
 * item, checks it is on sale, in stock and still at the staged price, takes the stock, records the order
 * (UNIQUE per command) and stages the receipt email.
 */
export async function applySpend(t: Transaction, command: Command): Promise<AppliedSpend> {
  const p = spendPayloadSchema.parse(command.payload);
  if (command.userId !== p.fanUserId)
    throw new CommandRejectedError('forbidden', 'A fan can only spend their own likes');
  let item: ReservedItem | null = null;
  if (p.itemKind === 'marketplace')
    item = await reserveMarketplaceStockIn(t, { itemId: p.itemId!, quantity: p.quantity!, likes: p.likes });
  const paid = await payFromWallet(t, {
    fanUserId: p.fanUserId,
    to: 'platform:marketplace',
    likes: p.likes,
    cause: {
      kind: 'spend',
      key: commandCauseKey(command.id),
      commandId: command.id,
      meta: { itemKind: p.itemKind ?? null, itemId: p.itemId ?? null, quantity: p.quantity ?? null },
    },
    paymentName: p.description,
    walletMeta: { commandId: command.id, itemKind: p.itemKind ?? null, itemId: p.itemId ?? null },
  });
  const balance = paid.balance ?? 0;
  let orderId: number | null = null;
  let emailId: string | null = null;
  if (item) {
    ({ orderId, emailId } = await recordMarketplaceOrderIn(t, {
      commandId: command.id,
      userId: p.fanUserId,
      item,
      quantity: p.quantity!,
      journalId: paid.journalId,
      balance,
    }));
  }
  return {
    fanUserId: p.fanUserId,
    result: {
      likes: p.likes,
      balance,
      transactionId: paid.transaction?.id ?? null,
      journalId: paid.journalId,
      itemKind: p.itemKind ?? null,
      itemId: p.itemId ?? null,
      orderId,
      quantity: p.quantity ?? null,
    },
    balance,
    transaction: paid.transaction,
    emailId,
  };
}
