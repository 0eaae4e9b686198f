import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError } from '@fanlift/core';
import type { Logger } from 'pino';
import { RateLimitedError } from './rate-limit';

export const notFound: RequestHandler = (req, _res, next) => {
  next(new AppError(404, 'not_found', `No route for ${req.method} ${req.path}`));
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof AppError) {
      if (err instanceof RateLimitedError) res.set('Retry-After', String(err.retryAfterSeconds));
      res.status(err.status).json({ error: { code: err.code, message: err.message } });
      return;
    }
    if (err instanceof ZodError) {
      const message = err.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
      res.status(400).json({ error: { code: 'validation_error', message } });
      return;
    }
    // body-parser errors (malformed JSON, too large)
    const status =
      (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ error: { code: 'bad_request', message: (err as Error).message } });
      return;
    }
    const msg = (err as Error)?.message ?? String(err);
    if (
      /ECONNREFUSED|Connection is closed|Stream isn't writeable|enableOfflineQueue|max retries/i.test(msg)
    ) {
      logger.warn({ err: msg, path: req.path }, 'dependency unavailable');
      res.status(503).json({
        error: { code: 'unavailable', message: 'A service is temporarily unavailable; try again.' },
      });
      return;
    }
    logger.error({ err, path: req.path }, 'unhandled error');
    res.status(500).json({ error: { code: 'internal', message: 'Something went wrong.' } });
  };
}
