import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ZodError, type z } from 'zod';
import {
  ROUTES,
  splitRouteKey,
  type Access,
  type ApiRoute,
  type RouteInput,
  type RouteOutput,
  type Routes,
  type RouteSpec,
} from '@fanlift/core/routes';
import { requireAdmin, requireAthlete, requireFan, requireUser } from '../middleware/auth';
import { Answer, type Refusal } from './answer';
import type { ApiDeps } from '../deps';
import { pathUnder, type Mount } from './mount';

const GUARDS: Record<Exclude<Access, 'public'>, RequestHandler> = {
  user: requireUser,
  fan: requireFan,
  athlete: requireAthlete,
  admin: requireAdmin,
};

/** The session user: always there past a guard; maybe there on a public route. */
export type UserOf<K extends ApiRoute> = Routes[K] extends { access: 'public' }
  ? Express.User | undefined
  : Express.User;

export interface HandlerContext<K extends ApiRoute> extends RouteInput<Routes, K> {
  user: UserOf<K>;
  req: Request;
  res: Response;
  /** For a handler that hands the request on (to passport, say) and answers nothing itself. */
  next: NextFunction;
}

type Output<K extends ApiRoute> = RouteOutput<Routes, K>;
/**
 * What a handler returns: the declared answer (sent as JSON with the route's first success status; null: 204),
 * an `Answer` (another status, or headers), a `Refusal` (4xx with a body that says more), or nothing when it
 * answered itself (a redirect, an image, a stream).
 */
export type HandlerResult<K extends ApiRoute> = Output<K> | Answer<Output<K>> | Refusal;
export type Handler<K extends ApiRoute> = (
  ctx: HandlerContext<K>,
) => HandlerResult<K> | Promise<HandlerResult<K>>;

export interface HandleOptions {
  /**
   * When a path parameter does not parse: 'next' (not this route: Express tries the next one, then 404), an
   * error to throw (a 404 that names the record, say), or by default the ZodError (400 validation_error).
   */
  badParams?: 'next' | ((failed: string[]) => 'next' | Error | undefined);
  /** Checked after access and params, before the query and body are parsed (who the body may name, say). */
  check?: (req: Request) => void | Promise<void>;
  /** Middleware after access and the rate limit (multipart parsing, a raw body). */
  use?: RequestHandler[];
}

/** The first declared success status other than 204 (200 when none is declared). */
function defaultStatus(spec: RouteSpec): number {
  const declared = Object.keys(spec.status ?? {})
    .map(Number)
    .filter((s) => s !== 204)
    .sort((a, b) => a - b);
  return declared[0] ?? 200;
}

/** Request headers by the names the schema declares (Node lowercases them). */
function headersOf(schema: z.ZodObject, req: Request): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, req.get(name)]));
}

function parseParams(spec: RouteSpec, req: Request, opts: HandleOptions): unknown {
  if (!spec.params) return { ...req.params };
  const parsed = spec.params.safeParse(req.params);
  if (parsed.success) return parsed.data;
  const failed = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))];
  const policy = typeof opts.badParams === 'function' ? opts.badParams(failed) : opts.badParams;
  if (policy === 'next') return NEXT;
  throw policy ?? parsed.error;
}
const NEXT = Symbol('next');

/** In tests, an answer that does not parse against its declaration is a 500 (so drift fails the tests). */
export function contractBreach(spec: RouteSpec, body: unknown): string | null {
  if (!spec.response) return null;
  const parsed = spec.response.safeParse(JSON.parse(JSON.stringify(body)) as unknown);
  if (parsed.success) return null;
  return new ZodError(parsed.error.issues.slice(0, 5)).message;
}

/** Whether success answers are parsed against their declaration (API_CHECK_RESPONSES; on under NODE_ENV=test). */
export const checksAnswers = (config: ApiDeps['config']): boolean =>
  config.API_CHECK_RESPONSES ?? config.NODE_ENV === 'test';

/**
 * Register the handler of route `key` on a mount (DESIGN §3: the route is declared once, in core). In order:
 * access (401/403), the rate limit (429), `use` middleware, path params, `check`, query, body and headers (400
 * validation_error), then the handler; its answer is sent as JSON unless it answered itself. With
 * `deps.config.API_CHECK_RESPONSES` (on under NODE_ENV=test) every success answer is parsed against the response.
 */
export function handle<K extends ApiRoute>(
  m: Mount,
  key: K,
  handler: Handler<K>,
  opts: HandleOptions = {},
): void {
  const spec: RouteSpec = ROUTES[key];
  const { method, path } = splitRouteKey(key);
  const sub = pathUnder(m.path, path);
  if (sub === null) throw new Error(`${key} is not under its router's mount ${m.path}`);
  const chain: RequestHandler[] = [];
  if (spec.access !== 'public') chain.push(GUARDS[spec.access]);
  if (spec.rateLimit) chain.push(m.deps.limits.limit(spec.rateLimit));
  chain.push(...(opts.use ?? []));
  const status = defaultStatus(spec);
  const checkAnswers = checksAnswers(m.deps.config);

  chain.push(async (req: Request, res: Response, next: NextFunction) => {
    const params = parseParams(spec, req, opts);
    if (params === NEXT) return next();
    if (opts.check) await opts.check(req);
    const input = {
      params,
      query: spec.query ? spec.query.parse(req.query) : {},
      body: spec.body ? spec.body.parse(req.body ?? {}) : undefined,
      headers: spec.headers && !spec.command ? spec.headers.parse(headersOf(spec.headers, req)) : {},
    } as RouteInput<Routes, K>;
    const out: unknown = await handler({ ...input, user: req.user as UserOf<K>, req, res, next });
    if (out === undefined) return;
    const answer = out instanceof Answer ? out : new Answer(out === null ? 204 : status, out);
    res.set(answer.headers);
    if (answer.status === 204) return void res.status(204).end();
    if (checkAnswers && answer.status < 300) {
      const breach = contractBreach(spec, answer.body);
      if (breach) {
        m.deps.logger.error({ route: key, breach }, 'answer does not match its declaration');
        res.status(500).json({ error: { code: 'response_contract', message: `${key}: ${breach}` } });
        return;
      }
    }
    res.status(answer.status).json(answer.body);
  });

  m.router[method.toLowerCase() as Lowercase<typeof method>](sub, ...chain);
}
