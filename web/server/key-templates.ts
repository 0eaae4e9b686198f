// Which api reads a server-rendered page makes (issue 30), learnt per route: after a page renders, its reads are
// kept with the page's route and query parameters written as placeholders, so the next page of the same route
// (another athlete, say) fetches its reads before the first render instead of discovering them by rendering
// twice. A wrong guess costs one unused read; the render still finds every read it needs (web/src/ssr/render).
import { findRoute, matchPath } from '@fanlift/core';

/** The route and query parameters of a page URL, or null for a path that is no route. */
export function pageParams(url: string): { route: string; params: Record<string, string> } | null {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const route = findRoute(pathname);
  if (!route) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of searchParams) if (value) params[`?${name}`] = value;
  Object.assign(params, matchPath(route.path, pathname) ?? {});
  return { route: route.path, params };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `key` with each parameter's value, where it is a whole path segment or query value, as `{name}`. */
export function toTemplate(key: string, params: Record<string, string>): string {
  let out = key;
  const byLength = Object.entries(params).sort(([, a], [, b]) => b.length - a.length);
  for (const [name, value] of byLength) {
    const encoded = encodeURIComponent(value);
    out = out.replace(new RegExp(`(?<=[/=])${escapeRe(encoded)}(?=$|[/&?])`, 'g'), `{${name}}`);
  }
  return out;
}

/** The key of a template for these parameters, or null when it names one the page does not have. */
export function fromTemplate(template: string, params: Record<string, string>): string | null {
  let missing = false;
  const key = template.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : key;
}

/** Learnt reads per route (bounded: one set of templates per route of core ROUTES). */
export class KeyTemplates {
  private readonly byRoute = new Map<string, string[]>();

  /** The reads to fetch before rendering `url`. */
  guess(url: string): string[] {
    const page = pageParams(url);
    const templates = page && this.byRoute.get(page.route);
    if (!page || !templates) return [];
    return templates.flatMap((t) => fromTemplate(t, page.params) ?? []);
  }

  /** Remember the reads a render of `url` made. */
  learn(url: string, keys: string[]): void {
    const page = pageParams(url);
    const reads = keys.filter((k) => k.startsWith('/api/'));
    if (page) this.byRoute.set(page.route, [...new Set(reads.map((k) => toTemplate(k, page.params)))]);
  }
}
