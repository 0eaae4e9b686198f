import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { DomainError, type ErrorKind } from '@fanlift/core';
import type { Logger } from 'pino';
import { RateLimitedError } from './rate-limit';

/** The one place a domain error's kind becomes an HTTP status. */
export const HTTP_STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
  upstream: 502,
  unavailable: 503,
};

/** Codes a worker-side refusal (a failed command) carries, by the kind they stand for; others are conflicts. */
const KIND_OF_COMMAND_CODE: Record<string, ErrorKind> = { not_found: 'not_found', forbidden: 'forbidden' };

export const httpStatusOf = (err: DomainError): number => HTTP_STATUS_OF_KIND[err.kind];

/** Status of a failed command's stored error `{ code }` (insufficient_balance and the like: 409). */
export const httpStatusOfCommandError = (code: string): number =>
  HTTP_STATUS_OF_KIND[KIND_OF_COMMAND_CODE[code] ?? 'conflict'];

export const notFound: RequestHandler = (req, _res, next) => {
  next(new DomainError('not_found', 'not_found', `No route for ${req.method} ${req.path}`));
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof DomainError) {
      if (err instanceof RateLimitedError) res.set('Retry-After', String(err.retryAfterSeconds));
      res.status(httpStatusOf(err)).json({ error: { code: err.code, message: err.message } });
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
