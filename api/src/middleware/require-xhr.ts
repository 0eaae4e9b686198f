import type { RequestHandler } from 'express';
import { DomainError } from '@fanlift/core';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** DESIGN §6: every state-changing /api call (not the Stripe webhook) carries X-Requested-With. */
export function requireXhr(exemptPaths: string[] = []): RequestHandler {
  return (req, _res, next) => {
    if (SAFE.has(req.method) || exemptPaths.includes(req.path)) return next();
    if (req.get('x-requested-with') !== 'XMLHttpRequest') {
      return next(
        new DomainError('forbidden', 'forbidden', 'Missing X-Requested-With: XMLHttpRequest header'),
      );
    }
    next();
  };
}
