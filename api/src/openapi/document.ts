import { OpenAPIRegistry, OpenApiGeneratorV3, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  SESSION_COOKIE,
  athleteQuerySchema,
  createUserSchema,
  devLoginSchema,
  updateUserSchema,
} from '@fanlift/core';
import { schoolListQuery } from '../routes/schools';

extendZodWithOpenApi(z);

/**
 * The OpenAPI document, generated from the same zod schemas the handlers validate with.
 * Each domain adds its paths through `OpenApiContributor`s so routes and docs stay side by side.
 */
export type OpenApiContributor = (registry: OpenAPIRegistry) => void;

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const anyJson = (description: string) => json(z.any(), description);
const errors = {
  400: json(errorBody, 'Invalid input'),
  401: json(errorBody, 'Not signed in'),
  403: json(errorBody, 'Not allowed'),
  404: json(errorBody, 'Not found'),
};
/** Every rate-limited call (api/src/middleware/rate-limit.ts): 429 rate_limited with a Retry-After header. */
const rateLimited = {
  429: {
    ...json(errorBody, 'rate_limited: too many requests from this client; wait Retry-After seconds'),
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' as const } } },
  },
};

const core: OpenApiContributor = (reg) => {
  reg.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
  reg.registerPath({
    method: 'get',
    path: '/api/auth/me',
    summary: 'Current user (204 when nobody is signed in)',
    responses: { 200: anyJson('The SPEC §3 User'), 204: { description: 'Nobody signed in' } },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/auth/login',
    summary: 'Start sign-in (Auth0, or the development form)',
    request: {
      query: z.object({
        userType: z.enum(['fan', 'athlete']).optional(),
        hint: z.string().optional(),
        returnTo: z.string().optional(),
        referralCode: z.string().optional(),
      }),
    },
    responses: { 302: { description: 'Redirect to the sign-in service' } },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Sign out (POST with X-Requested-With; any other method: 405)',
    responses: {
      200: json(z.object({ redirectTo: z.string() }), 'Where the browser goes next (home or Auth0 logout)'),
      403: errors[403],
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/auth/password-reset',
    summary: 'Who resets passwords: auth0, or development (no passwords)',
    responses: { 200: json(z.object({ provider: z.enum(['auth0', 'development']) }), 'Provider') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/auth/password-reset',
    summary: 'Ask Auth0 to email a link to its password reset page (409 no_passwords without Auth0)',
    request: {
      body: { content: { 'application/json': { schema: z.object({ email: z.string().email() }) } } },
    },
    responses: {
      202: json(z.object({ sent: z.boolean() }), 'Reset email requested'),
      400: errors[400],
      409: json(errorBody, 'Development sign-in: there are no passwords'),
      502: json(errorBody, 'Auth0 did not answer'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/auth/dev-login',
    summary: 'Development sign-in (not in production)',
    request: { body: { content: { 'application/json': { schema: devLoginSchema } } } },
    responses: {
      200: anyJson('The signed-in user'),
      ...errors,
      409: json(errorBody, 'email_taken: another account already uses this email'),
      ...rateLimited,
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/athletes',
    summary: 'Search athletes (default sort ranking, paged by index)',
    request: { query: athleteQuerySchema },
    responses: { 200: anyJson('{ athletes, total, index, nextIndex }'), 400: errors[400], ...rateLimited },
  });
  for (const p of ['/api/explore-roster', '/api/athletes/search', '/api/athletes/share-likes-search']) {
    reg.registerPath({
      method: 'get',
      path: p,
      summary: 'Search athletes (same query as /api/athletes)',
      request: { query: athleteQuerySchema },
      responses: { 200: anyJson('{ athletes, total, index, nextIndex }'), 400: errors[400], ...rateLimited },
    });
  }
  for (const p of ['/api/athletes/LiveGameAthleteSearch', '/api/athletes/LiveGameBasketballAthleteSearch']) {
    reg.registerPath({
      method: 'post',
      path: p,
      summary: 'Athletes by radarAthleteId',
      request: {
        body: {
          content: { 'application/json': { schema: z.object({ radarAthleteId: z.array(z.string()) }) } },
        },
      },
      responses: { 200: anyJson('{ athlete: [...] }'), 400: errors[400], ...rateLimited },
    });
  }
  reg.registerPath({
    method: 'get',
    path: '/api/schools',
    summary: 'Schools',
    request: { query: schoolListQuery },
    responses: { 200: anyJson('{ schools }'), ...rateLimited },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/powerFive',
    summary: 'Power Five schools',
    request: { query: schoolListQuery },
    responses: { 200: anyJson('{ schools }') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/users/{authId}',
    summary: 'A user (yourself; admins: anyone)',
    request: { params: z.object({ authId: z.string() }) },
    responses: { 200: anyJson('User'), ...errors },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/users',
    summary: "Create a user record ('No authId provided' without authId)",
    request: { body: { content: { 'application/json': { schema: createUserSchema } } } },
    responses: {
      200: anyJson('Existing user'),
      201: anyJson('Created user'),
      ...errors,
      409: json(errorBody, 'email_taken: another identity already uses this email (no automatic linking)'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/users/qrUser',
    summary: "Create a QR user ('No authId provided' without authId)",
    request: { body: { content: { 'application/json': { schema: createUserSchema } } } },
    responses: {
      200: anyJson('Existing user'),
      201: anyJson('Created user'),
      ...errors,
      409: json(errorBody, 'email_taken: another identity already uses this email (no automatic linking)'),
    },
  });
  reg.registerPath({
    method: 'put',
    path: '/api/users/{authId}',
    summary: 'Update yourself',
    request: {
      params: z.object({ authId: z.string() }),
      body: { content: { 'application/json': { schema: updateUserSchema } } },
    },
    responses: { 200: anyJson('User'), ...errors },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/me/summary',
    summary: 'Wallet balance and earned stars of the signed-in user',
    responses: {
      200: json(z.object({ balance: z.number(), earnedStar: z.number() }), 'Summary'),
      401: errors[401],
    },
  });
};

export function buildOpenApiDocument(contributors: OpenApiContributor[] = []) {
  const registry = new OpenAPIRegistry();
  for (const c of [core, ...contributors]) c(registry);
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Fanlift API',
      version: '0.1.0',
      description:
        'Fan-funded NIL platform. Every state-changing call needs X-Requested-With: XMLHttpRequest.',
    },
    servers: [{ url: '/' }],
  });
}
