import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { DomainError, type CommandKind, type CommandPayload, type ErrorKind } from '@fanlift/core';
import { CommandRejectedError, inviteeState, stageCommand, type Command, type EmailLinks } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { sessionUser } from '../middleware/auth';
import { idempotencyKeySchema, tryEnqueue, waitForCommand } from '../wallet/commands';

export const emailLinks = (deps: ApiDeps): EmailLinks => ({
  publicUrl: deps.config.PUBLIC_URL,
  secret: deps.config.EMAIL_LINK_SECRET,
});

/** DESIGN §6: whatever fanID/fanId/userId the body names must be the session user (else 403). */
export function refuseOtherUser(req: Request, fields = ['fanID', 'fanId', 'userId']): void {
  const me = sessionUser(req);
  const body = (req.body ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    const v = body[field];
    if (v === undefined || v === null || v === '') continue;
    if (String(v) !== String(me.id))
      throw new DomainError('forbidden', 'forbidden', 'You can only act on your own account');
  }
}

/** The request's Idempotency-Key, or a fresh one (each press is then its own command). */
export function idempotencyKeyOrNew(req: Request, prefix: string): string {
  const header = req.get('idempotency-key');
  if (header === undefined) return `${prefix}:${randomUUID()}`;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new DomainError(
      'invalid',
      'validation_error',
      parsed.error.issues[0]?.message ?? 'Bad Idempotency-Key',
    );
  return parsed.data;
}

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

/** Stage a command under `userId` (once per key), enqueue it, and optionally wait for its outcome. */
export async function stageAndRun<K extends CommandKind>(
  deps: ApiDeps,
  input: { userId: number; kind: K; idempotencyKey: string; payload: CommandPayload<K> },
  opts: { waitMs?: number } = {},
): Promise<{ command: Command; created: boolean }> {
  let staged: Awaited<ReturnType<typeof stageCommand>>;
  try {
    staged = await stageCommand(deps.db.sequelize, {
      ...input,
      payload: input.payload as Record<string, unknown>,
    });
  } catch (err) {
    if (err instanceof DomainError) throw err;
    deps.logger.error({ err: (err as Error).message, kind: input.kind }, 'could not stage command');
    throw new DomainError(
      'unavailable',
      'unavailable',
      'Could not record your request; nothing was done. Try again.',
    );
  }
  let command = staged.command;
  if (command.status === 'pending') await tryEnqueue(deps, command.id);
  if (opts.waitMs && command.status === 'pending')
    command = (await waitForCommand(deps, command.id, opts.waitMs)) ?? command;
  return { command, created: staged.created };
}

/**
 * DESIGN §5 referral: once the invited fan is onboarded, stage the inviter's reward (a command of the inviter,
 * key `referral-reward:<invitee>`: the same invitee never stages two). Answers null when there is nothing to
 * reward (no inviter, not onboarded yet, not a fan).
 */
export async function stageReferralReward(deps: ApiDeps, inviteeId: number): Promise<Command | null> {
  const s = await inviteeState(deps.db.sequelize, inviteeId);
  if (!s || s.userType !== 'fan' || s.referredBy == null || !s.onboarded) return null;
  const { command } = await stageAndRun(deps, {
    userId: s.referredBy,
    kind: 'referral-reward',
    idempotencyKey: `referral-reward:${inviteeId}`,
    payload: { inviterUserId: s.referredBy, inviteeUserId: inviteeId },
  });
  return command;
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
