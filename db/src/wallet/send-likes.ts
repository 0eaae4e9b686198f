import type { Transaction } from 'sequelize';
import {
  DomainError,
  platformFeeLikes,
  sendLikesPayloadSchema,
  type CommandResult,
  type WalletTransaction,
} from '@fanlift/core';
import { commandCauseKey, CommandRejectedError } from '../commands/kinds';
import type { Command } from '../commands';
import { paidResult, payFromWallet } from '../ledger/sends';
import { sequelizeOf } from '../ledger/tx';
import { recordLikesGiven, type StarsOutcome } from '../rewards/milestones';
import type { EmailLinks } from '../rewards/unsubscribe';
import { resolveSendRecipient, type SendRecipient } from './send-recipient';

export interface AppliedSend {
  fanUserId: number;
  result: CommandResult<'send-likes'>;
  /** The fan's `used` wallet transaction, as `wallet:balance` sends it. */
  transaction: WalletTransaction | null;
  /** The stars this send earned (recorded in the same transaction). */
  stars: StarsOutcome;
}

/**
 * The general path of a send-likes command (DESIGN §5 spending), inside the command's transaction: the fan's
 * likes go to an athlete (optionally one of their allocations) or a school in one journal (cause `cmd:<id>`)
 * with the fan's `used` transaction, and count toward the fan's stars (each recorded once). With a platform fee
 * (config PLATFORM_FEE_PERCENT) the journal books it to platform:fees and the recipient gets the rest. The common case
 * also has a one-statement path (applySendLikesInOneTrip) that writes the same rows.
 */
export async function applySendLikes(
  t: Transaction,
  command: Command,
  opts: { starThresholds: readonly number[]; links: EmailLinks; feePercent?: number },
): Promise<AppliedSend> {
  const p = sendLikesPayloadSchema.parse(command.payload);
  if (command.userId !== p.fanUserId)
    throw new CommandRejectedError('forbidden', 'A fan can only spend their own likes');
  let to: SendRecipient;
  try {
    to = await resolveSendRecipient(sequelizeOf(t), p, t);
  } catch (err) {
    if (err instanceof DomainError && err.kind === 'not_found')
      throw new CommandRejectedError('not_found', err.message);
    throw err;
  }
  const meta = { athleteId: to.athleteId, allocationId: p.allocationId ?? null, schoolId: to.schoolId };
  const paid = await payFromWallet(t, {
    fanUserId: p.fanUserId,
    to: to.account,
    likes: p.likes,
    cause: { kind: 'send-likes', key: commandCauseKey(command.id), commandId: command.id, meta },
    paymentName: to.paymentName,
    walletMeta: { commandId: command.id, ...meta },
    feeLikes: platformFeeLikes(p.likes, opts.feePercent ?? 0),
  });
  const stars = await recordLikesGiven(t, p.fanUserId, p.likes, opts.starThresholds, opts.links);
  return {
    fanUserId: p.fanUserId,
    result: {
      ...paidResult(p.likes, paid),
      ...meta,
      recipientLikes: paid.recipientBalance ?? 0,
    },
    transaction: paid.transaction,
    stars,
  };
}
