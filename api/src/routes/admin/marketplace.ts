import type { RequestHandler } from 'express';
import multer from 'multer';
import { DomainError, invalid } from '@fanlift/core';
import {
  createMarketplaceItem,
  listMarketplaceItems,
  listMarketplaceOrders,
  updateMarketplaceItem,
} from '@fanlift/db';
import { handle } from '../../http/handle';
import type { Mount } from '../../http/mount';
import { MAX_PHOTO_BYTES, createPhotoStorage, detectPhotoType, type PhotoStorage } from '../../storage';

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

/**
 * /api/admin/marketplace: /admin/marketplace/list's calls: create, edit, hide items, upload images, set stock, see
 * orders.
 */
export function adminMarketplaceRoutes(
  m: Mount,
  storage: PhotoStorage = createPhotoStorage(m.deps.config),
): void {
  const { sequelize } = m.deps.db;

  handle(m, 'GET /api/admin/marketplace/items', async () => ({
    items: await listMarketplaceItems(sequelize, { includeHidden: true }),
  }));

  handle(m, 'POST /api/admin/marketplace/items', async ({ body: input, user }) =>
    createMarketplaceItem(sequelize, input, user.id),
  );

  handle(m, 'PATCH /api/admin/marketplace/items/:id', async ({ params: { id }, body: patch }) =>
    updateMarketplaceItem(sequelize, id, patch),
  );

  /** An item image (PNG, JPEG or WebP by its bytes): answers the URL to put in imageUrl. */
  handle(
    m,
    'POST /api/admin/marketplace/images',
    async ({ req }) => {
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
      return { imageUrl: stored.url };
    },
    { use: [singleImage()] },
  );

  handle(m, 'GET /api/admin/marketplace/orders', async ({ query: q }) => ({
    orders: await listMarketplaceOrders(sequelize, { itemId: q.itemId, limit: 500 }),
  }));
}
