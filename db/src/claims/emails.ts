/** The emails a claimant gets when an admin (or an invite) decides their claim request (DESIGN §5). */
import type { Transaction } from 'sequelize';
import { CLAIM_SUPPORT_EMAIL, emails } from '@fanlift/core';
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

const link = (opts: DecisionOptions, path: string) => `${opts.publicUrl.replace(/\/+$/, '')}${path}`;

/** Staged in the deciding transaction, once per request (key `claim-decision:{id}`). Answers the outbox id. */
export async function stageApproval(t: Transaction, to: ClaimantRef, opts: DecisionOptions): Promise<string> {
  const email = await stageEmail(t, {
    idempotencyKey: `claim-decision:${to.claimId}`,
    userId: to.userId,
    kind: 'claim-approved',
    to: to.email,
    ...emails.claimApproved({
      firstName: to.firstName,
      athleteName: to.athleteName,
      dashboardUrl: link(opts, '/athletes/home'),
    }),
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
    ...emails.claimRejected({ firstName: to.firstName, athleteName: to.athleteName, reason, next }),
  });
  return email.id;
}
