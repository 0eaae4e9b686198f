import { StrictMode } from 'react';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { AppProviders, Shell } from '../shell/App';
import { setTimeZoneSource } from '../shared/clock/timeZone';
import type { RenderClock } from '../shared/clock/renderClock';
import type { SsrState } from './state';

/** The time zone of the request being rendered (renders of several requests interleave). */
const requestZone = new AsyncLocalStorage<string>();
setTimeZoneSource(() => requestZone.getStore());

/** One answer of the api for a cache key, or null when the call failed (the browser then fetches it). */
export type LoadKey = (key: string) => Promise<{ data: unknown } | null>;

export interface RenderOptions {
  load: LoadKey;
  /** Answers known before rendering (the session of a visitor without a session cookie: null). */
  fallback?: Record<string, unknown>;
  /** Aborts the render (the web server's time budget). */
  signal: AbortSignal;
  /** Renders at most this many times (each one may discover reads that depend on the previous answers). */
  maxPasses?: number;
  /** Reads expected (learnt from earlier renders of the route): fetched before the first render. */
  prefetch?: string[];
  /** The time zone to show times in. */
  timeZone: string;
  /** "Now" for the page (ms since the epoch). */
  now?: number;
  /** The viewer is on a phone (its User-Agent): width-dependent layouts render the phone's. */
  phone?: boolean;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags for the markup. */
  styles: string;
  /** What the browser hydrates with: the answers the markup was rendered with, its time and time zone. */
  state: SsrState;
  /** Every read the markup made (answered or not). */
  keys: string[];
  /** How many times it rendered. */
  passes: number;
  /** Every read it made was answered (else some part shows its loading state until the browser fetches it). */
  complete: boolean;
}

/**
 * Records the key of every SWR read the render makes (the server never fetches through SWR itself). A read
 * whose answer is known renders as loaded (revalidateOnMount false, as the hydrating browser does for it:
 * web/src/ssr/hydration.ts); one whose answer is not renders its loading state, as the browser's first render.
 */
const recordKeys =
  (keys: Set<string>, fallback: Record<string, unknown>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const k = unstable_serialize(key);
    if (k) keys.add(k);
    return useSWRNext(key, fetcher, k in fallback ? { ...config, revalidateOnMount: false } : config);
  };

/** One full render (every lazy page loaded: onAllReady); any error rejects, so the caller sends the client render. */
function renderOnce(
  clock: RenderClock,
  fallback: Record<string, unknown>,
  keys: Set<string>,
  signal: AbortSignal,
): Promise<Pick<RenderResult, 'html' | 'styles'>> {
  const sheet = new ServerStyleSheet();
  const swr: SWRConfiguration = { fallback, provider: () => new Map(), use: [recordKeys(keys, fallback)] };
  const app = sheet.collectStyles(
    <StrictMode>
      <AppProviders swr={swr} clock={clock}>
        <StaticRouter location={clock.url}>
          <Shell />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const fail = (err: unknown) => {
      sheet.seal();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    const stream = renderToPipeableStream(app, {
      // Every boundary inline, never a late one swapped in by an inline script (CSP allows no inline script).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: fail,
      onError: (err) => {
        failure ??= err;
      },
      onAllReady: () => {
        if (failure) return fail(failure);
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            const styles = sheet.getStyleTags();
            sheet.seal();
            resolve({ html: Buffer.concat(chunks).toString('utf8'), styles });
            done();
          },
        });
        stream.pipe(sink);
      },
    });
    if (signal.aborted) stream.abort(signal.reason);
    signal.addEventListener('abort', () => {
      stream.abort(signal.reason);
      fail(signal.reason);
    });
  });
}

/**
 * Server render of the app at `url` (path and query) with the data its pages read: render, fetch the api
 * answers the render asked for, render again with them, until no read is missing. A read whose call failed
 * stays out of the data (the page renders its loading state, as the browser's first render does, and the
 * browser fetches it).
 */
export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const fallback: Record<string, unknown> = { ...options.fallback };
  const failed = new Set<string>();
  const fetchAll = async (keys: string[]) => {
    const answers = await Promise.all(keys.map((k) => options.load(k)));
    keys.forEach((k, i) => {
      const answer = answers[i];
      if (answer) fallback[k] = answer.data;
      else failed.add(k);
    });
  };
  await fetchAll((options.prefetch ?? []).filter((k) => k.startsWith('/api/') && !(k in fallback)));
  const maxPasses = options.maxPasses ?? 4;
  const phone = options.phone ?? false;
  const clock = { at: options.now ?? Date.now(), url, phone };
  for (let pass = 1; pass <= maxPasses; pass++) {
    const keys = new Set<string>();
    const out = await requestZone.run(options.timeZone, () =>
      renderOnce(clock, fallback, keys, options.signal),
    );
    const missing = [...keys].filter((k) => k.startsWith('/api/') && !(k in fallback) && !failed.has(k));
    if (missing.length === 0) {
      // Only what the markup read goes to the browser (a guessed read it did not make stays out).
      const used = Object.fromEntries(Object.entries(fallback).filter(([k]) => keys.has(k)));
      const state = { fallback: used, renderedAt: clock.at, timeZone: options.timeZone, phone };
      const complete = ![...keys].some((k) => failed.has(k));
      return { ...out, state, keys: [...keys], passes: pass, complete };
    }
    await fetchAll(missing);
  }
  throw new Error(`the page still read new data after ${maxPasses} renders`);
}
