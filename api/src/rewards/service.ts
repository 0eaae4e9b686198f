import { DomainError, type CommandView, type ErrorKind } from '@fanlift/core';
import { CommandRejectedError, inviteeState, type EmailLinks } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { onlyMe } from '../http/self';
import { runCommand } from '../commands/submit';

export const emailLinks = (deps: ApiDeps): EmailLinks => ({
  publicUrl: deps.config.PUBLIC_URL,
  secret: deps.config.EMAIL_LINK_SECRET,
});

/** DESIGN §6: whatever fanID/fanId/userId a rewards call's body names must be the session user (else 403). */
export const refuseOtherUser = onlyMe('You can only act on your own account', { blankIsNone: true });

const KIND_OF_REJECTION: Record<string, ErrorKind> = {
  not_found: 'not_found',
  unknown_referral_code: 'not_found',
  forbidden: 'forbidden',
  self_referral: 'invalid',
};

/** A domain refusal from db as the api's error (4xx, nothing changed). */
export function asDomainError(err: unknown): unknown {
  if (err instanceof CommandRejectedError)
    return new DomainError(KIND_OF_REJECTION[err.code] ?? 'conflict', err.code, err.message);
  return err;
}

/**
 * DESIGN §5 referral: once the invited fan is onboarded, stage the inviter's reward (a command of the inviter,
 * key `referral-reward:<invitee>`: the same invitee never stages two). Answers null when there is nothing to
 * reward (no inviter, not onboarded yet, not a fan).
 */
export async function stageReferralReward(
  deps: ApiDeps,
  inviteeId: number,
): Promise<CommandView<'referral-reward'> | null> {
  const s = await inviteeState(deps.db.sequelize, inviteeId);
  if (!s || s.userType !== 'fan' || s.referredBy == null || !s.onboarded) return null;
  const { view } = await runCommand(deps, {
    userId: s.referredBy,
    kind: 'referral-reward',
    idempotencyKey: `referral-reward:${inviteeId}`,
    payload: { inviterUserId: s.referredBy, inviteeUserId: inviteeId },
  });
  return view;
}

/** After a profile update: reward the inviter when this fan just onboarded. Never breaks the update. */
export async function afterFanUpdate(deps: ApiDeps, userId: number): Promise<void> {
  try {
    await stageReferralReward(deps, userId);
  } catch (err) {
    deps.logger.warn(
      { err: (err as Error).message, userId },
      'referral reward not staged; the fan can ask again',
    );
  }
}
