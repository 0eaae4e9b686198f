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
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import {
  ALREADY_CLAIMED_MESSAGE,
  AppError,
  CLAIM_SUPPORT_EMAIL,
  type AdminClaimView,
  type ClaimRequestView,
  type ClaimStatus,
  type ClaimVia,
} from '@fanlift/core';
import { stageEmail } from '../commands/email';
import { sequelizeOf } from '../ledger/tx';

export { ALREADY_CLAIMED_MESSAGE };
export const ALREADY_HAS_PROFILE_MESSAGE = 'You already have an athlete profile.';
const CLAIMANT_HAS_PROFILE_MESSAGE = 'The claimant already has an athlete profile.';
const OTHER_PROFILE_APPROVED_REASON = 'Your claim of another profile was approved.';

const MAX_INT = 2_147_483_647;
const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_INT;

type Tx = Transaction;
const select = <T extends object>(t: Tx, sql: string, bind: unknown[]) =>
  sequelizeOf(t).query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: t });

function uniqueToConflict(err: unknown): never {
  if (err instanceof UniqueConstraintError) {
    const where = `${err.parent?.message ?? ''} ${Object.keys(err.fields ?? {}).join(' ')}`;
    if (/claim_requests_one_pending/.test(where))
      throw new AppError(409, 'claim_pending', 'You already asked to claim this profile.');
    if (/athlete_profiles_user_id|user_id/.test(where) && !/profile_claims/.test(where))
      throw new AppError(409, 'already_has_profile', ALREADY_HAS_PROFILE_MESSAGE);
    throw new AppError(409, 'already_claimed', ALREADY_CLAIMED_MESSAGE);
  }
  throw err;
}

// ---------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------

interface ClaimRow {
  id: string | number;
  athleteId: number;
  userId: number;
  status: ClaimStatus;
  message: string;
  schoolEmail: string | null;
  reason: string | null;
  via: ClaimVia | null;
  createdAt: Date | string;
  decidedAt: Date | string | null;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  sport: string | null;
  position: string | null;
  class: number | null;
  highSchool: string | null;
  hometown: string | null;
  claimed: boolean;
  schools: string[] | null;
}

const CLAIM_SELECT = `SELECT c.id, c.athlete_profile_id AS "athleteId", c.user_id AS "userId", c.status, c.message,
    c.school_email AS "schoolEmail", c.reason, c.decided_via AS via, c.created_at AS "createdAt",
    c.decided_at AS "decidedAt", a.first_name AS "firstName", a.last_name AS "lastName", a.photo_url AS "photoUrl",
    a.sport, a.position, a.recruiting_class AS "class", a.high_school AS "highSchool", a.hometown,
    (a.user_id IS NOT NULL) AS claimed,
    ARRAY(SELECT s.name FROM athlete_schools x JOIN schools s ON s.id = x.school_id
           WHERE x.athlete_profile_id = a.id ORDER BY x.position, s.id) AS schools`;
const CLAIM_FROM = `FROM claim_requests c JOIN athlete_profiles a ON a.id = c.athlete_profile_id`;

const iso = (d: Date | string) => new Date(d).toISOString();

function toView(r: ClaimRow): ClaimRequestView {
  return {
    id: Number(r.id),
    athleteId: r.athleteId,
    athlete: {
      id: r.athleteId,
      firstName: r.firstName,
      lastName: r.lastName,
      photoUrl: r.photoUrl,
      sport: r.sport,
      position: r.position,
      class: r.class,
      highSchool: r.highSchool,
      hometown: r.hometown,
      schools: r.schools ?? [],
      claimed: r.claimed,
    },
    status: r.status,
    message: r.message,
    schoolEmail: r.schoolEmail,
    reason: r.reason,
    via: r.via,
    createdAt: iso(r.createdAt),
    decidedAt: r.decidedAt ? iso(r.decidedAt) : null,
  };
}

async function claimView(t: Tx, id: number): Promise<ClaimRequestView | null> {
  const [row] = await select<ClaimRow>(t, `${CLAIM_SELECT} ${CLAIM_FROM} WHERE c.id = $1`, [id]);
  return row ? toView(row) : null;
}

/** The user's claim requests, newest first. */
export async function listMyClaims(sequelize: Sequelize, userId: number): Promise<ClaimRequestView[]> {
  const rows = await sequelize.query<ClaimRow>(
    `${CLAIM_SELECT} ${CLAIM_FROM} WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 50`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  return rows.map(toView);
}

export async function countPendingClaims(sequelize: Sequelize): Promise<number> {
  const [row] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM claim_requests WHERE status = 'pending'`,
    { type: QueryTypes.SELECT },
  );
  return row?.n ?? 0;
}

interface AdminClaimRow extends ClaimRow {
  email: string;
  userFirstName: string | null;
  userLastName: string | null;
  emailVerified: boolean;
  userCreatedAt: Date | string;
  hasProfile: boolean;
  athleteLikes: string | number;
  competing: number;
  deciderId: number | null;
  deciderFirst: string | null;
  deciderLast: string | null;
  deciderEmail: string | null;
}

/** Requests for admins: pending ones oldest first (a queue); decided ones most recently decided first. */
export async function listClaimsForAdmin(
  sequelize: Sequelize,
  opts: { status: ClaimStatus | 'all'; limit: number },
): Promise<AdminClaimView[]> {
  const rows = await sequelize.query<AdminClaimRow>(
    `${CLAIM_SELECT}, u.email, u.first_name AS "userFirstName", u.last_name AS "userLastName",
       u.email_verified AS "emailVerified", u.created_at AS "userCreatedAt",
       EXISTS (SELECT 1 FROM athlete_profiles o WHERE o.user_id = u.id AND o.id <> a.id) AS "hasProfile",
       a.likes_received AS "athleteLikes",
       (SELECT count(*)::int FROM claim_requests o
         WHERE o.athlete_profile_id = c.athlete_profile_id AND o.status = 'pending' AND o.id <> c.id) AS competing,
       d.id AS "deciderId", d.first_name AS "deciderFirst", d.last_name AS "deciderLast", d.email AS "deciderEmail"
     ${CLAIM_FROM} JOIN users u ON u.id = c.user_id LEFT JOIN users d ON d.id = c.decided_by
     WHERE ($1 = 'all' OR c.status = $1)
     ORDER BY CASE WHEN c.status = 'pending' THEN 0 ELSE 1 END,
              CASE WHEN c.status = 'pending' THEN c.created_at END ASC,
              c.decided_at DESC NULLS LAST, c.id DESC
     LIMIT $2`,
    { bind: [opts.status, opts.limit], type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({
    ...toView(r),
    claimant: {
      id: r.userId,
      email: r.email,
      firstName: r.userFirstName,
      lastName: r.userLastName,
      emailVerified: r.emailVerified,
      createdAt: iso(r.userCreatedAt),
      hasProfile: r.hasProfile,
    },
    athleteLikes: Number(r.athleteLikes),
    competingRequests: r.competing,
    decidedBy:
      r.deciderId == null
        ? null
        : {
            id: r.deciderId,
            name:
              [r.deciderFirst, r.deciderLast].filter(Boolean).join(' ').trim() || (r.deciderEmail ?? ''),
          },
  }));
}

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
 * user is not an athlete (403), already owns a profile (409 already_has_profile), the profile does not exist
 * (404) or is owned (409 already_claimed).
 */
export async function requestClaimIn(
  t: Tx,
  input: ClaimRequestInput,
): Promise<{ id: number; created: boolean }> {
  if (!validId(input.athleteId)) throw new AppError(404, 'not_found', 'Athlete not found');
  const [profile] = await select<{ id: number; userId: number | null }>(
    t,
    `SELECT id, user_id AS "userId" FROM athlete_profiles WHERE id = $1`,
    [input.athleteId],
  );
  if (!profile) throw new AppError(404, 'not_found', 'Athlete not found');
  // The user row lock serialises one user's requests (and their approvals).
  const [user] = await select<{ userType: string; owns: number | null }>(
    t,
    `SELECT u.user_type AS "userType", (SELECT id FROM athlete_profiles WHERE user_id = u.id) AS owns
       FROM users u WHERE u.id = $1 FOR UPDATE OF u`,
    [input.userId],
  );
  if (!user) throw new AppError(404, 'not_found', 'User not found');
  if (user.userType !== 'athlete')
    throw new AppError(403, 'forbidden', 'Only athletes can claim an athlete profile.');
  if (user.owns === input.athleteId)
    throw new AppError(409, 'already_owned', 'This profile is already yours.');
  if (user.owns != null) throw new AppError(409, 'already_has_profile', ALREADY_HAS_PROFILE_MESSAGE);
  if (profile.userId != null) throw new AppError(409, 'already_claimed', ALREADY_CLAIMED_MESSAGE);
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
      return { claim: (await claimView(t, id))!, created };
    });
  } catch (err) {
    uniqueToConflict(err);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Deciding
// ---------------------------------------------------------------------------------------------------------

/** The proof that approves a claim (see the file comment). */
export type ClaimApproval =
  | { via: 'admin'; adminUserId: number }
  | { via: 'invite'; /** the QR claim-invite that proved it */ inviteRef: string };

export interface DecisionOptions {
  /** The product's public origin, for the link in the claimant's email. */
  publicUrl: string;
}

export interface ClaimDecision {
  claim: ClaimRequestView;
  /** False when the request already had this outcome (the call is idempotent). */
  changed: boolean;
  /** The staged email to the claimant, to enqueue after commit. */
  emailId: string | null;
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
): Promise<{ changed: boolean; emailId: string | null }> {
  const [peek] = await select<{ athleteId: number; userId: number }>(
    t,
    `SELECT athlete_profile_id AS "athleteId", user_id AS "userId" FROM claim_requests WHERE id = $1`,
    [claimId],
  );
  if (!peek) throw new AppError(404, 'not_found', 'Claim request not found');
  const [profile] = await select<{ userId: number | null; firstName: string; lastName: string }>(
    t,
    `SELECT user_id AS "userId", first_name AS "firstName", last_name AS "lastName"
       FROM athlete_profiles WHERE id = $1 FOR UPDATE`,
    [peek.athleteId],
  );
  const [user] = await select<{ email: string; firstName: string | null; owns: number | null }>(
    t,
    `SELECT u.email, u.first_name AS "firstName", (SELECT id FROM athlete_profiles WHERE user_id = u.id) AS owns
       FROM users u WHERE u.id = $1 FOR UPDATE OF u`,
    [peek.userId],
  );
  const claim = await lockClaim(t, claimId);
  if (!claim || !profile || !user) throw new AppError(404, 'not_found', 'Claim request not found');
  if (claim.status === 'approved') return { changed: false, emailId: null };
  if (profile.userId != null && profile.userId !== claim.userId)
    throw new AppError(409, 'already_claimed', ALREADY_CLAIMED_MESSAGE);
  if (claim.status !== 'pending')
    throw new AppError(409, 'claim_decided', `This claim request was already ${claim.status}.`);
  if (user.owns != null) throw new AppError(409, 'already_has_profile', CLAIMANT_HAS_PROFILE_MESSAGE);

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
  await select(
    t,
    `UPDATE claim_requests SET status = 'rejected', reason = $3, decided_by = $4, decided_at = now(), updated_at = now()
      WHERE athlete_profile_id = $1 AND status = 'pending' AND id <> $2 RETURNING id`,
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
  const email = await stageEmail(t, {
    idempotencyKey: `claim-decision:${claimId}`,
    userId: claim.userId,
    kind: 'claim-approved',
    to: user.email,
    subject: 'Your Fanlift profile claim was approved',
    text: `${hello(user.firstName ?? profile.firstName)}\n\nYour claim of the athlete profile of ${name} was approved: the profile is yours now, with every like fans gave it.\n\nOpen your dashboard: ${link(opts, '/athletes/home')}\n`,
  });
  return { changed: true, emailId: email.id };
}

export async function approveClaim(
  sequelize: Sequelize,
  claimId: number,
  approval: ClaimApproval,
  opts: DecisionOptions,
): Promise<ClaimDecision> {
  if (!validId(claimId)) throw new AppError(404, 'not_found', 'Claim request not found');
  try {
    return await sequelize.transaction(async (t) => {
      const { changed, emailId } = await approveClaimIn(t, claimId, approval, opts);
      return { claim: (await claimView(t, claimId))!, changed, emailId };
    });
  } catch (err) {
    uniqueToConflict(err);
  }
}

/**
 * Reject a pending request with the reason the claimant will read (they may ask again). Rejecting a rejected
 * request again changes nothing; a request already approved or cancelled is a 409.
 */
export async function rejectClaim(
  sequelize: Sequelize,
  claimId: number,
  input: { adminUserId: number; reason: string },
  opts: DecisionOptions,
): Promise<ClaimDecision> {
  if (!validId(claimId)) throw new AppError(404, 'not_found', 'Claim request not found');
  return sequelize.transaction(async (t) => {
    const claim = await lockClaim(t, claimId);
    if (!claim) throw new AppError(404, 'not_found', 'Claim request not found');
    if (claim.status === 'rejected') return { claim: (await claimView(t, claimId))!, changed: false, emailId: null };
    if (claim.status !== 'pending')
      throw new AppError(409, 'claim_decided', `This claim request was already ${claim.status}.`);
    await select(
      t,
      `UPDATE claim_requests SET status = 'rejected', reason = $2, decided_by = $3, decided_at = now(), updated_at = now()
        WHERE id = $1 RETURNING id`,
      [claimId, input.reason, input.adminUserId],
    );
    const view = (await claimView(t, claimId))!;
    const [user] = await select<{ email: string; firstName: string | null }>(
      t,
      `SELECT email, first_name AS "firstName" FROM users WHERE id = $1`,
      [claim.userId],
    );
    const name = `${view.athlete.firstName} ${view.athlete.lastName}`.trim();
    const email = await stageEmail(t, {
      idempotencyKey: `claim-decision:${claimId}`,
      userId: claim.userId,
      kind: 'claim-rejected',
      to: user.email,
      subject: 'Your Fanlift profile claim was not approved',
      text: `${hello(user.firstName)}\n\nWe could not approve your claim of the athlete profile of ${name}.\n\nReason: ${input.reason}\n\nYou can ask again with more details at ${link(opts, `/athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=${claim.athleteId}`)} or write to ${CLAIM_SUPPORT_EMAIL}.\n`,
    });
    return { claim: view, changed: true, emailId: email.id };
  });
}

const hello = (firstName: string | null | undefined) => (firstName ? `Hi ${firstName},` : 'Hi,');
const link = (opts: DecisionOptions, path: string) => `${opts.publicUrl.replace(/\/+$/, '')}${path}`;
