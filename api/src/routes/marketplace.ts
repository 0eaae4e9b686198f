import { conflict, notFound, COMMAND_KINDS } from '@fanlift/core';
import { getMarketplaceItem, listMarketplaceItems, listMarketplaceOrders } from '@fanlift/db';
import { submitCommand } from '../commands/submit';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { isAdmin } from '../middleware/auth';

/** The wallet transaction's name of a purchase (≤ 120 characters). */
const purchaseName = (title: string, quantity: number) =>
  `Marketplace: ${quantity > 1 ? `${quantity} × ` : ''}${title}`.slice(0, 120);

/**
 * /api/marketplace (DESIGN §5): fans list items and buy them with likes. A purchase is the `spend` command priced by
 * the server (item id + quantity; any price or amount in the body is ignored), with an Idempotency-Key; the
 * worker takes the stock, posts the journal and records the order in one transaction.
 */
export function marketplaceRoutes(m: Mount): void {
  const { deps } = m;
  const { sequelize } = deps.db;

  handle(m, 'GET /api/marketplace/items', async () => ({ items: await listMarketplaceItems(sequelize) }));

  handle(m, 'POST /api/marketplace/purchase', async ({ body, user, req }) => {
    const item = await getMarketplaceItem(sequelize, body.itemId);
    if (!item) throw notFound('This item is not on sale');
    if (item.stock < body.quantity)
      throw conflict('out_of_stock', item.stock === 0 ? 'This item is sold out' : `Only ${item.stock} left`);
    return submitCommand(deps, req, COMMAND_KINDS.spend, {
      fanUserId: user.id,
      likes: item.priceLikes * body.quantity,
      description: purchaseName(item.title, body.quantity),
      itemKind: 'marketplace',
      itemId: item.id,
      quantity: body.quantity,
    });
  });

  /** The session fan's own orders. */
  handle(m, 'GET /api/marketplace/orders', async ({ user }) => ({
    orders: await listMarketplaceOrders(sequelize, { userId: user.id }),
  }));

  /** One order: its buyer or an admin; anyone else 404 (no hint that it exists). */
  handle(m, 'GET /api/marketplace/orders/:id', async ({ params: { id }, user, req }) => {
    const mine = isAdmin(req) ? undefined : user.id;
    const [order] = await listMarketplaceOrders(sequelize, { userId: mine, orderId: id, limit: 1 });
    if (!order) throw notFound('Order not found');
    return order;
  });
}
