import type { Request } from 'express';
import { DomainError } from '@fanlift/core';

const WHO_FIELDS = ['fanID', 'fanId', 'userId'] as const;

/**
 * DESIGN §6: a user acts only on their own account, whatever fanID / fanId / userId the body names (403 with
 * `message` otherwise). A `check` of `handle`, so it runs before the body is parsed, as it always did. With
 * `blankIsNone` an empty string names nobody (the rewards calls' forms send '').
 */
export const onlyMe =
  (message: string, opts: { blankIsNone?: boolean } = {}) =>
  (req: Request): void =>
    assertOnlyMe(req.user, req.body, message, opts);

/** onlyMe's rule for a user and a body already in hand (the hot send, which has no Express request). */
export function assertOnlyMe(
  me: { id: number } | undefined,
  reqBody: unknown,
  message: string,
  opts: { blankIsNone?: boolean } = {},
): void {
  if (!me) throw new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this');
  const body = (reqBody ?? {}) as Record<string, unknown>;
  for (const field of WHO_FIELDS) {
    const v = body[field];
    if (v === undefined || v === null || (opts.blankIsNone && v === '')) continue;
    if (String(v) !== String(me.id)) throw new DomainError('forbidden', 'forbidden', message);
  }
}

/** Data of user `id`: the session user's own, or any for admins (403 with `message` otherwise). */
export function assertSelfOrAdmin(req: Request, id: number, message: string): void {
  if (id !== req.user?.id && req.user?.isAdmin !== 1)
    throw new DomainError('forbidden', 'forbidden', message);
}
