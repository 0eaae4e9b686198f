import { z } from 'zod';
import {
  athleteWalletBodySchema,
  athleteWalletSchema,
  commandViewSchema,
  idPathSchema,
  sendLikesBodySchema,
  singleTransactionSchema,
  walletBalanceSchema,
  walletTransactionsSchema,
  walletTxQuerySchema,
} from '@fanlift/core';
import type { OpenApiContributor } from '../openapi/document';
import { err, json, jsonBody } from '../openapi/helpers';

const commandView = commandViewSchema;
const athleteWallet = athleteWalletSchema;
const idParams = idPathSchema;
const idempotencyHeader = z.object({ 'Idempotency-Key': z.string().min(8).max(200) });
const waitQuery = z.object({ wait: z.enum(['1', 'true']).optional() });

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
      ...jsonBody(sendLikesBodySchema),
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
    responses: { 200: json(walletBalanceSchema, 'Balance'), 401: err('Not signed in') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/walletTransactions/{id}',
    summary: 'Wallet transactions of a user (yourself; admins: anyone), newest first, with the balance',
    request: { params: idParams, query: walletTxQuerySchema },
    responses: {
      200: json(walletTransactionsSchema, 'Transactions'),
      403: err('Not your wallet'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/singleTransaction/{id}',
    summary: 'One wallet transaction (owner or admin)',
    request: { params: idParams },
    responses: {
      200: json(singleTransactionSchema, 'Transaction'),
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
    request: jsonBody(athleteWalletBodySchema),
    responses: {
      200: json(athleteWallet, 'Athlete wallet'),
      403: err('Not allowed'),
      404: err('Athlete not found'),
    },
  });
};
