import { z } from 'zod';
import type { OpenApiContributor } from '../openapi/document';
import { sendLikesBodySchema, walletTxQuery } from '../routes/wallet';

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const err = (d: string) => json(errorBody, d);

const walletTransaction = z.object({
  id: z.number(),
  type: z.enum(['added', 'free', 'gift', 'used']),
  status: z.enum(['succeeded', 'pending', 'failed']),
  likes: z.number(),
  paymentName: z.string().nullable(),
  createdAt: z.string(),
});
const commandView = z.object({
  commandId: z.string().uuid(),
  kind: z.string(),
  status: z.enum(['pending', 'applied', 'failed']),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  queued: z.boolean().optional(),
  replayed: z.boolean().optional(),
});
const athleteWallet = z.object({
  athleteId: z.number(),
  likes: z.number(),
  sumTotalInCents: z.number(),
  supporters: z.number(),
  recent: z.array(
    z.object({
      journalId: z.number(),
      kind: z.string(),
      likes: z.number(),
      createdAt: z.string(),
      fan: z
        .object({ id: z.number(), firstName: z.string().nullable(), lastName: z.string().nullable() })
        .nullable(),
      allocationId: z.number().nullable(),
    }),
  ),
});
const idempotencyHeader = z.object({ 'Idempotency-Key': z.string().min(8).max(200) });
const waitQuery = z.object({ wait: z.enum(['1', 'true']).optional() });
const idParams = z.object({ id: z.string() });

const commandResponses = {
  200: json(commandView, 'With ?wait=1: applied (result has balance, transactionId, recipientLikes)'),
  202: json(
    commandView,
    'Accepted (staged; applied by the worker). Poll GET /api/commands/{commandId} or listen to command:result',
  ),
  400: err('validation_error: amounts must be integers 1..100000; Idempotency-Key 8..200 chars'),
  401: err('Not signed in'),
  403: err('Not a fan, or the body names another fan'),
  404: err('Recipient not found'),
  409: err(
    'conflict (key already used by this user for another kind of command or another body) or, with ?wait=1, insufficient_balance',
  ),
  429: err('rate_limited: too many sends; wait Retry-After seconds (nothing was staged)'),
  503: err('unavailable: the command could not be recorded; nothing was done'),
};

export const walletOpenApi: OpenApiContributor = (reg) => {
  reg.registerPath({
    method: 'post',
    path: '/api/likes/send',
    summary:
      'Send likes to an athlete (optionally an allocation) or a school (command; exactly once per Idempotency-Key)',
    request: {
      headers: idempotencyHeader,
      query: waitQuery,
      body: { content: { 'application/json': { schema: sendLikesBodySchema } } },
    },
    responses: commandResponses,
  });
  reg.registerPath({
    method: 'get',
    path: '/api/commands/{id}',
    summary: 'Status, result or error of one of your commands',
    request: { params: idParams },
    responses: { 200: json(commandView, 'The command'), 404: err('Not found (or not yours)') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/wallet/balance',
    summary: 'Your wallet balance (likes)',
    responses: { 200: json(z.object({ balance: z.number() }), 'Balance'), 401: err('Not signed in') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/walletTransactions/{id}',
    summary: 'Wallet transactions of a user (yourself; admins: anyone), newest first, with the balance',
    request: { params: idParams, query: walletTxQuery },
    responses: {
      200: json(z.object({ transactions: z.array(walletTransaction), balance: z.number() }), 'Transactions'),
      403: err('Not your wallet'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/singleTransaction/{id}',
    summary: 'One wallet transaction (owner or admin)',
    request: { params: idParams },
    responses: {
      200: json(walletTransaction.extend({ userId: z.number() }), 'Transaction'),
      404: err('Not found'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/athlete-wallet/get-athlete-wallet/{id}',
    summary:
      "An athlete's wallet: likes received, sumTotalInCents, supporters, recent gifts (the athlete or an admin)",
    request: { params: idParams },
    responses: {
      200: json(athleteWallet, 'Athlete wallet'),
      403: err('Not allowed'),
      404: err('Athlete not found'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/athlete-wallet/post-athlete-wallet',
    summary: "Create (idempotently) an athlete's ledger account (the athlete or an admin)",
    request: {
      body: {
        content: { 'application/json': { schema: z.object({ athleteId: z.number().int().positive() }) } },
      },
    },
    responses: {
      200: json(athleteWallet, 'Athlete wallet'),
      403: err('Not allowed'),
      404: err('Athlete not found'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/athletes/{id}/allocations',
    summary: "An athlete's allocations (named funding goals) with the likes each received (public)",
    request: { params: idParams },
    responses: {
      200: json(
        z.object({
          allocations: z.array(
            z.object({
              id: z.number(),
              athleteId: z.number(),
              name: z.string(),
              description: z.string().nullable(),
              goalLikes: z.number().nullable(),
              likes: z.number(),
              createdAt: z.string(),
            }),
          ),
        }),
        'Allocations',
      ),
      404: err('Athlete not found'),
    },
  });
};
