import type { SWRConfiguration } from 'swr';

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
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A read (GET) with no answer by then is given up as a network failure (status 0), which SWR retries. */
  timeoutMs?: number;
}

/**
 * How long a read waits for its answer. On a phone at a stadium a request can be lost on the way and never
 * answered. Given up, it fails like a lost connection: SWR reads again, and the page shows its error with Try again
 * if that fails too. Commands (POST and the rest) are never given up here: each has its Idempotency-Key and its own
 * answer to wait for.
 */
export const READ_TIMEOUT_MS = 15_000;

export function defaultMessage(status: number): string {
  if (status === 0) return 'We could not reach Fanlift. Check your connection and try again.';
  if (status === 408) return 'Fanlift took too long to answer. Check your connection and try again.';
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You do not have access to this.';
  if (status === 404) return 'We could not find that.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again shortly.';
  return 'The request could not be completed.';
}

/**
 * JSON fetch of an /api URL (built by the typed client, web/src/api/routes.ts, from a route's declaration): sends
 * the session cookie, `X-Requested-With: XMLHttpRequest` and JSON. Resolves to `null` on 204. Throws ApiError
 * (body `{ error: { code, message } }`) otherwise.
 */
export async function apiFetch<T>(url: string, options: RequestOptions = {}): Promise<T> {
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
  const method = options.method ?? 'GET';
  const read = method === 'GET' ? readDeadline(options.signal, options.timeoutMs ?? READ_TIMEOUT_MS) : null;
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body,
      signal: read?.signal ?? options.signal,
    });
    if (res.status === 204) return null as T;
    text = await res.text().catch((err: unknown) => {
      if (read?.timedOut()) throw err;
      return '';
    });
  } catch (err) {
    if (read?.timedOut()) throw new ApiError(0, 'timeout', defaultMessage(408));
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', defaultMessage(0));
  } finally {
    read?.done();
  }
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) throw errorOf(res.status, data);
  return data as T;
}

/** A signal that aborts when the caller's does or when `ms` passed without an answer; `timedOut` tells which. */
function readDeadline(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The read took too long', 'TimeoutError'));
  }, ms);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

/** The ApiError of a refused answer: its `{ error: { code, message } }`, or `http_<status>` and a default text. */
export function errorOf(status: number, data: unknown): ApiError {
  const e = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return new ApiError(
    status,
    typeof e?.code === 'string' ? e.code : `http_${status}`,
    typeof e?.message === 'string' ? e.message : defaultMessage(status),
  );
}

/** SPEC §7: queries are not refetched when the window regains focus. Each read brings its fetcher (useApi). */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: (err: unknown) => !(err instanceof ApiError) || err.status === 0 || err.status >= 500,
  errorRetryCount: 2,
};

export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return 'Something went wrong. Please try again.';
}
