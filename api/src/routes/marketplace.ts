import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  conflict,
  notFound,
  COMMAND_KINDS,
  marketplaceItemListSchema,
  marketplaceOrderListSchema,
  marketplaceOrderSchema,
  marketplacePurchaseBodySchema,
} from '@fanlift/core';
import { getMarketplaceItem, listMarketplaceItems, listMarketplaceOrders } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireFan, requireUser, sessionUser } from '../middleware/auth';
import { submitCommand } from '../commands/submit';
import { err, json } from '../openapi/helpers';
import { idParam } from './params';

/** The wallet transaction's name of a purchase (≤ 120 characters). */
const purchaseName = (title: string, quantity: number) =>
  `Marketplace: ${quantity > 1 ? `${quantity} × ` : ''}${title}`.slice(0, 120);

/**
 * /api/marketplace (DESIGN §5): fans list items and buy them with likes. A purchase is the `spend` command priced by
 * the server (item id + quantity; any price or amount in the body is ignored), with an Idempotency-Key; the
 * worker takes the stock, posts the journal and records the order in one transaction.
 */
export function marketplaceRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;

  r.get('/items', requireUser, async (_req, res) => {
    res.json({ items: await listMarketplaceItems(sequelize) });
  });

  r.post('/purchase', requireFan, deps.limits.limit('sends'), async (req, res) => {
    const body = marketplacePurchaseBodySchema.parse(req.body ?? {});
    const item = await getMarketplaceItem(sequelize, body.itemId);
    if (!item) throw notFound('This item is not on sale');
    if (item.stock < body.quantity)
      throw conflict('out_of_stock', item.stock === 0 ? 'This item is sold out' : `Only ${item.stock} left`);
    const out = await submitCommand(deps, req, COMMAND_KINDS.spend, {
      fanUserId: sessionUser(req).id,
      likes: item.priceLikes * body.quantity,
      description: purchaseName(item.title, body.quantity),
      itemKind: 'marketplace',
      itemId: item.id,
      quantity: body.quantity,
    });
    res.set(out.headers).status(out.status).json(out.body);
  });

  /** The session fan's own orders. */
  r.get('/orders', requireUser, async (req, res) => {
    res.json({ orders: await listMarketplaceOrders(sequelize, { userId: sessionUser(req).id }) });
  });

  /** One order: its buyer or an admin; anyone else 404 (no hint that it exists). */
  r.get('/orders/:id', requireUser, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const mine = isAdmin(req) ? undefined : sessionUser(req).id;
    const [order] = await listMarketplaceOrders(sequelize, { userId: mine, orderId: id, limit: 1 });
    if (!order) throw notFound('Order not found');
    res.json(order);
  });

  return r;
}

export function marketplaceOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/marketplace/items',
    summary: 'Items on sale (priced in likes)',
    responses: { 200: json(marketplaceItemListSchema, 'Items') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/marketplace/purchase',
    summary:
      'Buy an item with likes: item id and quantity only (the server prices it); Idempotency-Key required; ?wait=1 waits for the outcome',
    request: {
      headers: z.object({ 'Idempotency-Key': z.string() }),
      body: { content: { 'application/json': { schema: marketplacePurchaseBodySchema } } },
    },
    responses: {
      200: json(z.any(), 'Applied (with ?wait=1): result has orderId and the new balance'),
      202: json(z.any(), 'Accepted: the command id to follow'),
      404: err('No such item on sale'),
      409: err('out_of_stock, insufficient_balance, price_changed or a reused Idempotency-Key'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/marketplace/orders',
    summary: "The session fan's orders",
    responses: { 200: json(marketplaceOrderListSchema, 'Orders') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/marketplace/orders/{id}',
    summary: 'One order (its buyer or an admin; 404 otherwise)',
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: json(marketplaceOrderSchema, 'Order'), 404: err('Not found') },
  });
}
