import { z } from 'zod';
import type { CommandKind } from '../commands/map';

/**
 * One declaration per HTTP route (DESIGN §3). Each domain exports a map keyed by `'METHOD /api/path/:param'`
 * (Express-style params); core/src/routes/index.ts joins them into ROUTES. The api registers each handler from
 * its declaration (access, rate limit, parsing, typed answer) and builds the OpenAPI document from ROUTES; the
 * web calls routes through one typed client whose types come from ROUTES (a type-only import).
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call a route, enforced by the api before anything else: anyone; a signed-in user; a signed-in fan,
 * athlete or admin (401 unauthenticated without a session, 403 forbidden for another kind of user).
 */
export type Access = 'public' | 'user' | 'fan' | 'athlete' | 'admin';

/** The api's per-client rate limits (api/src/middleware/rate-limit.ts): 429 rate_limited with Retry-After. */
export type RateLimitName =
  'signIn' | 'search' | 'uploads' | 'sends' | 'checkouts' | 'guestCheckouts' | 'invites' | 'ohioPassword';

/** What a route answers when it is not JSON (the handler answers it itself). */
export type Produces = 'csv' | 'svg' | 'png' | 'image' | 'html' | 'javascript' | 'xml' | 'text' | 'redirect';

export type SuccessStatus = 200 | 201 | 202 | 204 | 302;
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

export interface RouteSpec {
  /** One line for the OpenAPI document (what the route does, who may call it). */
  summary: string;
  access: Access;
  /** Path parameters (undeclared ones are strings). */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** Request headers (an object schema keyed by the header's name, e.g. `Idempotency-Key`). */
  headers?: z.ZodObject;
  /** The JSON answer of every success status (parsed against the answer in tests: drift fails them). */
  response?: z.ZodType;
  /** Success statuses and what each means (default `{ 200: 'OK' }`); 204 answers no body. */
  status?: Partial<Record<SuccessStatus, string>>;
  /** Refusals worth documenting; 400 (when anything is parsed), 401/403 (access), 429 (rate limit) are added. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** The route stages a command of this kind (202 accepted, 200 with ?wait=1 when applied, 409, 503). */
  command?: CommandKind;
  /** A per-client rate limit checked right after access. */
  rateLimit?: RateLimitName;
  /** A non-JSON answer (the handler sends it). */
  produces?: Produces;
  /** A multipart/form-data body with one file in this field (instead of `body`). */
  upload?: { field: string; description: string };
  /** The raw body is read by the handler (the Stripe webhook); no JSON parser, session or X-Requested-With. */
  rawBody?: true;
  /** Served without X-Requested-With (a mail client's one-click POST, say). */
  noXhr?: true;
}

export type RouteKey = `${HttpMethod} /api${string}`;
export type RouteMap = Record<RouteKey, RouteSpec>;

/** A route declaration, kept exactly as written (literal types flow to the api's handlers and the web client). */
export const route = <const S extends RouteSpec>(spec: S): S => spec;

/** Method and path of a key (`'GET /api/x/:id'` -> `['GET', '/api/x/:id']`). */
export function splitRouteKey(key: string): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const path = key.slice(space + 1);
  if (!(HTTP_METHODS as readonly string[]).includes(method) || !path.startsWith('/api'))
    throw new Error(`Not a route key: ${key}`);
  return { method: method as HttpMethod, path };
}

/** The names of a path's parameters, in order (`/api/sitemap/:page.xml` -> `['page']`). */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);

// ---------------------------------------------------------------------------------------------------------
// Parts several domains declare
// ---------------------------------------------------------------------------------------------------------

/** `Idempotency-Key`: 8..200 printable ASCII characters, no spaces (one key per intent, DESIGN §5). */
export const idempotencyKeySchema = z
  .string({ error: 'Idempotency-Key header is required' })
  .min(8, 'Idempotency-Key must be 8 to 200 characters')
  .max(200, 'Idempotency-Key must be 8 to 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces');

/** The header of a command route (required). */
export const idempotencyHeaders = z.object({ 'Idempotency-Key': idempotencyKeySchema });
/** The header of a route where a missing key makes each call its own request. */
export const optionalIdempotencyHeaders = z.object({ 'Idempotency-Key': idempotencyKeySchema.optional() });
/** `?wait=1` on a command route: wait (bounded) for the outcome (any other value: answer at once). */
export const commandWaitQuery = z.object({ wait: z.enum(['1', 'true']).optional().catch(undefined) });
