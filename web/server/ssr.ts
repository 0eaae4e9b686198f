// Server-rendered first paint of public pages (issue 30): the built renderer (web/dist-ssr/entry-server.js,
// `vite build --ssr`) renders the page with the api answers it reads; the HTML carries the markup, its styles,
// the answers (for hydration) and a modulepreload of the page's chunk. Whatever fails or runs over the time
// budget, the caller sends the client-rendered index.html instead: never a 500.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { findRoute, SESSION_COOKIE } from '@fanlift/core';
import type { WebConfig } from '@fanlift/core/config';
import { forwardedHeaders } from './forwarded';
import { deferCode } from './boot';
import { KeyTemplates } from './key-templates';

/** What web/src/entry-server.tsx exports (checked when it is loaded). */
interface Renderer {
  render(
    url: string,
    options: {
      load: (key: string) => Promise<{ data: unknown } | null>;
      fallback?: Record<string, unknown>;
      signal: AbortSignal;
      prefetch?: string[];
      timeZone: string;
      phone?: boolean;
    },
  ): Promise<{
    html: string;
    styles: string;
    state: unknown;
    keys: string[];
    passes: number;
    complete: boolean;
  }>;
  SSR_PAGES: Record<string, string>;
  stateScript(state: unknown): string;
  SESSION_KEY: string;
  TIME_ZONE_COOKIE: string;
  DEFAULT_SERVER_TIME_ZONE: string;
  validTimeZone(zone: string | undefined): string | null;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const isRenderer = (m: Partial<Renderer>): m is Renderer =>
  typeof m.render === 'function' &&
  typeof m.stateScript === 'function' &&
  typeof m.SSR_PAGES === 'object' &&
  typeof m.SESSION_KEY === 'string' &&
  typeof m.validTimeZone === 'function';

/** The renderer's build beside the SPA's: web/dist -> web/dist-ssr. */
export const ssrDirOf = (distDir: string) =>
  path.join(path.dirname(distDir), `${path.basename(distDir)}-ssr`);

export function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/**
 * A phone, by its User-Agent (the pattern deploy/nginx.conf's edge cache keys on too): the live game's layout
 * differs by width, and a phone should be sent the phone's, not the desktop's to be swapped after hydration.
 */
export const PHONE_USER_AGENT = /Mobi|Android|iPhone|iPod/i;
export const isPhone = (req: IncomingMessage): boolean =>
  PHONE_USER_AGENT.test(req.headers['user-agent'] ?? '');

export function hasSessionCookie(req: IncomingMessage): boolean {
  return !!cookieOf(req, SESSION_COOKIE);
}

/** <link rel="modulepreload"> of a page's chunk and every chunk it imports statically (not those already there). */
export function preloadLinks(manifest: Record<string, ManifestChunk>, source: string, html: string): string {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(source);
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
}

export interface SsrPage {
  /** Every read was answered: the page may be cached (one with a loading part may not). */
  complete: boolean;
  /** For <head>: modulepreload links and the styles of the markup. */
  head: string;
  /** For #root: the markup; then the state script. */
  root: string;
  state: string;
}

/**
 * The document of a server-rendered page: index.html (its meta already set) with the page put in, its code asked
 * for once it has painted (./boot).
 */
export function injectPage(template: string, page: SsrPage): string {
  return deferCode(
    template
      .replace('</head>', () => `    ${page.head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>${page.state}`),
  );
}

export function createSsr(
  config: WebConfig,
  logger: Logger,
  distDir: string,
  apiBase: () => string,
): { renderPage(req: IncomingMessage, template: string): Promise<SsrPage | null> } {
  const entry = path.join(ssrDirOf(distDir), 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let renderer: Promise<Renderer | null> | null = null;
  let manifest: Record<string, ManifestChunk> | null = null;
  const templates = new KeyTemplates();
  const loadRenderer = () =>
    (renderer ??= (async () => {
      if (!existsSync(entry)) {
        logger.warn({ entry }, 'no server renderer built: pages render in the browser');
        return null;
      }
      const mod = (await import(pathToFileURL(entry).href)) as Partial<Renderer>;
      if (!isRenderer(mod)) throw new Error(`${entry} does not export the renderer`);
      if (existsSync(manifestFile))
        manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
      return mod;
    })().catch((err: unknown) => {
      logger.error({ err: (err as Error).message, entry }, 'server renderer failed to load');
      return null;
    }));
  // Loaded at start, so the first visitor does not wait for it.
  if (config.SSR_BUDGET_MS > 0) void loadRenderer();

  async function renderPage(req: IncomingMessage, template: string): Promise<SsrPage | null> {
    if (config.SSR_BUDGET_MS <= 0) return null;
    const r = await loadRenderer();
    const url = req.url ?? '/';
    const pathname = new URL(url, 'http://x').pathname;
    const route = findRoute(pathname);
    if (!r || !route || !(route.path in r.SSR_PAGES)) return null;
    const signedIn = hasSessionCookie(req);
    // A signed-in page for a visitor without a session: the browser sends them to sign in.
    if (route.access !== 'public' && !signedIn) return null;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...forwardedHeaders(req, { publicUrl: config.PUBLIC_URL, secret: config.PROXY_SECRET }),
    };
    if (signedIn && req.headers.cookie) headers.cookie = req.headers.cookie;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`server render over ${config.SSR_BUDGET_MS} ms`)),
      config.SSR_BUDGET_MS,
    );
    const started = performance.now();
    try {
      const load = async (key: string) => {
        try {
          const res = await fetch(new URL(key, apiBase()), { headers, signal: controller.signal });
          if (res.status === 204) return { data: null };
          if (!res.ok) return null;
          return { data: (await res.json()) as unknown };
        } catch {
          return null;
        }
      };
      const out = await r.render(url, {
        load,
        // A visitor without a session cookie is signed out: no call needed to know it.
        fallback: signedIn ? {} : { [r.SESSION_KEY]: null },
        signal: controller.signal,
        prefetch: templates.guess(url),
        timeZone: r.validTimeZone(cookieOf(req, r.TIME_ZONE_COOKIE)) ?? r.DEFAULT_SERVER_TIME_ZONE,
        phone: isPhone(req),
      });
      templates.learn(url, out.keys);
      const preload = manifest ? preloadLinks(manifest, r.SSR_PAGES[route.path]!, template) : '';
      logger.debug(
        { url, ms: Math.round(performance.now() - started), passes: out.passes, complete: out.complete },
        'page rendered on the server',
      );
      return {
        head: [preload, out.styles].filter(Boolean).join('\n    '),
        root: out.html,
        state: r.stateScript(out.state),
        complete: out.complete,
      };
    } catch (err) {
      logger.warn(
        { err: (err as Error).message, url, ms: Math.round(performance.now() - started) },
        'server render failed: the page renders in the browser',
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return { renderPage };
}
