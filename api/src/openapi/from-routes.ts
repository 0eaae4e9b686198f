import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { errorBodySchema } from '@fanlift/core';
import {
  pathParamNames,
  splitRouteKey,
  type Access,
  type Produces,
  type RouteSpec,
} from '@fanlift/core/routes';

/**
 * The OpenAPI operations of the route declarations (core/src/routes): the document says what the api enforces,
 * because both come from the same declaration.
 */

const json = (schema: z.ZodType, description: string): ResponseConfig => ({
  description,
  content: { 'application/json': { schema } },
});
const err = (description: string): ResponseConfig => json(errorBodySchema, description);

const CONTENT_TYPE: Record<Exclude<Produces, 'redirect'>, string> = {
  csv: 'text/csv',
  svg: 'image/svg+xml',
  png: 'image/png',
  image: 'image/*',
  html: 'text/html',
  javascript: 'application/javascript',
  xml: 'application/xml',
  text: 'text/plain',
};

const FORBIDDEN: Partial<Record<Access, string>> = {
  fan: 'Not a fan',
  athlete: 'Not an athlete',
  admin: 'Not an admin',
};

const retryAfter = z.object({ 'Retry-After': z.string().describe('Seconds to wait') });
const location = z.object({ Location: z.string().describe('/api/commands/{commandId}') });

/** `/api/x/:id/y.png` -> `/api/x/{id}/y.png` */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/**
 * A params/query/headers object as the document shows it: a field with a fallback (`.catch`, a lenient reading
 * of what a browser sends) is shown as the value it asks for.
 */
function objectSchema(key: string, part: string, schema: z.ZodType | undefined) {
  if (schema === undefined) return undefined;
  if (!(schema instanceof z.ZodObject)) throw new Error(`${key}: ${part} must be a zod object`);
  const shape: Record<string, z.ZodType> = schema.shape;
  if (!Object.values(shape).some((f) => f instanceof z.ZodCatch)) return schema;
  const shown = (f: z.ZodType) => (f instanceof z.ZodCatch ? (f.unwrap() as z.ZodType) : f);
  return z.object(Object.fromEntries(Object.entries(shape).map(([name, f]) => [name, shown(f)])));
}

function successes(spec: RouteSpec): Record<number, ResponseConfig> {
  const statuses: Partial<Record<number, string>> =
    spec.status ??
    (spec.command
      ? {
          200: 'With ?wait=1: applied (the command with its result)',
          202: 'Accepted (staged; applied by the worker). Poll GET /api/commands/{commandId} or listen to command:result',
        }
      : { 200: 'OK' });
  const out: Record<number, ResponseConfig> = {};
  for (const [code, description = 'OK'] of Object.entries(statuses)) {
    const status = Number(code);
    if (spec.produces === 'redirect') out[status] = { description };
    else if (spec.produces)
      out[status] = { description, content: { [CONTENT_TYPE[spec.produces]]: { schema: z.string() } } };
    else if (status === 204) out[status] = { description };
    else out[status] = json(spec.response ?? z.unknown(), description);
    if (spec.command && status !== 204) out[status] = { ...out[status], headers: location };
  }
  return out;
}

function refusals(spec: RouteSpec): Record<number, ResponseConfig> {
  const described: Partial<Record<number, string>> = {};
  if (spec.params || spec.query || spec.body || spec.headers || spec.upload) described[400] = 'Invalid input';
  if (spec.access !== 'public') described[401] = 'Not signed in';
  if (FORBIDDEN[spec.access]) described[403] = FORBIDDEN[spec.access];
  if (spec.rateLimit)
    described[429] = 'rate_limited: too many requests from this client; wait Retry-After seconds';
  if (spec.command) {
    described[409] = 'conflict: the Idempotency-Key was used before for another request; nothing was done';
    described[503] = 'unavailable: the command could not be recorded; nothing was done';
  }
  Object.assign(described, spec.errors);
  const out: Record<number, ResponseConfig> = {};
  for (const [code, description = 'Refused'] of Object.entries(described)) {
    const status = Number(code);
    out[status] = status === 429 ? { ...err(description), headers: retryAfter } : err(description);
  }
  return out;
}

function requestOf(key: string, spec: RouteSpec, path: string): RouteConfig['request'] {
  const names = pathParamNames(path);
  const params =
    objectSchema(key, 'params', spec.params) ??
    (names.length > 0 ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined);
  const request: NonNullable<RouteConfig['request']> = {};
  if (params) request.params = params;
  const query = objectSchema(key, 'query', spec.query);
  if (query) request.query = query;
  if (spec.headers) request.headers = spec.headers;
  if (spec.body) request.body = { content: { 'application/json': { schema: spec.body } } };
  if (spec.upload)
    request.body = {
      content: {
        'multipart/form-data': {
          schema: z.object({ [spec.upload.field]: z.string().describe(spec.upload.description) }),
        },
      },
    };
  return request;
}

/** Register every declared route as an OpenAPI operation. */
export function registerRoutes(reg: OpenAPIRegistry, routes: Readonly<Record<string, RouteSpec>>): void {
  for (const [key, spec] of Object.entries(routes)) {
    const { method, path } = splitRouteKey(key);
    reg.registerPath({
      method: method.toLowerCase() as Lowercase<typeof method>,
      path: openApiPath(path),
      summary: spec.summary,
      ...(spec.access === 'public' ? {} : { security: [{ session: [] }] }),
      request: requestOf(key, spec, path),
      responses: { ...successes(spec), ...refusals(spec) },
    });
  }
}
