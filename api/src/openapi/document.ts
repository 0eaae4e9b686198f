import { OpenAPIRegistry, OpenApiGeneratorV3, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { SESSION_COOKIE } from '@fanlift/core';
import { ROUTES } from '@fanlift/core/routes';
import { registerRoutes } from './from-routes';

extendZodWithOpenApi(z);

/**
 * The OpenAPI document, generated from the route declarations (core/src/routes): the same zod schemas the
 * handlers parse with and the web's client is typed by.
 */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
  });
  registerRoutes(registry, ROUTES);
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
