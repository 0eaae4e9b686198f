import type { SWRConfiguration } from 'swr';

/** The API base: the app host plus /api (SPEC §7). */
export const API_BASE = '/api';

/** Every failed call: `status` is the HTTP status, or 0 when the network failed. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const p =
    path.startsWith('/api/') || path === '/api'
      ? path
      : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return p;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${p}${p.includes('?') ? '&' : '?'}${s}` : p;
}

function defaultMessage(status: number): string {
  if (status === 0) return 'We could not reach Fanlift. Check your connection and try again.';
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You do not have access to this.';
  if (status === 404) return 'We could not find that.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again shortly.';
  return 'The request could not be completed.';
}

/**
 * JSON fetch on /api: sends the session cookie, `X-Requested-With: XMLHttpRequest` and JSON.
 * Resolves to `null` on 204. Throws ApiError (body `{ error: { code, message } }`) otherwise.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', defaultMessage(0));
  }
  if (res.status === 204) return null as T;
  const text = await res.text().catch(() => '');
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    const e = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new ApiError(
      res.status,
      typeof e?.code === 'string' ? e.code : `http_${res.status}`,
      typeof e?.message === 'string' ? e.message : defaultMessage(res.status),
    );
  }
  return data as T;
}

/** SWR fetcher: the key is the /api path (with query). */
export const swrFetcher = <T>(key: string) => apiFetch<T>(key);

/** SPEC §7: queries are not refetched when the window regains focus. */
export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  shouldRetryOnError: (err: unknown) => !(err instanceof ApiError) || err.status === 0 || err.status >= 500,
  errorRetryCount: 2,
};

export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return 'Something went wrong. Please try again.';
}
