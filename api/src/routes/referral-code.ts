import { DomainError, type CommandView, type SpinAnswer } from '@fanlift/core';
import { chancesLeftOf, recordReferral, rewardsDataOf, spinChancesView } from '@fanlift/db';
import { parseReferralCode } from '../auth/referral-code';
import { idempotencyKeyOrNew, runCommand } from '../commands/submit';
import { answer, refusal } from '../http/answer';
import { handle } from '../http/handle';
import { assertSelfOrAdmin } from '../http/self';
import type { Mount } from '../http/mount';
import { asDomainError, refuseOtherUser, stageReferralReward } from '../rewards/service';
import type { Request } from 'express';

/** Own data only (admins any). */
const ownRewards = (req: Request, id: number) =>
  assertSelfOrAdmin(req, id, 'You can only see your own rewards');

function spinAnswer(c: CommandView<'spin'>): SpinAnswer {
  const r = c.status === 'applied' ? c.result : null;
  return {
    data: {
      success: c.status === 'applied',
      likes: r?.likes ?? null,
      segmentIndex: r?.segmentIndex ?? null,
      balance: r?.balance ?? null,
      chancesLeft: r?.chancesLeft ?? null,
      spinId: r?.spinId ?? null,
    },
    commandId: c.commandId,
    status: c.status,
    error: c.error,
  };
}

const locationOf = (commandId: string) => ({ Location: `/api/commands/${commandId}` });

/** SPEC §7 Referrals and spin (DESIGN §5), the session user enforced whatever ids the body names. */
export function referralCodeRoutes(m: Mount): void {
  const { deps } = m;
  const { sequelize } = deps.db;
  const self = { check: refuseOtherUser };

  /** The invitee (session user) names the code of the friend who invited them. */
  handle(
    m,
    'POST /api/referralCode/createReferral',
    async ({ body, user: me }) => {
      const code = parseReferralCode(body.referralCode);
      if (!code) throw new DomainError('not_found', 'unknown_referral_code', 'No fan has this referral code');
      const out = await recordReferral(sequelize, me.id, code).catch((err: unknown) => {
        throw asDomainError(err);
      });
      // Already onboarded when the code was named: the reward is due now.
      const command = await stageReferralReward(deps, me.id);
      return answer(out.created ? 201 : 200, { ...out, rewardCommandId: command?.commandId ?? null });
    },
    self,
  );

  /** The session user's inviter is rewarded once they are onboarded (idempotent: one reward per invitee). */
  handle(
    m,
    'POST /api/referralCode/creditLikesUseReferral',
    async ({ user: me }) => {
      const command = await stageReferralReward(deps, me.id);
      if (!command)
        throw new DomainError(
          'conflict',
          'not_eligible',
          'Nothing to reward: no inviter, or onboarding is not finished',
        );
      return command;
    },
    self,
  );

  /** Admins grant spin chances to a fan. */
  handle(m, 'POST /api/referralCode/createSpinChances', async ({ body, user: me, req }) => {
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
    return answer(command.status === 'applied' ? 200 : 202, view, locationOf(command.id));
  });

  handle(m, 'GET /api/referralCode/getRewardsData/:id', async ({ params: { id }, req }) => {
    ownRewards(req, id);
    return rewardsDataOf(sequelize, id, deps.config.INVITER_EARN_LIKE);
  });

  handle(m, 'GET /api/referralCode/getSpinChances/:userId', async ({ params: { userId }, req }) => {
    ownRewards(req, userId);
    return spinChancesView(sequelize, userId);
  });

  /**
   * The spin (a call the user waits on, DESIGN §1): stage a `spin` command for the session fan, wait up to
   * COMMAND_TIMEOUT_MS for the worker's draw, answer `data.success` with the drawn amount. A client-sent likes
   * value is ignored. Still pending at the bound: 202 (the result comes as `spin:result`).
   */
  handle(
    m,
    'POST /api/referralCode/creditSpinWheelLikes',
    async ({ user: me, req }) => {
      const key = idempotencyKeyOrNew(req, 'spin');
      if (!req.get('idempotency-key')) {
        // A fresh spin: answer at once when there is plainly no chance left (the worker decides for real).
        const { chancesLeft } = await chancesLeftOf(sequelize, me.id);
        if (chancesLeft < 1)
          return refusal(409, {
            error: {
              code: 'no_spin_chances',
              message: 'You have no spin chances left. Invite a friend or earn a star.',
            },
            data: { success: false },
          });
      }
      const { command, view } = await runCommand(
        deps,
        { userId: me.id, kind: 'spin', idempotencyKey: key, payload: { fanUserId: me.id } },
        { waitMs: deps.config.COMMAND_TIMEOUT_MS },
      );
      const status =
        command.status === 'failed'
          ? command.error?.code === 'forbidden'
            ? 403
            : 409
          : command.status === 'applied'
            ? 200
            : 202;
      return answer(status, spinAnswer(view), locationOf(command.id));
    },
    self,
  );
}
