import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DomainError,
  invalid,
  marketplaceItemInputSchema,
  marketplaceItemListSchema,
  marketplaceItemPatchSchema,
  marketplaceItemSchema,
  marketplaceOrderListSchema,
} from '@fanlift/core';
import {
  createMarketplaceItem,
  listMarketplaceItems,
  listMarketplaceOrders,
  updateMarketplaceItem,
} from '@fanlift/db';
import type { ApiDeps } from '../../deps';
import { json } from '../../openapi/helpers';
import { idParam } from '../params';
import { requireAdmin, sessionUser } from '../../middleware/auth';
import { MAX_PHOTO_BYTES, createPhotoStorage, detectPhotoType, type PhotoStorage } from '../../storage';

const ordersQuery = z.object({ itemId: z.coerce.number().int().positive().optional() });

function singleImage(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 },
  }).single('image');
  return (req, res, next) =>
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
        return next(
          new DomainError(
            'too_large',
            'file_too_large',
            `The image is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
          ),
        );
      if (err instanceof multer.MulterError) return next(invalid(err.message));
      next(err);
    });
}

/** /api/admin/marketplace: /admin/marketplace/list's calls: create, edit, hide items, upload images, set stock, see orders. */
export function adminMarketplaceRouter(
  deps: ApiDeps,
  storage: PhotoStorage = createPhotoStorage(deps.config),
): Router {
  const r = Router();
  const { sequelize } = deps.db;
  r.use(requireAdmin);

  r.get('/items', async (_req, res) => {
    res.json({ items: await listMarketplaceItems(sequelize, { includeHidden: true }) });
  });

  r.post('/items', async (req, res) => {
    const input = marketplaceItemInputSchema.parse(req.body ?? {});
    res.status(201).json(await createMarketplaceItem(sequelize, input, sessionUser(req).id));
  });

  r.patch('/items/:id', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const patch = marketplaceItemPatchSchema.parse(req.body ?? {});
    res.json(await updateMarketplaceItem(sequelize, id, patch));
  });

  /** An item image (PNG, JPEG or WebP by its bytes): answers the URL to put in imageUrl. */
  r.post('/images', deps.limits.limit('uploads'), singleImage(), async (req, res) => {
    const file = req.file;
    if (!file || file.size === 0) throw invalid('image: a file is required (multipart field "image").');
    const type = detectPhotoType(file.buffer);
    if (!type)
      throw new DomainError(
        'unsupported',
        'unsupported_media_type',
        'The image must be a PNG, JPEG or WebP image.',
      );
    const stored = await storage.save(file.buffer, type);
    res.status(201).json({ imageUrl: stored.url });
  });

  r.get('/orders', async (req, res) => {
    const q = ordersQuery.parse(req.query);
    res.json({ orders: await listMarketplaceOrders(sequelize, { itemId: q.itemId, limit: 500 }) });
  });

  return r;
}

export function adminMarketplaceOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/admin/marketplace/items',
    summary: 'Every item, hidden ones too (admin)',
    responses: { 200: json(marketplaceItemListSchema, 'Items') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/admin/marketplace/items',
    summary: 'Create an item (admin)',
    request: { body: { content: { 'application/json': { schema: marketplaceItemInputSchema } } } },
    responses: { 201: json(marketplaceItemSchema, 'Created') },
  });
  reg.registerPath({
    method: 'patch',
    path: '/api/admin/marketplace/items/{id}',
    summary: 'Edit, hide or restock an item (admin)',
    request: {
      params: z.object({ id: z.string() }),
      body: { content: { 'application/json': { schema: marketplaceItemPatchSchema } } },
    },
    responses: { 200: json(marketplaceItemSchema, 'Updated') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/admin/marketplace/images',
    summary: 'Upload an item image (multipart field "image"; admin)',
    responses: { 201: json(z.object({ imageUrl: z.string() }), 'Stored') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/admin/marketplace/orders',
    summary: 'Every order, with the buyer (admin)',
    request: { query: ordersQuery },
    responses: { 200: json(marketplaceOrderListSchema, 'Orders') },
  });
}
