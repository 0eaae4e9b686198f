import { Router } from 'express';
import { z } from 'zod';
import { DomainError, type SpinAnswer } from '@fanlift/core';
import { chancesLeftOf, recordReferral, rewardsDataOf, spinChancesView, type Command } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireAdmin, requireFan, requireUser, sessionUser } from '../middleware/auth';
import { parseReferralCode } from '../auth/referral-code';
import { idempotencyKeyOrNew, runCommand } from '../commands/submit';
import { asDomainError, refuseOtherUser, stageReferralReward } from '../rewards/service';

const intId = z.coerce
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer id')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'id out of range');
const selfRef = z.union([z.number(), z.string()]).optional();

export const createReferralBody = z
  .object({ referralCode: z.string().min(1).max(64), userId: selfRef, fanID: selfRef })
  .strict();
/** SPEC §7 body fanID, userId, likes: the ids must be the session user; likes is ignored (the server draws). */
export const spinBody = z
  .object({ fanID: selfRef, fanId: selfRef, userId: selfRef, likes: z.unknown().optional() })
  .strict();
export const createSpinChancesBody = z
  .object({
    userId: z.number().int().positive().max(2_147_483_647),
    chances: z.number().int().min(1).max(100),
    note: z.string().trim().max(200).optional(),
  })
  .strict();

/** Own data only (admins any). */
function assertSelfOrAdmin(req: import('express').Request, id: number): void {
  if (id !== sessionUser(req).id && !isAdmin(req))
    throw new DomainError('forbidden', 'forbidden', 'You can only see your own rewards');
}

function spinAnswer(c: Command): SpinAnswer {
  const r = (c.status === 'applied' ? c.result : null) as Record<string, number> | null;
  return {
    data: {
      success: c.status === 'applied',
      likes: r?.likes ?? null,
      segmentIndex: r?.segmentIndex ?? null,
      balance: r?.balance ?? null,
      chancesLeft: r?.chancesLeft ?? null,
      spinId: r?.spinId ?? null,
    },
    commandId: c.id,
    status: c.status,
    error: c.error,
  };
}

/** SPEC §7 Referrals and spin (DESIGN §5), the session user enforced whatever ids the body names. */
export function referralCodeRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;
  const sendLimit = deps.limits.limit('sends');

  /** The invitee (session user) names the code of the friend who invited them. */
  r.post('/createReferral', requireFan, async (req, res) => {
    refuseOtherUser(req);
    const body = createReferralBody.parse(req.body ?? {});
    const code = parseReferralCode(body.referralCode);
    if (!code) throw new DomainError('not_found', 'unknown_referral_code', 'No fan has this referral code');
    const me = sessionUser(req);
    const out = await recordReferral(sequelize, me.id, code).catch((err: unknown) => {
      throw asDomainError(err);
    });
    // Already onboarded when the code was named: the reward is due now.
    const command = await stageReferralReward(deps, me.id);
    res.status(out.created ? 201 : 200).json({ ...out, rewardCommandId: command?.commandId ?? null });
  });

  /** The session user's inviter is rewarded once they are onboarded (idempotent: one reward per invitee). */
  r.post('/creditLikesUseReferral', requireFan, async (req, res) => {
    refuseOtherUser(req);
    const me = sessionUser(req);
    const command = await stageReferralReward(deps, me.id);
    if (!command)
      throw new DomainError(
        'conflict',
        'not_eligible',
        'Nothing to reward: no inviter, or onboarding is not finished',
      );
    res.status(202).json(command);
  });

  /** Admins grant spin chances to a fan. */
  r.post('/createSpinChances', requireAdmin, async (req, res) => {
    const body = createSpinChancesBody.parse(req.body ?? {});
    const me = sessionUser(req);
    const { command, view } = await runCommand(
      deps,
      {
        userId: me.id,
        kind: 'spin-grant',
        idempotencyKey: idempotencyKeyOrNew(req, 'spin-grant'),
        payload: {
          userId: body.userId,
          chances: body.chances,
          grantedBy: me.id,
          ...(body.note ? { note: body.note } : {}),
        },
      },
      { waitMs: deps.config.COMMAND_TIMEOUT_MS },
    );
    if (command.status === 'failed' && command.error)
      throw new DomainError(
        command.error.code === 'not_found' ? 'not_found' : 'conflict',
        command.error.code,
        command.error.message,
      );
    res.status(command.status === 'applied' ? 200 : 202).json(view);
  });

  r.get('/getRewardsData/:id', requireUser, async (req, res) => {
    const id = intId.parse(req.params.id);
    assertSelfOrAdmin(req, id);
    res.json(await rewardsDataOf(sequelize, id, deps.config.INVITER_EARN_LIKE));
  });

  r.get('/getSpinChances/:userId', requireUser, async (req, res) => {
    const id = intId.parse(req.params.userId);
    assertSelfOrAdmin(req, id);
    res.json(await spinChancesView(sequelize, id));
  });

  /**
   * The spin (a call the user waits on, DESIGN §1): stage a `spin` command for the session fan, wait up to
   * COMMAND_TIMEOUT_MS for the worker's draw, answer `data.success` with the drawn amount. A client-sent likes
   * value is ignored. Still pending at the bound: 202 (the result comes as `spin:result`).
   */
  r.post('/creditSpinWheelLikes', requireFan, sendLimit, async (req, res) => {
    refuseOtherUser(req);
    spinBody.parse(req.body ?? {});
    const me = sessionUser(req);
    const key = idempotencyKeyOrNew(req, 'spin');
    if (!req.get('idempotency-key')) {
      // A fresh spin: answer at once when there is plainly no chance left (the worker decides for real).
      const { chancesLeft } = await chancesLeftOf(sequelize, me.id);
      if (chancesLeft < 1) {
        res.status(409).json({
          error: {
            code: 'no_spin_chances',
            message: 'You have no spin chances left. Invite a friend or earn a star.',
          },
          data: { success: false },
        });
        return;
      }
    }
    const { command } = await runCommand(
      deps,
      { userId: me.id, kind: 'spin', idempotencyKey: key, payload: { fanUserId: me.id } },
      { waitMs: deps.config.COMMAND_TIMEOUT_MS },
    );
    const answer = spinAnswer(command);
    res.setHeader('Location', `/api/commands/${command.id}`);
    if (command.status === 'failed') {
      res.status(command.error?.code === 'forbidden' ? 403 : 409).json(answer);
      return;
    }
    res.status(command.status === 'applied' ? 200 : 202).json(answer);
  });

  return r;
}
