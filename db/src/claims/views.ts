/**
 * Reading claim requests (DESIGN §5 "Profile claims need proof"): the claimant's own requests and the admins'
 * review queue. The commands (request, approve, reject) live in claims.ts.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type {
  AdminClaimFilter,
  AdminClaimView,
  ClaimRequestView,
  ClaimStatus,
  ClaimVia,
} from '@fanlift/core';
import { athleteCard, type AthleteCardRow } from '../athletes/profiles';
import { sequelizeOf } from '../ledger/tx';
import { schoolLogoUrl } from '../serializers';

interface ClaimRow extends AthleteCardRow {
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
  claimed: boolean;
  schools: { id: number; name: string }[] | null;
}

const CLAIM_SELECT = `SELECT c.id, c.athlete_profile_id AS "athleteId", c.user_id AS "userId", c.status, c.message,
    c.school_email AS "schoolEmail", c.reason, c.decided_via AS via, c.created_at AS "createdAt",
    c.decided_at AS "decidedAt", a.first_name AS "firstName", a.last_name AS "lastName", a.photo_url AS "photoUrl",
    a.sport, a.position, a.recruiting_class AS "class", a.star_rating AS rating, a.high_school AS "highSchool", a.hometown,
    (a.user_id IS NOT NULL) AS claimed,
    (SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY x.position, s.id)
       FROM athlete_schools x JOIN schools s ON s.id = x.school_id WHERE x.athlete_profile_id = a.id) AS schools`;
const CLAIM_FROM = `FROM claim_requests c JOIN athlete_profiles a ON a.id = c.athlete_profile_id`;

const iso = (d: Date | string) => new Date(d).toISOString();

function toView(r: ClaimRow): ClaimRequestView {
  return {
    id: Number(r.id),
    athleteId: r.athleteId,
    athlete: {
      id: r.athleteId,
      ...athleteCard(r),
      schools: (r.schools ?? []).map((x) => ({ id: x.id, name: x.name, logo: schoolLogoUrl(x.id) })),
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

/** One request as its claimant sees it, inside the caller's transaction. */
export async function claimViewIn(t: Transaction, id: number): Promise<ClaimRequestView | null> {
  const [row] = await sequelizeOf(t).query<ClaimRow>(`${CLAIM_SELECT} ${CLAIM_FROM} WHERE c.id = $1`, {
    bind: [id],
    type: QueryTypes.SELECT,
    transaction: t,
  });
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

const FILTER = `($1 = 'all' OR c.status = $1 OR ($1 = 'decided' AND c.status <> 'pending'))`;

/** How many requests match an admin filter (default: pending, the review queue). */
export async function countClaims(
  sequelize: Sequelize,
  filter: AdminClaimFilter = 'pending',
): Promise<number> {
  const [row] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM claim_requests c WHERE ${FILTER}`,
    { bind: [filter], type: QueryTypes.SELECT },
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
  opts: { status: AdminClaimFilter; limit: number; offset?: number },
): Promise<AdminClaimView[]> {
  const rows = await sequelize.query<AdminClaimRow>(
    `${CLAIM_SELECT}, u.email, u.first_name AS "userFirstName", u.last_name AS "userLastName",
       u.email_verified AS "emailVerified", u.created_at AS "userCreatedAt",
       EXISTS (SELECT 1 FROM athlete_profiles o WHERE o.user_id = u.id AND o.id <> a.id) AS "hasProfile",
       COALESCE(fanlift_balance_of('athlete:' || a.id), 0) AS "athleteLikes",
       (SELECT count(*)::int FROM claim_requests o
         WHERE o.athlete_profile_id = c.athlete_profile_id AND o.status = 'pending' AND o.id <> c.id) AS competing,
       d.id AS "deciderId", d.first_name AS "deciderFirst", d.last_name AS "deciderLast", d.email AS "deciderEmail"
     ${CLAIM_FROM} JOIN users u ON u.id = c.user_id LEFT JOIN users d ON d.id = c.decided_by
     WHERE ${FILTER}
     ORDER BY CASE WHEN c.status = 'pending' THEN 0 ELSE 1 END,
              CASE WHEN c.status = 'pending' THEN c.created_at END ASC,
              c.decided_at DESC NULLS LAST, c.id DESC
     LIMIT $2 OFFSET $3`,
    { bind: [opts.status, opts.limit, opts.offset ?? 0], type: QueryTypes.SELECT },
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
            name: [r.deciderFirst, r.deciderLast].filter(Boolean).join(' ').trim() || (r.deciderEmail ?? ''),
          },
  }));
}
