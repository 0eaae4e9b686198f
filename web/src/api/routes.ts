import { useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiRoute, RouteAnswer, RouteArgs, Routes } from '@fanlift/core/routes';
import { apiFetch, type ApiError } from './client';

/**
 * The one typed client of the api (DESIGN §3): a call names its route by the key it is declared with in core
 * (`'GET /api/walletTransactions/:id'`), and its params, query, body and headers and its answer are typed from
 * that declaration. The import is type-only: no schema (and no zod) reaches the browser; the key itself gives the
 * method and the path.
 */
export type ApiArgs<K extends ApiRoute> = RouteArgs<Routes, K>;
export type ApiAnswer<K extends ApiRoute> = RouteAnswer<Routes, K>;
/** Keys of the routes that read (what SWR may cache). */
export type GetRoute = Extract<ApiRoute, `GET ${string}`>;

interface CallOptions {
  signal?: AbortSignal;
}
/** The arguments of route K: optional when it needs none. */
type ArgsOf<K extends ApiRoute> =
  Record<never, never> extends ApiArgs<K>
    ? [args?: ApiArgs<K> & CallOptions]
    : [args: ApiArgs<K> & CallOptions];

export interface LooseArgs extends CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
}

/** `?a=1&b=x`: values left out when undefined, null or ''; arrays as comma lists. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') q.set(k, Array.isArray(v) ? v.join(',') : String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The URL of a route key with its args (the typed entries below check the args against the route). */
export function pathOf(key: ApiRoute, args: LooseArgs): string {
  const path = key
    .slice(key.indexOf(' ') + 1)
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
      encodeURIComponent(String(args.params?.[name])),
    );
  return path + queryString(args.query);
}

/** The URL of route K with these args (an image's src, a download link, a cache key). */
export function apiPath<K extends ApiRoute>(key: K, ...[args]: ArgsOf<K>): string {
  return pathOf(key, (args ?? {}) as LooseArgs);
}

/** Call route K: resolves to its declared answer (null for a 204); throws ApiError with `{ error }` otherwise. */
export function apiCall<K extends ApiRoute>(key: K, ...[args]: ArgsOf<K>): Promise<ApiAnswer<K>> {
  const a = (args ?? {}) as LooseArgs;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(a.headers ?? {})) if (value !== undefined) headers[name] = value;
  return apiFetch<ApiAnswer<K>>(pathOf(key, a), {
    method: key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    body: a.body,
    headers,
    signal: a.signal,
  });
}

/** The SWR cache key of a read: its URL (the same for every component reading the same thing). */
export const apiKey = <K extends GetRoute>(key: K, args: ApiArgs<K>): string =>
  pathOf(key, args as LooseArgs);

const fetchUrl = <T>(url: string) => apiFetch<T>(url);
/** The fetcher of reads of route K cached under `apiKey` URLs (for SWR's infinite pages, say). */
export const apiFetcher =
  <K extends GetRoute>(_key: K) =>
  (url: string) =>
    apiFetch<ApiAnswer<K>>(url);

/**
 * Read route K with SWR, cached under its URL (`apiKey`); `args` null: nothing to read yet. Code that refreshes
 * the same data elsewhere mutates `apiKey(key, args)`.
 */
export function useApi<K extends GetRoute>(
  key: K,
  args: ApiArgs<K> | null,
  config?: SWRConfiguration<ApiAnswer<K>, ApiError>,
): SWRResponse<ApiAnswer<K>, ApiError> {
  return useSWR<ApiAnswer<K>, ApiError>(args === null ? null : apiKey(key, args), fetchUrl, config);
}

/**
 * useApi for a list whose query the user changes (filters, sort, page, a typed name); every such read of the app
 * uses it. While the answer for the new query loads, `data` is the last answer shown (what SWR's
 * `keepPreviousData` does, kept here so that `isLoading` still tells that the current query has no answer yet).
 */
export function useApiKeepingLast<K extends GetRoute>(
  key: K,
  args: ApiArgs<K> | null,
  config?: SWRConfiguration<ApiAnswer<K>, ApiError>,
): SWRResponse<ApiAnswer<K>, ApiError> {
  const { data, error, isLoading, isValidating, mutate } = useApi(key, args, config);
  const last = useRef(data);
  useEffect(() => {
    if (data !== undefined) last.current = data;
  }, [data]);
  return { data: data ?? last.current, error, isLoading, isValidating, mutate };
}
