import { commandViewSchemaOf } from '../api/commands';
import {
  marketplaceImageStoredSchema,
  marketplaceItemInputSchema,
  marketplaceItemListSchema,
  marketplaceItemPatchSchema,
  marketplaceItemSchema,
  marketplaceOrderListSchema,
  marketplaceOrdersQuerySchema,
  marketplaceOrderSchema,
  marketplacePurchaseBodySchema,
} from '../api/marketplace';
import { idParams } from '../schemas/ids';
import { commandWaitQuery, idempotencyHeaders, route, type RouteMap } from './route';

/**
 * The marketplace (DESIGN §5): fans list items and buy them with likes (the `spend` command at the server's
 * price); admins manage items, images and stock at /admin/marketplace/list and see every order.
 */
export const marketplaceRoutes = {
  'GET /api/marketplace/items': route({
    summary: 'Items on sale (priced in likes)',
    access: 'user',
    response: marketplaceItemListSchema,
  }),
  'POST /api/marketplace/purchase': route({
    summary:
      'Buy an item with likes: item id and quantity only (the server prices it); Idempotency-Key required; ?wait=1 waits for the outcome',
    access: 'fan',
    rateLimit: 'sends',
    command: 'spend',
    headers: idempotencyHeaders,
    query: commandWaitQuery,
    body: marketplacePurchaseBodySchema,
    response: commandViewSchemaOf('spend'),
    status: {
      200: 'Applied (with ?wait=1): result has orderId and the new balance',
      202: 'Accepted: the command id to follow',
    },
    errors: {
      404: 'No such item on sale',
      409: 'out_of_stock, insufficient_balance, price_changed or a reused Idempotency-Key',
    },
  }),
  'GET /api/marketplace/orders': route({
    summary: "The session fan's orders",
    access: 'user',
    response: marketplaceOrderListSchema,
  }),
  'GET /api/marketplace/orders/:id': route({
    summary: 'One order (its buyer or an admin; 404 otherwise)',
    access: 'user',
    params: idParams,
    response: marketplaceOrderSchema,
    errors: { 404: 'Not found' },
  }),

  'GET /api/admin/marketplace/items': route({
    summary: 'Every item, hidden ones too (admin)',
    access: 'admin',
    response: marketplaceItemListSchema,
  }),
  'POST /api/admin/marketplace/items': route({
    summary: 'Create an item (admin)',
    access: 'admin',
    body: marketplaceItemInputSchema,
    response: marketplaceItemSchema,
    status: { 201: 'Created' },
  }),
  'PATCH /api/admin/marketplace/items/:id': route({
    summary: 'Edit, hide or restock an item (admin)',
    access: 'admin',
    params: idParams,
    body: marketplaceItemPatchSchema,
    response: marketplaceItemSchema,
    status: { 200: 'Updated' },
    errors: { 404: 'No such item' },
  }),
  'POST /api/admin/marketplace/images': route({
    summary: 'Upload an item image (multipart field "image"; PNG, JPEG or WebP by content; admin)',
    access: 'admin',
    rateLimit: 'uploads',
    upload: { field: 'image', description: 'binary image' },
    response: marketplaceImageStoredSchema,
    status: { 201: 'Stored' },
    errors: { 413: 'Larger than 5 MB', 415: 'Not a PNG, JPEG or WebP image' },
  }),
  'GET /api/admin/marketplace/orders': route({
    summary: 'Every order, with the buyer (admin)',
    access: 'admin',
    query: marketplaceOrdersQuerySchema,
    response: marketplaceOrderListSchema,
  }),
} as const satisfies RouteMap;
