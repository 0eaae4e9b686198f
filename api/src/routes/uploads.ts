import type { RequestHandler } from 'express';
import multer from 'multer';
import { DomainError } from '@fanlift/core';
import { setAthletePhoto } from '@fanlift/db';
import { answer } from '../http/answer';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import {
  MAX_PHOTO_BYTES,
  createPhotoStorage,
  detectPhotoType,
  nameOfUploadUrl,
  type PhotoStorage,
} from '../storage';

/** multer (memory, one file of at most 5 MB in field `photo`) with its errors mapped to our error body. */
function singlePhoto(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 4096 },
  }).single('photo');
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          return next(
            new DomainError(
              'too_large',
              'file_too_large',
              `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
            ),
          );
        }
        if (err.code === 'LIMIT_UNEXPECTED_FILE')
          return next(new DomainError('invalid', 'validation_error', 'Send one file in the field "photo".'));
        return next(new DomainError('invalid', 'validation_error', err.message));
      }
      next(err);
    });
  };
}

/** Check the uploaded file (present; PNG, JPEG or WebP by its bytes) and store it. */
async function savePhoto(file: Express.Multer.File | undefined, storage: PhotoStorage) {
  if (!file || file.size === 0)
    throw new DomainError(
      'invalid',
      'validation_error',
      'photo: a file is required (multipart field "photo").',
    );
  const type = detectPhotoType(file.buffer);
  if (!type)
    throw new DomainError(
      'unsupported',
      'unsupported_media_type',
      'The photo must be a PNG, JPEG or WebP image.',
    );
  return storage.save(file.buffer, type);
}

/**
 * Photo uploads (athlete onboarding "photo" step) and serving of stored photos.
 * Type is decided by magic bytes (PNG, JPEG, WebP), never by the client's name or content type.
 */
export function uploadsRoutes(m: Mount, storage: PhotoStorage = createPhotoStorage(m.deps.config)): void {
  const { deps } = m;

  handle(
    m,
    'POST /api/uploads/athlete-photo',
    async ({ user: me, req }) => {
      const stored = await savePhoto(req.file, storage);
      let result: Awaited<ReturnType<typeof setAthletePhoto>>;
      try {
        result = await setAthletePhoto(deps.db.sequelize, me.id, stored.url);
      } catch (err) {
        await storage.remove(stored.name).catch(() => undefined);
        throw err;
      }
      const previous = nameOfUploadUrl(result.previousPhotoUrl);
      if (previous && previous !== stored.name) {
        await storage
          .remove(previous)
          .catch((err: unknown) => deps.logger.warn({ err, previous }, 'could not remove replaced photo'));
      }
      return answer(201, {
        photoUrl: stored.url,
        athleteId: result.athleteId,
        contentType: stored.contentType,
        size: stored.size,
      });
    },
    { use: [singlePhoto()] },
  );

  /** A photo for an update (issue 29): the same checks; the update names it by URL (POST /api/updates). */
  handle(
    m,
    'POST /api/uploads/update-photo',
    async ({ req }) => {
      const stored = await savePhoto(req.file, storage);
      return answer(201, { photoUrl: stored.url, contentType: stored.contentType, size: stored.size });
    },
    { use: [singlePhoto()] },
  );

  handle(m, 'GET /api/uploads/:name', async ({ params: { name }, res }) => {
    const photo = await storage.open(name);
    if (!photo) throw new DomainError('not_found', 'not_found', 'No such photo');
    res.set({
      'Content-Type': photo.contentType,
      'Content-Length': String(photo.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    });
    photo.stream.on('error', (err) => {
      deps.logger.warn({ err, name }, 'photo read failed');
      res.destroy(err);
    });
    photo.stream.pipe(res);
  });
}
