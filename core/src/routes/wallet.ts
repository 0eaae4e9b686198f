import { z } from 'zod';
import {
  athleteWalletBodySchema,
  athleteWalletSchema,
  sendLikesBodySchema,
  singleTransactionSchema,
  walletBalanceSchema,
  walletTransactionsSchema,
  walletTxQuerySchema,
} from '../api/wallet';
import { commandViewSchema, commandViewSchemaOf } from '../api/commands';
import { idParams } from '../schemas/ids';
import { commandWaitQuery, idempotencyHeaders, route, type RouteMap } from './route';

/** Wallet routes (SPEC §7 wallet calls, DESIGN §5 spending): sends, commands, balances, transactions. */
export const walletRoutes = {
  'POST /api/likes/send': route({
    summary:
      'Send likes to an athlete (optionally an allocation) or a school (command; exactly once per Idempotency-Key)',
    access: 'fan',
    rateLimit: 'sends',
    command: 'send-likes',
    headers: idempotencyHeaders,
    query: commandWaitQuery,
    body: sendLikesBodySchema,
    response: commandViewSchemaOf('send-likes'),
    errors: {
      400: 'validation_error: amounts must be integers 1..100000; Idempotency-Key 8..200 chars',
      403: 'Not a fan, or the body names another fan',
      404: 'Recipient not found',
      409: 'conflict (key already used by this user for another kind of command or another body) or, with ?wait=1, insufficient_balance',
      429: 'rate_limited: too many sends; wait Retry-After seconds (nothing was staged)',
    },
  }),
  'GET /api/commands/:id': route({
    summary: 'Status, result or error of one of your commands',
    access: 'user',
    params: z.object({ id: z.string() }),
    response: commandViewSchema,
    errors: { 404: 'Not found (or not yours)' },
  }),
  'GET /api/wallet/balance': route({
    summary: 'Your wallet balance (likes)',
    access: 'user',
    response: walletBalanceSchema,
  }),
  'GET /api/walletTransactions/:id': route({
    summary: 'Wallet transactions of a user (yourself; admins: anyone), newest first, with the balance',
    access: 'user',
    params: idParams,
    query: walletTxQuerySchema,
    response: walletTransactionsSchema,
    errors: { 403: 'Not your wallet' },
  }),
  'GET /api/wallet/transactions.csv': route({
    summary:
      'All your wallet transactions as CSV, newest first (streamed from a cursor: every row, however many)',
    access: 'user',
    produces: 'csv',
  }),
  'GET /api/singleTransaction/:id': route({
    summary: 'One wallet transaction (owner or admin)',
    access: 'user',
    params: idParams,
    response: singleTransactionSchema,
    errors: { 404: 'Not found' },
  }),
  'GET /api/athlete-wallet/get-athlete-wallet/:id': route({
    summary:
      "An athlete's wallet: likes received, sumTotalInCents, supporters, recent gifts (the athlete or an admin)",
    access: 'user',
    params: idParams,
    response: athleteWalletSchema,
    errors: { 403: 'Not allowed', 404: 'Athlete not found' },
  }),
  'POST /api/athlete-wallet/post-athlete-wallet': route({
    summary: "Create (idempotently) an athlete's ledger account (the athlete or an admin)",
    access: 'user',
    body: athleteWalletBodySchema,
    response: athleteWalletSchema,
    errors: { 403: 'Not allowed', 404: 'Athlete not found' },
  }),
} as const satisfies RouteMap;
