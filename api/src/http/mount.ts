import { Router } from 'express';
import type passport from 'passport';
import type { ApiDeps } from '../deps';

/**
 * One URL prefix's router and where it is mounted (DESIGN §2: one router per prefix, so Express walks few layers on
 * the hot path). Handlers are registered on it with `handle`, which checks each key lies under `path`.
 */
export interface Mount {
  /** The mount path, e.g. '/api/athletes' (a key 'GET /api/athletes/:id' registers '/:id' here). */
  readonly path: string;
  readonly router: Router;
  readonly deps: ApiDeps;
  readonly passport: passport.PassportStatic;
}

export const mountAt = (path: string, deps: ApiDeps, pp: passport.PassportStatic): Mount => ({
  path,
  router: Router(),
  deps,
  passport: pp,
});

/** The part of a route's path below the mount ('/api/athletes/:id' under '/api/athletes' -> '/:id'). */
export function pathUnder(mount: string, path: string): string | null {
  if (mount === path) return '/';
  const prefix = mount.endsWith('/') ? mount : `${mount}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length - 1) : null;
}
