import type { Express } from 'express';

/**
 * A route Express serves: its method ('GET'...; 'ALL' for app.all/router.all; 'APP' for another Express app
 * mounted there, whose own routes are its business) and full path.
 */
export interface ServedRoute {
  method: string;
  path: string;
}

interface LayerLike {
  name?: unknown;
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: unknown;
}

const isLayer = (v: unknown): v is LayerLike => typeof v === 'object' && v !== null;
const stackOf = (v: unknown): unknown[] | null => {
  if ((typeof v !== 'function' && typeof v !== 'object') || v === null || !('stack' in v)) return null;
  return Array.isArray(v.stack) ? v.stack : null;
};
/** An Express application (app.use(app) or router.use(app)): it has settings; a plain middleware has none. */
const isApp = (v: unknown) => typeof v === 'function' && 'settings' in v;
const join = (base: string, path: string) =>
  (base + (path === '/' ? '' : path)).replace(/\/{2,}/g, '/') || '/';

/** Every route in an Express app's router stack, nested routers included (their mount paths joined). */
export function servedRoutes(app: Express): ServedRoute[] {
  const out: ServedRoute[] = [];
  const walk = (stack: unknown[], base: string) => {
    for (const layer of stack) {
      if (!isLayer(layer)) continue;
      if (layer.route && typeof layer.route.path === 'string') {
        const path = join(base, layer.route.path);
        for (const [m, on] of Object.entries(layer.route.methods))
          if (on) out.push({ method: m === '_all' ? 'ALL' : m.toUpperCase(), path });
        continue;
      }
      const at = typeof layer.rawPath === 'string' ? join(base, layer.rawPath) : base;
      const nested = stackOf(layer.handle);
      if (nested) walk(nested, at);
      else if (layer.name === 'mounted_app' || isApp(layer.handle)) out.push({ method: 'APP', path: at });
    }
  };
  walk(stackOf(app.router) ?? [], '');
  return out;
}
