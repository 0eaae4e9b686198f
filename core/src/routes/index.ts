import type { RouteMap } from './route';
import { athleteRoutes } from './athletes';
import { bracketRoutes } from './brackets';
import { cheerRoutes } from './cheers';
import { bracketGroupRoutes } from './bracket-groups';
import { claimRoutes } from './claims';
import { gameRoutes } from './games';
import { marketplaceRoutes } from './marketplace';
import { moneyRoutes } from './money';
import { pageRoutes } from './pages';
import { paymentRoutes } from './payments';
import { qrRoutes } from './qr';
import { rewardRoutes } from './rewards';
import { systemRoutes } from './system';
import { schoolRoutes } from './schools';
import { userRoutes } from './users';
import { walletRoutes } from './wallet';
import { updateRoutes } from './updates';

export * from './route';
export type * from './types';
export { healthSchema, readinessSchema } from './system';

/** Every domain's routes (one file per domain). A key lives in exactly one map (checked by routes.spec.ts). */
export const ROUTE_MAPS = {
  users: userRoutes,
  athletes: athleteRoutes,
  schools: schoolRoutes,
  claims: claimRoutes,
  payments: paymentRoutes,
  pages: pageRoutes,
  rewards: rewardRoutes,
  games: gameRoutes,
  cheers: cheerRoutes,
  brackets: bracketRoutes,
  bracketGroups: bracketGroupRoutes,
  marketplace: marketplaceRoutes,
  qr: qrRoutes,
  system: systemRoutes,
  wallet: walletRoutes,
  money: moneyRoutes,
  updates: updateRoutes,
} as const;

/** Every route the api serves under /api, keyed by `'METHOD /api/path/:param'`. */
export const ROUTES = {
  ...userRoutes,
  ...athleteRoutes,
  ...schoolRoutes,
  ...claimRoutes,
  ...paymentRoutes,
  ...pageRoutes,
  ...rewardRoutes,
  ...gameRoutes,
  ...cheerRoutes,
  ...bracketRoutes,
  ...bracketGroupRoutes,
  ...marketplaceRoutes,
  ...qrRoutes,
  ...systemRoutes,
  ...walletRoutes,
  ...moneyRoutes,
  ...updateRoutes,
} as const satisfies RouteMap;

export type Routes = typeof ROUTES;
/** A key of ROUTES. */
export type ApiRoute = keyof Routes;
