/** The emails a claimant gets when an admin (or an invite) decides their claim request (DESIGN §5). */
import type { Transaction } from 'sequelize';
import { CLAIM_SUPPORT_EMAIL } from '@fanlift/core';
import { stageEmail } from '../commands/email';

export interface DecisionOptions {
  /** The product's public origin, for the links in the claimant's email. */
  publicUrl: string;
}

export interface ClaimantRef {
  claimId: number;
  userId: number;
  email: string;
  firstName: string | null;
  athleteName: string;
}

const hello = (firstName: string | null | undefined) => (firstName ? `Hi ${firstName},` : 'Hi,');
const link = (opts: DecisionOptions, path: string) => `${opts.publicUrl.replace(/\/+$/, '')}${path}`;

/** Staged in the deciding transaction, once per request (key `claim-decision:{id}`). Answers the outbox id. */
export async function stageApproval(t: Transaction, to: ClaimantRef, opts: DecisionOptions): Promise<string> {
  const email = await stageEmail(t, {
    idempotencyKey: `claim-decision:${to.claimId}`,
    userId: to.userId,
    kind: 'claim-approved',
    to: to.email,
    subject: 'Your Fanlift profile claim was approved',
    text: `${hello(to.firstName)}\n\nYour claim of the athlete profile of ${to.athleteName} was approved: the profile is yours now, with every like fans gave it.\n\nOpen your dashboard: ${link(opts, '/athletes/home')}\n`,
  });
  return email.id;
}

/**
 * The request was turned down, with the reason. `retryAthleteId` given: the claimant may ask again for that
 * profile (an admin's rejection); otherwise the profile went to someone else and only support can help.
 */
export async function stageRejection(
  t: Transaction,
  to: ClaimantRef & { retryAthleteId?: number },
  reason: string,
  opts: DecisionOptions,
): Promise<string> {
  const next =
    to.retryAthleteId !== undefined
      ? `You can ask again with more details at ${link(opts, `/athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=${to.retryAthleteId}`)} or write to ${CLAIM_SUPPORT_EMAIL}.`
      : `If this profile is yours, write to ${CLAIM_SUPPORT_EMAIL}.`;
  const email = await stageEmail(t, {
    idempotencyKey: `claim-decision:${to.claimId}`,
    userId: to.userId,
    kind: 'claim-rejected',
    to: to.email,
    subject: 'Your Fanlift profile claim was not approved',
    text: `${hello(to.firstName)}\n\nWe could not approve your claim of the athlete profile of ${to.athleteName}.\n\nReason: ${reason}\n\n${next}\n`,
  });
  return email.id;
}
