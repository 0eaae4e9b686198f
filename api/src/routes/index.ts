import type { Router } from 'express';
import type { ApiDeps } from '../deps';
import type { OpenApiContributor } from '../openapi/document';
import { paymentsOpenApi, paymentsRouter, paymentsWebhookRouter } from './payments';
import { walletRouter } from './wallet';
import { walletOpenApi } from '../wallet/openapi';
import { profilesOpenApi, profilesRouter } from './profiles';
import { schoolsOpenApi } from './schools';
import { uploadsOpenApi, uploadsRouter } from './uploads';
import { sitemapOpenApi, sitemapRouter } from './sitemap';
import { ohioOpenApi, ohioRouter } from './ohio';
import { claimsOpenApi, claimsRouter } from './claims';

/**
 * Domain routers added by later capabilities (wallet, payments, profiles...). Each domain file exports a
 * router factory; list it here. Raw-body routes (webhooks) are mounted before the JSON parser.
 */
export function domainRouters(deps: ApiDeps): Router[] {
  return [
    walletRouter(deps),
    paymentsRouter(deps),
    profilesRouter(deps),
    uploadsRouter(deps),
    sitemapRouter(deps),
    ohioRouter(deps),
    claimsRouter(deps),
  ];
}

export function rawBodyRoutes(deps: ApiDeps): Router[] {
  return [paymentsWebhookRouter(deps)];
}

export function openApiContributors(): OpenApiContributor[] {
  return [
    walletOpenApi,
    paymentsOpenApi,
    profilesOpenApi,
    schoolsOpenApi,
    uploadsOpenApi,
    sitemapOpenApi,
    ohioOpenApi,
    claimsOpenApi,
  ];
}
