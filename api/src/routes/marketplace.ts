import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  AppError,
  COMMAND_KINDS,
  marketplaceItemListSchema,
  marketplaceOrderListSchema,
  marketplaceOrderSchema,
  marketplacePurchaseBodySchema,
} from '@fanlift/core';
import { getMarketplaceItem, listMarketplaceItems, listMarketplaceOrders } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireFan, requireUser, sessionUser } from '../middleware/auth';
import { submitCommand } from '../wallet/commands';

const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer id')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'id out of range'),
});

/** The wallet transaction's name of a purchase (≤ 120 characters). */
const purchaseName = (title: string, quantity: number) =>
  `Marketplace: ${quantity > 1 ? `${quantity} × ` : ''}${title}`.slice(0, 120);

/**
 * Marketplace (DESIGN §5): fans list items and buy them with likes. A purchase is the `spend` command priced by
 * the server (item id + quantity; any price or amount in the body is ignored), with an Idempotency-Key; the
 * worker takes the stock, posts the journal and records the order in one transaction.
 */
export function marketplaceRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;

  r.get('/marketplace/items', requireUser, async (_req, res) => {
    res.json({ items: await listMarketplaceItems(sequelize) });
  });

  r.post('/marketplace/purchase', requireFan, deps.limits.limit('sends'), async (req, res) => {
    const body = marketplacePurchaseBodySchema.parse(req.body ?? {});
    const item = await getMarketplaceItem(sequelize, body.itemId);
    if (!item) throw new AppError(404, 'not_found', 'This item is not on sale');
    if (item.stock < body.quantity)
      throw new AppError(
        409,
        'out_of_stock',
        item.stock === 0 ? 'This item is sold out' : `Only ${item.stock} left`,
      );
    await submitCommand(deps, req, res, COMMAND_KINDS.spend, {
      fanUserId: sessionUser(req).id,
      likes: item.priceLikes * body.quantity,
      description: purchaseName(item.title, body.quantity),
      itemKind: 'marketplace',
      itemId: item.id,
      quantity: body.quantity,
    });
  });

  /** The session fan's own orders. */
  r.get('/marketplace/orders', requireUser, async (req, res) => {
    res.json({ orders: await listMarketplaceOrders(sequelize, { userId: sessionUser(req).id }) });
  });

  /** One order: its buyer or an admin; anyone else 404 (no hint that it exists). */
  r.get('/marketplace/orders/:id', requireUser, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const mine = isAdmin(req) ? undefined : sessionUser(req).id;
    const [order] = await listMarketplaceOrders(sequelize, { userId: mine, orderId: id, limit: 1 });
    if (!order) throw new AppError(404, 'not_found', 'Order not found');
    res.json(order);
  });

  return r;
}

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

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
      404: json(errorBody, 'No such item on sale'),
      409: json(errorBody, 'out_of_stock, insufficient_balance, price_changed or a reused Idempotency-Key'),
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
    responses: { 200: json(marketplaceOrderSchema, 'Order'), 404: json(errorBody, 'Not found') },
  });
}
