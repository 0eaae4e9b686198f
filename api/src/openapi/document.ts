import { OpenAPIRegistry, OpenApiGeneratorV3, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  SESSION_COOKIE,
  devLoginResponseSchema,
  devLoginSchema,
  logoutSchema,
  passwordResetProviderSchema,
  passwordResetSentSchema,
  userSchema,
} from '@fanlift/core';
import { ROUTES } from '@fanlift/core/routes';
import { err, json, jsonBody, rateLimited } from './helpers';
import { registerRoutes } from './from-routes';

extendZodWithOpenApi(z);

/**
 * The OpenAPI document, generated from the same zod schemas the handlers validate with.
 * Each domain adds its paths through `OpenApiContributor`s so routes and docs stay side by side.
 */
export type OpenApiContributor = (registry: OpenAPIRegistry) => void;

const errors = {
  400: err('Invalid input'),
  401: err('Not signed in'),
  403: err('Not allowed'),
  404: err('Not found'),
};

/** The auth calls (api/src/routes/auth.ts). */
const auth: OpenApiContributor = (reg) => {
  reg.registerPath({
    method: 'get',
    path: '/api/auth/me',
    summary: 'Current user (204 when nobody is signed in)',
    responses: { 200: json(userSchema, 'The SPEC §3 User'), 204: { description: 'Nobody signed in' } },
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
      200: json(logoutSchema, 'Where the browser goes next (home or Auth0 logout)'),
      403: errors[403],
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/auth/password-reset',
    summary: 'Who resets passwords: auth0, or development (no passwords)',
    responses: { 200: json(passwordResetProviderSchema, 'Provider') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/auth/password-reset',
    summary: 'Ask Auth0 to email a link to its password reset page (409 no_passwords without Auth0)',
    request: jsonBody(z.object({ email: z.string().email() })),
    responses: {
      202: json(passwordResetSentSchema, 'Reset email requested'),
      400: errors[400],
      409: err('Development sign-in: there are no passwords'),
      502: err('Auth0 did not answer'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/auth/dev-login',
    summary: 'Development sign-in (not in production)',
    request: jsonBody(devLoginSchema),
    responses: {
      200: json(devLoginResponseSchema, 'The signed-in user and where to go next'),
      ...errors,
      409: err('email_taken: another account already uses this email'),
      ...rateLimited(),
    },
  });
};

export function buildOpenApiDocument(contributors: OpenApiContributor[] = []) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
  });
  registerRoutes(registry, ROUTES);
  for (const c of [auth, ...contributors]) c(registry);
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
