import type { Request } from 'express';
import { z } from 'zod';
import { COMMAND_KINDS, DomainError, isCommandKind } from '@fanlift/core';
import { idempotencyKeySchema } from '@fanlift/core/routes';
import {
  athleteOwnerOf,
  athleteWalletOf,
  ensureAthleteAccount,
  fanAccount,
  getBalance,
  getCommand,
  pipeCsv,
  resolveSendRecipient,
  singleTransaction,
  stageSendToAthlete,
  walletCsv,
  walletOf,
} from '@fanlift/db';
import { commandView, submitCommand } from '../commands/submit';
import { handle } from '../http/handle';
import { assertSelfOrAdmin, onlyMe } from '../http/self';
import type { Mount } from '../http/mount';
import { isAdmin } from '../middleware/auth';

/** DESIGN §6: a fan spends only their own likes, whatever fanID/userId the body names. */
export const SPEND_OTHERS_MESSAGE = 'You can only spend your own likes';
const refuseOtherFan = onlyMe(SPEND_OTHERS_MESSAGE);

/** May the session user see this athlete's wallet? Admins, or the athlete's own user. */
async function assertAthleteAccess(m: Mount, req: Request, athleteId: number): Promise<void> {
  const profile = await athleteOwnerOf(m.deps.db.sequelize, athleteId);
  if (!profile) throw new DomainError('not_found', 'not_found', 'Athlete not found');
  if (!isAdmin(req) && profile.userId !== req.user!.id)
    throw new DomainError('forbidden', 'forbidden', 'Only the athlete or an admin can see this wallet');
}

const uuid = z.string().uuid();

/** /api/likes/send, /api/commands, /api/wallet, /api/walletTransactions, /api/singleTransaction, /api/athlete-wallet */
export function walletRoutes(m: Mount): void {
  const { deps } = m;
  const { sequelize } = deps.db;
  const price = deps.config.LIKE_PRICE_CENTS;

  /** Send likes to an athlete (optionally one of their allocations) or a school. Idempotency-Key required. */
  handle(
    m,
    'POST /api/likes/send',
    async ({ body, user, req }) => {
      // Fast path (issue 17): to an athlete, with a well-formed key, the athlete check and the staging are one
      // statement. Any other shape takes the general path (same answers, in the same order).
      if (
        body.athleteId != null &&
        body.allocationId == null &&
        idempotencyKeySchema.safeParse(req.get('idempotency-key')).success
      ) {
        const athleteId = body.athleteId;
        const payload = { fanUserId: user.id, athleteId, likes: body.likes };
        return submitCommand(deps, req, COMMAND_KINDS.sendLikes, payload, (input) =>
          stageSendToAthlete(sequelize, input, athleteId),
        );
      }
      // The recipient must exist (answered now as 404; the worker checks again when it applies).
      const { athleteId } = await resolveSendRecipient(sequelize, body);
      return submitCommand(deps, req, COMMAND_KINDS.sendLikes, {
        fanUserId: user.id,
        ...(athleteId != null ? { athleteId } : {}),
        ...(body.allocationId != null ? { allocationId: body.allocationId } : {}),
        ...(body.schoolId != null ? { schoolId: body.schoolId } : {}),
        likes: body.likes,
      });
    },
    { check: refuseOtherFan },
  );

  /** A command's status/result/error (own commands only; others are 404). */
  handle(m, 'GET /api/commands/:id', async ({ params, user, req }) => {
    const id = uuid.safeParse(params.id);
    const c = id.success ? await getCommand(sequelize, id.data) : null;
    if (!c || !isCommandKind(c.kind) || (c.userId !== user.id && !isAdmin(req)))
      throw new DomainError('not_found', 'not_found', 'Command not found');
    return commandView(c.kind, c);
  });

  handle(m, 'GET /api/wallet/balance', async ({ user }) => ({
    balance: await getBalance(sequelize, fanAccount(user.id)),
  }));

  /** SPEC §7: a fan's wallet transactions (id = user id): own only, admins any. Newest first. */
  handle(m, 'GET /api/walletTransactions/:id', async ({ params: { id }, query, req }) => {
    assertSelfOrAdmin(req, id, 'You can only see your own wallet');
    return walletOf(sequelize, id, { limit: query.limit, beforeId: query.before });
  });

  /** Every transaction of the signed-in user as CSV, streamed from a cursor (issue 27): constant memory. */
  handle(m, 'GET /api/wallet/transactions.csv', async ({ user, res }) => {
    const csv = walletCsv(user.id, new Date().toISOString().slice(0, 10));
    res.type('text/csv; charset=utf-8').attachment(csv.filename).set('Cache-Control', 'no-store');
    try {
      res.write('\ufeff'); // a byte-order mark: spreadsheets read the file as UTF-8
      await pipeCsv(sequelize, csv, res);
    } catch (err) {
      // Headers are sent: end the download short rather than answer an error.
      deps.logger.warn({ err: (err as Error).message }, 'wallet CSV export ended early');
      res.destroy();
    }
  });

  /** SPEC §7: one wallet transaction (owner or admin). */
  handle(m, 'GET /api/singleTransaction/:id', async ({ params: { id }, user, req }) => {
    const tx = await singleTransaction(sequelize, id);
    if (!tx || (tx.userId !== user.id && !isAdmin(req)))
      throw new DomainError('not_found', 'not_found', 'Transaction not found');
    return tx;
  });

  /** SPEC §7: an athlete's wallet (athlete profile id): the athlete's user or an admin. */
  handle(m, 'GET /api/athlete-wallet/get-athlete-wallet/:id', async ({ params: { id }, req }) => {
    await assertAthleteAccess(m, req, id);
    return athleteWalletOf(sequelize, id, price);
  });

  /** SPEC §7: create/ensure the athlete's ledger account (admin or the athlete). Idempotent. */
  handle(m, 'POST /api/athlete-wallet/post-athlete-wallet', async ({ body: { athleteId }, req }) => {
    await assertAthleteAccess(m, req, athleteId);
    await ensureAthleteAccount(sequelize, athleteId);
    return athleteWalletOf(sequelize, athleteId, price);
  });
}
