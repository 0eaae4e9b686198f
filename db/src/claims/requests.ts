/**
 * Profile claims need proof (DESIGN §5). An athlete asks to claim a pre-existing (seeded) profile with some
 * evidence (`requestClaim`); the profile stays unowned, its likes stay on its ledger account `athlete:{id}`
 * and nobody but admins reads its wallet until the claim is approved. Then the profile becomes the claimant's
 * (`approveClaim`), or the claimant is told why not (`rejectClaim`) and may ask again.
 *
 * Two kinds of proof reach the same code path, `approveClaim(…, { via })`:
 * - `via: 'admin'`: an admin reviewed the request at /admin/claims;
 * - `via: 'invite'`: a QR claim-invite made by an admin for this profile (issue 11, not built yet). Its redeem
 *   step will, in ONE transaction: mark the invite used (UNIQUE, so an invite proves one claim), create the
 *   claimant's request with `requestClaimIn(t, …)` (message: the invite) and call
 *   `approveClaimIn(t, requestId, { via: 'invite', inviteRef })`; the same locks, rules, audit row and
 *   email then apply as for an admin approval.
 *
 * Exactly one owner: the profile row is locked (FOR UPDATE) before anything else, athlete_profiles.user_id is
 * UNIQUE (one profile per user), profile_claims.athlete_profile_id is UNIQUE and claim_requests allows one
 * approved request per profile. Lock order everywhere here: profile, then user, then claim request rows.
 */
import { type Sequelize } from 'sequelize';
import { ALREADY_CLAIMED_MESSAGE, conflict, forbidden, notFound, type ClaimRequestView } from '@fanlift/core';
import { validId } from '../sql';
import { claimViewIn } from './views';
import { ALREADY_HAS_PROFILE_MESSAGE, select, uniqueToConflict, type Tx } from './claim-tx';

export { ALREADY_CLAIMED_MESSAGE, ALREADY_HAS_PROFILE_MESSAGE };

// ---------------------------------------------------------------------------------------------------------
// Requesting
// ---------------------------------------------------------------------------------------------------------

export interface ClaimRequestInput {
  athleteId: number;
  userId: number;
  message: string;
  schoolEmail?: string | null;
}

/**
 * Inside the caller's transaction: the claimant's pending request for the profile (created unless one is
 * pending already: one pending request per claimant per profile; asking again returns it). Refused when the
 * user is not an athlete (forbidden), already owns a profile (conflict already_has_profile), the profile does not exist
 * (not_found) or is owned (conflict already_claimed).
 */
export async function requestClaimIn(
  t: Tx,
  input: ClaimRequestInput,
): Promise<{ id: number; created: boolean }> {
  if (!validId(input.athleteId)) throw notFound('Athlete not found');
  const [profile] = await select<{ id: number; userId: number | null }>(
    t,
    `SELECT id, user_id AS "userId" FROM athlete_profiles WHERE id = $1`,
    [input.athleteId],
  );
  if (!profile) throw notFound('Athlete not found');
  // The user row lock serialises one user's requests (and their approvals).
  const [user] = await select<{ userType: string; owns: number | null }>(
    t,
    `SELECT u.user_type AS "userType", (SELECT id FROM athlete_profiles WHERE user_id = u.id) AS owns
       FROM users u WHERE u.id = $1 FOR NO KEY UPDATE OF u`,
    [input.userId],
  );
  if (!user) throw notFound('User not found');
  if (user.userType !== 'athlete') throw forbidden('Only athletes can claim an athlete profile.');
  if (user.owns === input.athleteId) throw conflict('already_owned', 'This profile is already yours.');
  if (user.owns != null) throw conflict('already_has_profile', ALREADY_HAS_PROFILE_MESSAGE);
  if (profile.userId != null) throw conflict('already_claimed', ALREADY_CLAIMED_MESSAGE);
  const [pending] = await select<{ id: string }>(
    t,
    `SELECT id FROM claim_requests WHERE user_id = $1 AND athlete_profile_id = $2 AND status = 'pending'`,
    [input.userId, input.athleteId],
  );
  if (pending) return { id: Number(pending.id), created: false };
  const [row] = await select<{ id: string }>(
    t,
    `INSERT INTO claim_requests (athlete_profile_id, user_id, message, school_email)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [input.athleteId, input.userId, input.message, input.schoolEmail ?? null],
  );
  return { id: Number(row.id), created: true };
}

export async function requestClaim(
  sequelize: Sequelize,
  input: ClaimRequestInput,
): Promise<{ claim: ClaimRequestView; created: boolean }> {
  try {
    return await sequelize.transaction(async (t) => {
      const { id, created } = await requestClaimIn(t, input);
      return { claim: (await claimViewIn(t, id))!, created };
    });
  } catch (err) {
    uniqueToConflict(err);
  }
}
