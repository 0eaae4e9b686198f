import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  DomainError,
  athleteWalletBodySchema,
  sendLikesBodySchema,
  walletTxQuerySchema,
} from '@fanlift/core';
import {
  AthleteProfile,
  COMMAND_KINDS,
  athleteAccount,
  ensureAccount,
  getBalance,
  fanAccount,
  getCommand,
  athleteWalletOf,
  singleTransaction,
  walletOf,
  resolveSendRecipient,
  stageSendToAthlete,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireFan, requireUser, sessionUser } from '../middleware/auth';
import { commandView, idempotencyKeySchema, submitCommand } from '../wallet/commands';
import { idParam } from './params';

/** DESIGN §6: a fan acts only on their own wallet, whatever fanID/userId the body names. */
function refuseOtherFan(req: Request): void {
  const me = sessionUser(req);
  const body = (req.body ?? {}) as Record<string, unknown>;
  for (const field of ['fanID', 'fanId', 'userId']) {
    const v = body[field];
    if (v === undefined || v === null) continue;
    if (String(v) !== String(me.id))
      throw new DomainError('forbidden', 'forbidden', 'You can only spend your own likes');
  }
}

/** May the session user see this athlete's wallet? Admins, or the athlete's own user. */
async function assertAthleteAccess(req: Request, athleteId: number): Promise<AthleteProfile> {
  const profile = await AthleteProfile.findByPk(athleteId, { attributes: ['id', 'userId'] });
  if (!profile) throw new DomainError('not_found', 'not_found', 'Athlete not found');
  const me = sessionUser(req);
  if (!isAdmin(req) && profile.userId !== me.id)
    throw new DomainError('forbidden', 'forbidden', 'Only the athlete or an admin can see this wallet');
  return profile;
}

export function walletRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;

  /** Send likes to an athlete (optionally one of their allocations) or a school. Idempotency-Key required. */
  const sendLimit = deps.limits.limit('sends');
  r.post('/likes/send', requireFan, sendLimit, async (req, res) => {
    refuseOtherFan(req);
    const body = sendLikesBodySchema.parse(req.body ?? {});
    const me = sessionUser(req);
    // Fast path (issue 17): to an athlete, with a well-formed key, the athlete check and the staging are one
    // statement. Any other shape takes the general path (same answers, in the same order).
    if (
      body.athleteId != null &&
      body.allocationId == null &&
      idempotencyKeySchema.safeParse(req.get('idempotency-key')).success
    ) {
      const athleteId = body.athleteId;
      const payload = { fanUserId: me.id, athleteId, likes: body.likes };
      await submitCommand(deps, req, res, COMMAND_KINDS.sendLikes, payload, (input) =>
        stageSendToAthlete(sequelize, input, athleteId),
      );
      return;
    }
    // The recipient must exist (answered now as 404; the worker checks again when it applies).
    const { athleteId } = await resolveSendRecipient(sequelize, body);
    await submitCommand(deps, req, res, COMMAND_KINDS.sendLikes, {
      fanUserId: me.id,
      ...(athleteId != null ? { athleteId } : {}),
      ...(body.allocationId != null ? { allocationId: body.allocationId } : {}),
      ...(body.schoolId != null ? { schoolId: body.schoolId } : {}),
      likes: body.likes,
    });
  });

  /** A command's status/result/error (own commands only; others are 404). */
  r.get('/commands/:id', requireUser, async (req, res) => {
    const id = z.string().uuid().safeParse(req.params.id);
    const c = id.success ? await getCommand(sequelize, id.data) : null;
    if (!c || (c.userId !== sessionUser(req).id && !isAdmin(req)))
      throw new DomainError('not_found', 'not_found', 'Command not found');
    res.json(commandView(c));
  });

  r.get('/wallet/balance', requireUser, async (req, res) => {
    res.json({ balance: await getBalance(sequelize, fanAccount(sessionUser(req).id)) });
  });

  /** SPEC §7: a fan's wallet transactions (id = user id): own only, admins any. Newest first. */
  r.get('/walletTransactions/:id', requireUser, async (req, res) => {
    const { id } = idParam.parse(req.params);
    if (id !== sessionUser(req).id && !isAdmin(req))
      throw new DomainError('forbidden', 'forbidden', 'You can only see your own wallet');
    const q = walletTxQuerySchema.parse(req.query);
    res.json(await walletOf(sequelize, id, { limit: q.limit, beforeId: q.before }));
  });

  /** SPEC §7: one wallet transaction (owner or admin). */
  r.get('/singleTransaction/:id', requireUser, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const tx = await singleTransaction(sequelize, id);
    if (!tx || (tx.userId !== sessionUser(req).id && !isAdmin(req)))
      throw new DomainError('not_found', 'not_found', 'Transaction not found');
    res.json(tx);
  });

  /** SPEC §7: an athlete's wallet (athlete profile id): the athlete's user or an admin. */
  r.get('/athlete-wallet/get-athlete-wallet/:id', requireUser, async (req, res) => {
    const { id } = idParam.parse(req.params);
    await assertAthleteAccess(req, id);
    res.json(await athleteWalletOf(sequelize, id, deps.config.LIKE_PRICE_CENTS));
  });

  /** SPEC §7: create/ensure the athlete's ledger account (admin or the athlete). Idempotent. */
  r.post('/athlete-wallet/post-athlete-wallet', requireUser, async (req, res) => {
    const { athleteId } = athleteWalletBodySchema.parse(req.body ?? {});
    await assertAthleteAccess(req, athleteId);
    await sequelize.transaction((t) => ensureAccount(t, athleteAccount(athleteId)));
    res.json(await athleteWalletOf(sequelize, athleteId, deps.config.LIKE_PRICE_CENTS));
  });

  return r;
}
