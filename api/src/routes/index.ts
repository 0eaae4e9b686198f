import type { Router } from 'express';
import type passport from 'passport';
import type { ApiDeps } from '../deps';
import type { OpenApiContributor } from '../openapi/document';
import { authRouter } from './auth';
import { usersRouter } from './users';
import { athletesRouter } from './athletes';
import { schoolsRouter, schoolsOpenApi } from './schools';
import { meRouter } from './me';
import { paymentsOpenApi, paymentsRouter, paymentsWebhookRouter } from './payments';
import { walletRouter } from './wallet';
import { walletOpenApi } from '../wallet/openapi';
import { profilesOpenApi, profilesRouter } from './profiles';
import { uploadsOpenApi, uploadsRouter } from './uploads';
import { sitemapOpenApi, sitemapRouter } from './sitemap';
import { ohioOpenApi, ohioRouter } from './ohio';
import { claimsOpenApi, claimsRouter } from './claims';
import { marketplaceOpenApi, marketplaceRouter } from './marketplace';
import { adminMarketplaceOpenApi, adminMarketplaceRouter } from './admin/marketplace';
import { qrCodesOpenApi, qrCodesRouter } from './qr-codes';

export interface RouteContext {
  deps: ApiDeps;
  passport: passport.PassportStatic;
}

/** One domain's routes: where they mount, the router, and its part of the OpenAPI document. */
export interface RouteEntry {
  name: string;
  /** Mount path (every api route lives under /api). */
  mount: string;
  /** Mounted before the JSON parser and the session (the Stripe webhook needs the raw body). */
  rawBody?: boolean;
  router(ctx: RouteContext): Router;
  openApi?: OpenApiContributor;
}

/**
 * The one registry of the api's routers (DESIGN §2): app.ts mounts exactly these, in this order, and the
 * OpenAPI document is built from their contributors. A new domain adds one entry here.
 * Routers never depend on their order: routes with an id in the path only match numeric ids (numericId).
 */
export const ROUTES: RouteEntry[] = [
  {
    name: 'payments-webhook',
    mount: '/api',
    rawBody: true,
    router: ({ deps }) => paymentsWebhookRouter(deps),
  },
  // The core calls (auth, users, athlete search, me) are documented by openapi/document.ts itself.
  { name: 'auth', mount: '/api/auth', router: ({ deps, passport }) => authRouter(deps, passport) },
  { name: 'users', mount: '/api', router: ({ deps }) => usersRouter(deps) },
  { name: 'athlete-search', mount: '/api', router: ({ deps }) => athletesRouter(deps) },
  { name: 'schools', mount: '/api', router: ({ deps }) => schoolsRouter(deps), openApi: schoolsOpenApi },
  { name: 'me', mount: '/api', router: ({ deps }) => meRouter(deps) },
  { name: 'wallet', mount: '/api', router: ({ deps }) => walletRouter(deps), openApi: walletOpenApi },
  { name: 'payments', mount: '/api', router: ({ deps }) => paymentsRouter(deps), openApi: paymentsOpenApi },
  { name: 'profiles', mount: '/api', router: ({ deps }) => profilesRouter(deps), openApi: profilesOpenApi },
  { name: 'uploads', mount: '/api', router: ({ deps }) => uploadsRouter(deps), openApi: uploadsOpenApi },
  { name: 'sitemap', mount: '/api', router: ({ deps }) => sitemapRouter(deps), openApi: sitemapOpenApi },
  { name: 'ohio', mount: '/api', router: ({ deps }) => ohioRouter(deps), openApi: ohioOpenApi },
  { name: 'claims', mount: '/api', router: ({ deps }) => claimsRouter(deps), openApi: claimsOpenApi },
  {
    name: 'marketplace',
    mount: '/api',
    router: ({ deps }) => marketplaceRouter(deps),
    openApi: marketplaceOpenApi,
  },
  {
    name: 'admin-marketplace',
    mount: '/api',
    router: ({ deps }) => adminMarketplaceRouter(deps),
    openApi: adminMarketplaceOpenApi,
  },
  { name: 'qr-codes', mount: '/api', router: ({ deps }) => qrCodesRouter(deps), openApi: qrCodesOpenApi },
];

export const openApiContributors = (): OpenApiContributor[] =>
  ROUTES.flatMap((r) => (r.openApi ? [r.openApi] : []));
