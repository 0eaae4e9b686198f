import { z } from 'zod';
import { route, type RouteMap } from './route';

/** GET /healthz and /api/healthz */
export const healthSchema = z.object({ status: z.literal('ok'), process: z.string() });
/** GET /readyz and /api/readyz (503 with the same body when not ready) */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.boolean(),
  redis: z.boolean(),
  shuttingDown: z.boolean(),
});

/**
 * The process's probes (also served at /healthz and /readyz, outside /api, for load balancers) and the API
 * description (off in production unless API_DOCS=true; /api/docs is its Swagger UI).
 */
export const systemRoutes = {
  'GET /api/healthz': route({
    summary: 'The api process is alive',
    access: 'public',
    response: healthSchema,
  }),
  'GET /api/readyz': route({
    summary: 'The api can serve: PostgreSQL and Redis answer and it is not shutting down',
    access: 'public',
    response: readinessSchema,
    status: { 200: 'Ready' },
    errors: { 503: 'Not ready (the same body, status unavailable)' },
  }),
  'GET /api/openapi.json': route({
    summary: 'This document (OpenAPI 3.0; not in production unless API_DOCS=true)',
    access: 'public',
    response: z.record(z.string(), z.unknown()),
    errors: { 404: 'API docs are off' },
  }),
} as const satisfies RouteMap;
