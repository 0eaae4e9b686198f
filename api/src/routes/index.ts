import type { Mount } from '../http/mount';
import { authRoutes } from './auth';
import { usersRoutes } from './users';
import { athletesRoutes, exploreRosterRoutes } from './athletes';
import { fansRoutes } from './fans';
import { schoolsRoutes } from './schools';
import { meRoutes } from './me';
import { moneyRoutes } from './money';
import { paymentsRoutes, paymentsWebhookRoutes } from './payments';
import { walletRoutes } from './wallet';
import { uploadsRoutes } from './uploads';
import { sitemapRoutes } from './sitemap';
import { ohioRoutes } from './ohio';
import { claimsRoutes } from './claims';
import { bracketsRoutes } from './brackets';
import { adminBracketsRoutes } from './admin/brackets';
import { bracketGroupsRoutes } from './bracket-groups';
import { adminClaimsRoutes } from './admin/claims';
import { referralCodeRoutes } from './referral-code';
import { milestoneRoutes } from './milestone';
import { rewardsEmailsRoutes } from './rewards-emails';
import { chatRoutes, gamesRoutes } from './games';
import { adminChatRoutes, adminGamesRoutes } from './admin/games';
import { marketplaceRoutes } from './marketplace';
import { affiliateRoutes } from './affiliate';
import { adminMarketplaceRoutes } from './admin/marketplace';
import { qrCodesRoutes, qrScanRoutes, adminQrCodesRoutes } from './qr-codes';
import { adminUpdatesRoutes, thanksRoutes, updatesRoutes } from './updates';

/** One URL prefix: where its router mounts and which declared routes (core/src/routes) it registers. */
export interface MountEntry {
  name: string;
  /** Mount path (every api route lives under /api). */
  mount: string;
  /** Mounted before the JSON parser and the session (the Stripe webhook needs the raw body). */
  rawBody?: boolean;
  /**
   * Every request under the mount is for admins, known path or not (401/403 before a 404: the admin api's
   * shape is not for others to probe). Each route also declares access 'admin'.
   */
  adminOnly?: boolean;
  /** Registers the mount's routes with `handle` (each key must lie under `mount`). */
  routes(m: Mount): void;
}

/**
 * The api's routers (DESIGN §2): app.ts mounts exactly these. One router per URL prefix: every route under a
 * mount lives in that one router, so no router depends on the order of another, and Express walks few layers
 * on the hot path. Each route is declared once in core/src/routes (the OpenAPI document is built from there).
 */
export const MOUNTS: MountEntry[] = [
  { name: 'payments-webhook', mount: '/api', rawBody: true, routes: paymentsWebhookRoutes },
  // The hot path first (issue 27): a send walks no other router. Its paths are no other mount's.
  // /api/likes/send, /api/commands, /api/wallet, /api/walletTransactions, /api/singleTransaction, /api/athlete-wallet
  { name: 'wallet', mount: '/api', routes: walletRoutes },
  { name: 'auth', mount: '/api/auth', routes: authRoutes },
  { name: 'users', mount: '/api/users', routes: usersRoutes },
  { name: 'me', mount: '/api/me', routes: meRoutes },
  { name: 'money', mount: '/api', routes: moneyRoutes },
  { name: 'athletes', mount: '/api/athletes', routes: athletesRoutes },
  { name: 'explore-roster', mount: '/api/explore-roster', routes: exploreRosterRoutes },
  { name: 'fans', mount: '/api/fans', routes: fansRoutes },
  { name: 'schools', mount: '/api/schools', routes: schoolsRoutes },
  { name: 'claims', mount: '/api/claims', routes: claimsRoutes },
  { name: 'admin-claims', mount: '/api/admin/claims', adminOnly: true, routes: adminClaimsRoutes },
  { name: 'uploads', mount: '/api/uploads', routes: (m) => uploadsRoutes(m) },
  { name: 'ohio', mount: '/api/ohio', routes: ohioRoutes },
  // /api/sitemap.xml and /api/sitemap/*
  { name: 'sitemap', mount: '/api', routes: sitemapRoutes },
  // /api/payments/* (and POST /api/stripe/webhook above, before the JSON parser)
  { name: 'payments', mount: '/api', routes: paymentsRoutes },
  { name: 'referral-code', mount: '/api/referralCode', routes: referralCodeRoutes },
  { name: 'milestone', mount: '/api/milestone', routes: milestoneRoutes },
  // /api/email-unsubscribe, /api/invites, /api/march-madness-remainder-email, /api/earn
  { name: 'rewards-emails', mount: '/api', routes: rewardsEmailsRoutes },
  { name: 'games', mount: '/api/games', routes: gamesRoutes },
  { name: 'chat', mount: '/api/chat', routes: chatRoutes },
  { name: 'admin-games', mount: '/api/admin/games', routes: adminGamesRoutes },
  { name: 'admin-chat', mount: '/api/admin/chat', routes: adminChatRoutes },
  { name: 'brackets', mount: '/api/brackets', routes: bracketsRoutes },
  { name: 'admin-brackets', mount: '/api/admin/brackets', routes: adminBracketsRoutes },
  { name: 'bracket-groups', mount: '/api/bracket-groups', routes: bracketGroupsRoutes },
  { name: 'marketplace', mount: '/api/marketplace', routes: marketplaceRoutes },
  {
    name: 'admin-marketplace',
    mount: '/api/admin/marketplace',
    adminOnly: true,
    routes: (m) => adminMarketplaceRoutes(m),
  },
  { name: 'qr-codes', mount: '/api/qr-codes', routes: qrCodesRoutes },
  { name: 'admin-qr-codes', mount: '/api/admin/qr-codes', routes: adminQrCodesRoutes },
  { name: 'affiliate', mount: '/api/affiliate', routes: affiliateRoutes },
  // GET /api/qr/{code}: the public scan redirect a QR code encodes
  { name: 'qr-scan', mount: '/api/qr', routes: qrScanRoutes },
  { name: 'updates', mount: '/api/updates', routes: (m) => updatesRoutes(m) },
  { name: 'thanks', mount: '/api/thanks', routes: thanksRoutes },
  { name: 'admin-updates', mount: '/api/admin/updates', adminOnly: true, routes: adminUpdatesRoutes },
];
