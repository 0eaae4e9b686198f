/** Deciding a claim request (DESIGN §5): approve (by an admin, or later a claim invite) or reject. */
import { type Sequelize } from 'sequelize';
import {
  ALREADY_CLAIMED_MESSAGE,
  conflict,
  notFound,
  type ClaimRequestView,
  type ClaimStatus,
} from '@fanlift/core';
import { validId } from '../sql';
import { claimViewIn } from './views';
import { stageApproval, stageRejection, type DecisionOptions } from './emails';
import {
  CLAIMANT_HAS_PROFILE_MESSAGE,
  OTHER_PROFILE_APPROVED_REASON,
  select,
  uniqueToConflict,
  type Tx,
} from './claim-tx';

export type { DecisionOptions };

// ---------------------------------------------------------------------------------------------------------
// Deciding
// ---------------------------------------------------------------------------------------------------------

/** The proof that approves a claim (see the file comment). */
export type ClaimApproval =
  | { via: 'admin'; adminUserId: number }
  | { via: 'invite'; /** the QR claim-invite that proved it */ inviteRef: string };

export interface ClaimDecision {
  claim: ClaimRequestView;
  /** False when the request already had this outcome (the call is idempotent). */
  changed: boolean;
  /** The staged emails (the claimant's and those of competing claimants turned down), to enqueue after commit. */
  emailIds: string[];
  /** The claimant, on an approval (it may fill in their names). */
  claimantUserId?: number;
}

interface LockedClaim {
  id: string;
  userId: number;
  athleteId: number;
  status: ClaimStatus;
}

async function lockClaim(t: Tx, claimId: number): Promise<LockedClaim | null> {
  const [c] = await select<LockedClaim>(
    t,
    `SELECT id, user_id AS "userId", athlete_profile_id AS "athleteId", status
       FROM claim_requests WHERE id = $1 FOR UPDATE`,
    [claimId],
  );
  return c ?? null;
}

/**
 * Inside the caller's transaction: make the profile the claimant's, record the proof (profile_claims with the
 * request), close what competes with it (other pending requests for the profile are rejected as already
 * claimed; the claimant's other pending requests are cancelled) and stage the claimant's email.
 * Approving an approved request again changes nothing (changed: false).
 */
export async function approveClaimIn(
  t: Tx,
  claimId: number,
  approval: ClaimApproval,
  opts: DecisionOptions,
): Promise<{ changed: boolean; emailIds: string[]; claimantUserId: number }> {
  const [peek] = await select<{ athleteId: number; userId: number }>(
    t,
    `SELECT athlete_profile_id AS "athleteId", user_id AS "userId" FROM claim_requests WHERE id = $1`,
    [claimId],
  );
  if (!peek) throw notFound('Claim request not found');
  const [profile] = await select<{ userId: number | null; firstName: string; lastName: string }>(
    t,
    `SELECT user_id AS "userId", first_name AS "firstName", last_name AS "lastName"
       FROM athlete_profiles WHERE id = $1 FOR UPDATE`,
    [peek.athleteId],
  );
  const [user] = await select<{ email: string; firstName: string | null; owns: number | null }>(
    t,
    `SELECT u.email, u.first_name AS "firstName", (SELECT id FROM athlete_profiles WHERE user_id = u.id) AS owns
       FROM users u WHERE u.id = $1 FOR NO KEY UPDATE OF u`,
    [peek.userId],
  );
  const claim = await lockClaim(t, claimId);
  if (!claim || !profile || !user) throw notFound('Claim request not found');
  if (claim.status === 'approved') return { changed: false, emailIds: [], claimantUserId: peek.userId };
  if (profile.userId != null && profile.userId !== claim.userId)
    throw conflict('already_claimed', ALREADY_CLAIMED_MESSAGE);
  if (claim.status !== 'pending')
    throw conflict('claim_decided', `This claim request was already ${claim.status}.`);
  if (user.owns != null) throw conflict('already_has_profile', CLAIMANT_HAS_PROFILE_MESSAGE);

  const adminId = approval.via === 'admin' ? approval.adminUserId : null;
  const inviteRef = approval.via === 'invite' ? approval.inviteRef : null;
  await select(
    t,
    `UPDATE athlete_profiles SET user_id = $2, claimed_at = now(), updated_at = now()
      WHERE id = $1 AND user_id IS NULL RETURNING id`,
    [claim.athleteId, claim.userId],
  );
  await select(
    t,
    `INSERT INTO profile_claims (athlete_profile_id, user_id, source, claim_request_id)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [claim.athleteId, claim.userId, approval.via, claimId],
  );
  await select(
    t,
    `UPDATE claim_requests SET status = 'approved', decided_via = $2, decided_by = $3, invite_ref = $4,
            decided_at = now(), updated_at = now()
      WHERE id = $1 RETURNING id`,
    [claimId, approval.via, adminId, inviteRef],
  );
  const turnedDown = await select<{ id: string; userId: number; email: string; firstName: string | null }>(
    t,
    `UPDATE claim_requests c SET status = 'rejected', reason = $3, decided_by = $4, decided_at = now(), updated_at = now()
       FROM users u
      WHERE u.id = c.user_id AND c.athlete_profile_id = $1 AND c.status = 'pending' AND c.id <> $2
      RETURNING c.id, c.user_id AS "userId", u.email, u.first_name AS "firstName"`,
    [claim.athleteId, claimId, ALREADY_CLAIMED_MESSAGE, adminId],
  );
  await select(
    t,
    `UPDATE claim_requests SET status = 'cancelled', reason = $3, decided_at = now(), updated_at = now()
      WHERE user_id = $1 AND status = 'pending' AND id <> $2 RETURNING id`,
    [claim.userId, claimId, OTHER_PROFILE_APPROVED_REASON],
  );
  await select(
    t,
    `UPDATE users SET first_name = COALESCE(NULLIF(first_name, ''), $2),
                      last_name = COALESCE(NULLIF(last_name, ''), $3), updated_at = now()
      WHERE id = $1 RETURNING id`,
    [claim.userId, profile.firstName, profile.lastName],
  );
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const emailIds = [
    await stageApproval(
      t,
      {
        claimId,
        userId: claim.userId,
        email: user.email,
        firstName: user.firstName ?? profile.firstName,
        athleteName: name,
      },
      opts,
    ),
  ];
  for (const other of turnedDown)
    emailIds.push(
      await stageRejection(
        t,
        {
          claimId: Number(other.id),
          userId: other.userId,
          email: other.email,
          firstName: other.firstName,
          athleteName: name,
        },
        ALREADY_CLAIMED_MESSAGE,
        opts,
      ),
    );
  return { changed: true, emailIds, claimantUserId: peek.userId };
}

export async function approveClaim(
  sequelize: Sequelize,
  claimId: number,
  approval: ClaimApproval,
  opts: DecisionOptions,
): Promise<ClaimDecision> {
  if (!validId(claimId)) throw notFound('Claim request not found');
  try {
    return await sequelize.transaction(async (t) => {
      const { changed, emailIds, claimantUserId } = await approveClaimIn(t, claimId, approval, opts);
      return { claim: (await claimViewIn(t, claimId))!, changed, emailIds, claimantUserId };
    });
  } catch (err) {
    uniqueToConflict(err);
  }
}

/**
 * Reject a pending request with the reason the claimant will read (they may ask again). Rejecting a rejected
 * request again changes nothing; a request already approved or cancelled is a conflict (claim_decided).
 */
export async function rejectClaim(
  sequelize: Sequelize,
  claimId: number,
  input: { adminUserId: number; reason: string },
  opts: DecisionOptions,
): Promise<ClaimDecision> {
  if (!validId(claimId)) throw notFound('Claim request not found');
  return sequelize.transaction(async (t) => {
    const claim = await lockClaim(t, claimId);
    if (!claim) throw notFound('Claim request not found');
    if (claim.status === 'rejected')
      return { claim: (await claimViewIn(t, claimId))!, changed: false, emailIds: [] };
    if (claim.status !== 'pending')
      throw conflict('claim_decided', `This claim request was already ${claim.status}.`);
    await select(
      t,
      `UPDATE claim_requests SET status = 'rejected', reason = $2, decided_by = $3, decided_at = now(), updated_at = now()
        WHERE id = $1 RETURNING id`,
      [claimId, input.reason, input.adminUserId],
    );
    const view = (await claimViewIn(t, claimId))!;
    const [user] = await select<{ email: string; firstName: string | null }>(
      t,
      `SELECT email, first_name AS "firstName" FROM users WHERE id = $1`,
      [claim.userId],
    );
    const athleteName = `${view.athlete.firstName} ${view.athlete.lastName}`.trim();
    const emailId = await stageRejection(
      t,
      {
        claimId,
        userId: claim.userId,
        email: user.email,
        firstName: user.firstName,
        athleteName,
        retryAthleteId: claim.athleteId,
      },
      input.reason,
      opts,
    );
    return { claim: view, changed: true, emailIds: [emailId] };
  });
}
