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

/** An error's answer: status, `{ error: { code, message } }` and headers. */
export interface ErrorAnswer {
  status: number;
  body: { error: { code: string; message: string } };
  headers: Record<string, string>;
}

/** What the api answers for an error (`path` for the log line of an unexpected one). */
export function errorAnswer(err: unknown, logger: Logger, path: string): ErrorAnswer {
  const answer = (status: number, code: string, message: string, headers: Record<string, string> = {}) => ({
    status,
    body: { error: { code, message } },
    headers,
  });
  if (err instanceof DomainError) {
    const headers: Record<string, string> =
      err instanceof RateLimitedError ? { 'Retry-After': String(err.retryAfterSeconds) } : {};
    return answer(httpStatusOf(err), err.code, err.message, headers);
  }
  if (err instanceof ZodError) {
    const message = err.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    return answer(400, 'validation_error', message);
  }
  // body-parser errors (malformed JSON, too large)
  const status =
    (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return answer(status, 'bad_request', (err as Error).message);
  const msg = (err as Error)?.message ?? String(err);
  if (/ECONNREFUSED|Connection is closed|Stream isn't writeable|enableOfflineQueue|max retries/i.test(msg)) {
    logger.warn({ err: msg, path }, 'dependency unavailable');
    return answer(503, 'unavailable', 'A service is temporarily unavailable; try again.');
  }
  logger.error({ err, path }, 'unhandled error');
  return answer(500, 'internal', 'Something went wrong.');
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    const a = errorAnswer(err, logger, req.path);
    res.set(a.headers).status(a.status).json(a.body);
  };
}
