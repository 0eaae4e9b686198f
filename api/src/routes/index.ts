import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import type { OpenApiContributor } from '../openapi/document';

/**
 * Domain routers added by later capabilities (wallet, payments, profiles...). Each domain file exports a
 * router factory; list it here. Raw-body routes (webhooks) are mounted before the JSON parser.
 */
export function domainRouters(_deps: ApiDeps): Router[] {
  return [];
}

export function rawBodyRoutes(_deps: ApiDeps): Router[] {
  return [];
}

export function openApiContributors(): OpenApiContributor[] {
  return [];
}
