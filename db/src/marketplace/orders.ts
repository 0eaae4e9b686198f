import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { emails, type MarketplaceOrder } from '@fanlift/core';
import { CommandRejectedError } from '../commands/kinds';
import { stageEmail } from '../commands/email';
import { txQuery } from '../ledger/tx';

/**
 * A marketplace purchase inside the worker's transaction (the `spend` command with itemKind 'marketplace').
 * Lock order: the item row first (FOR UPDATE: concurrent buyers of one item queue here, so stock never goes
 * below zero, and the CHECK (stock >= 0) backs it), then the ledger accounts (postJournal).
 */
export interface ReservedItem {
  id: number;
  title: string;
  priceLikes: number;
}

export async function reserveMarketplaceStockIn(
  t: Transaction,
  p: { itemId: number; quantity: number; likes: number },
): Promise<ReservedItem> {
  const [item] = await txQuery<{
    id: number;
    title: string;
    price_likes: number;
    stock: number;
    hidden: boolean;
  }>(t, `SELECT id, title, price_likes, stock, hidden FROM marketplace_items WHERE id = $1 FOR UPDATE`, [
    p.itemId,
  ]);
  if (!item || item.hidden) throw new CommandRejectedError('not_found', 'This item is not on sale');
  if (item.stock < p.quantity)
    throw new CommandRejectedError(
      'out_of_stock',
      item.stock === 0 ? 'This item is sold out' : `Only ${item.stock} left`,
    );
  // The price was set by the server when the command was staged; if an admin changed it since, refuse.
  if (item.price_likes * p.quantity !== p.likes)
    throw new CommandRejectedError('price_changed', 'The price of this item changed; nothing was charged');
  await txQuery(t, `UPDATE marketplace_items SET stock = stock - $2, updated_at = now() WHERE id = $1`, [
    p.itemId,
    p.quantity,
  ]);
  return { id: Number(item.id), title: item.title, priceLikes: Number(item.price_likes) };
}

/** Record the order (UNIQUE command_id) and stage its receipt email; returns the order id and email id. */
export async function recordMarketplaceOrderIn(
  t: Transaction,
  p: {
    commandId: string;
    userId: number;
    item: ReservedItem;
    quantity: number;
    journalId: number;
    balance: number;
  },
): Promise<{ orderId: number; emailId: string | null }> {
  const [order] = await txQuery<{ id: number }>(
    t,
    `INSERT INTO marketplace_orders (item_id, user_id, quantity, unit_price_likes, total_likes, command_id, journal_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      p.item.id,
      p.userId,
      p.quantity,
      p.item.priceLikes,
      p.item.priceLikes * p.quantity,
      p.commandId,
      p.journalId,
    ],
  );
  const orderId = Number(order.id);
  const [user] = await txQuery<{ email: string }>(t, `SELECT email FROM users WHERE id = $1`, [p.userId]);
  let emailId: string | null = null;
  if (user?.email) {
    const content = emails.marketplaceReceipt({
      title: p.item.title,
      quantity: p.quantity,
      totalLikes: p.item.priceLikes * p.quantity,
      balance: p.balance,
      orderId,
    });
    const staged = await stageEmail(t, {
      idempotencyKey: `marketplace-order:${orderId}`,
      to: user.email,
      userId: p.userId,
      kind: 'receipt',
      ...content,
    });
    emailId = staged.id;
  }
  return { orderId, emailId };
}

interface OrderRow {
  id: number;
  item_id: number;
  title: string;
  image_url: string | null;
  quantity: number;
  unit_price_likes: number;
  total_likes: number;
  status: MarketplaceOrder['status'];
  created_at: Date | string;
  user_id: number;
  email: string;
  buyer_name: string | null;
}

function toOrder(r: OrderRow, withBuyer: boolean): MarketplaceOrder {
  return {
    id: Number(r.id),
    itemId: Number(r.item_id),
    itemTitle: r.title,
    imageUrl: r.image_url,
    quantity: r.quantity,
    unitPriceLikes: r.unit_price_likes,
    totalLikes: r.total_likes,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    ...(withBuyer
      ? { buyer: { id: Number(r.user_id), email: r.email, name: (r.buyer_name ?? '').trim() || r.email } }
      : {}),
  };
}

/** A fan's own orders (userId given), or every order (admins), newest first. */
export async function listMarketplaceOrders(
  sequelize: Sequelize,
  opts: { userId?: number; itemId?: number; orderId?: number; limit?: number },
): Promise<MarketplaceOrder[]> {
  const where: string[] = [];
  const bind: unknown[] = [];
  if (opts.userId != null) {
    bind.push(opts.userId);
    where.push(`o.user_id = $${bind.length}`);
  }
  if (opts.orderId != null) {
    bind.push(opts.orderId);
    where.push(`o.id = $${bind.length}`);
  }
  if (opts.itemId != null) {
    bind.push(opts.itemId);
    where.push(`o.item_id = $${bind.length}`);
  }
  bind.push(Math.min(opts.limit ?? 200, 1000));
  const rows = await sequelize.query<OrderRow>(
    `SELECT o.id, o.item_id, i.title, i.image_url, o.quantity, o.unit_price_likes, o.total_likes, o.status,
            o.created_at, o.user_id, u.email, concat_ws(' ', u.first_name, u.last_name) AS buyer_name
       FROM marketplace_orders o
       JOIN marketplace_items i ON i.id = o.item_id
       JOIN users u ON u.id = o.user_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY o.id DESC LIMIT $${bind.length}`,
    { bind, type: QueryTypes.SELECT },
  );
  return rows.map((r) => toOrder(r, opts.userId == null));
}

/** The order a purchase command made (for the command's answer). */
export async function orderOfCommand(sequelize: Sequelize, commandId: string): Promise<number | null> {
  const [row] = await sequelize.query<{ id: number }>(
    `SELECT id FROM marketplace_orders WHERE command_id = $1`,
    { bind: [commandId], type: QueryTypes.SELECT },
  );
  return row ? Number(row.id) : null;
}
