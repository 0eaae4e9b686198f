import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type Middleware, type SWRConfiguration } from 'swr';
import type { SsrState } from './state';

/** Server data older than this (HTML from the edge's cache, or a page left open) is fetched again after hydration. */
export const SSR_FRESH_MS = 15_000;

/**
 * The SWR settings of a hydrating page (issue 30): the server's answers as `fallback`. A read of one of those
 * keys on the page the server rendered does not fetch on mount (revalidateOnMount false, as on the server: the
 * first render matches the server's, no loading state, no request); once hydrated, a read whose data is older
 * than SSR_FRESH_MS fetches once and corrects the figures. Pages opened later read as usual.
 */
export function hydrationSwr(state: SsrState, location: Location = window.location): SWRConfiguration {
  const keys = new Set(Object.keys(state.fallback));
  const renderedUrl = `${location.pathname}${location.search}`;
  const refreshed = new Set<string>();
  // Once the visitor has moved to another page, the server's answers are not taken as fresh again (coming back
  // reads as usual: data changed meanwhile, by the visitor's own sends too, is fetched).
  let left = false;
  const fallbackAware: Middleware = (useSWRNext) =>
    function useFallbackRead(key, fetcher, config) {
      const k = unstable_serialize(key);
      if (`${location.pathname}${location.search}` !== renderedUrl) left = true;
      const served = !left && keys.has(k);
      // The server's answer goes into the cache too, not only as fallback: an update written through `mutate(fn)`
      // (a pick, a send) then starts from it instead of from an empty cache, which would drop it until a refetch.
      const { cache } = useSWRConfig();
      if (served && cache.get(k) === undefined) cache.set(k, { data: state.fallback[k] });
      const swr = useSWRNext(key, fetcher, served ? { ...config, revalidateOnMount: false } : config);
      const { mutate } = swr;
      useEffect(() => {
        if (!served || refreshed.has(k) || Date.now() - state.renderedAt < SSR_FRESH_MS) return;
        refreshed.add(k);
        void mutate();
      }, [served, k, mutate]);
      return swr;
    };
  return { fallback: state.fallback, use: [fallbackAware] };
}
