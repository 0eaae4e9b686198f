import type { AthleteUpdate, Thank } from '@fanlift/core';

/** The columns of an update as the api answers it (joined with its athlete and goal). */
export const UPDATE_SELECT = `
  SELECT u.id::int AS id, u.athlete_id AS "athleteId", a.full_name AS "athleteName", a.photo_url AS "athletePhotoUrl",
         u.body, u.photo_url AS "photoUrl", u.audience, u.allocation_id AS "goalId", al.name AS "goalName",
         al.goal_likes AS "goalLikes", u.hidden_at IS NOT NULL AS hidden, u.created_at AS "createdAt"
    FROM athlete_updates u
    JOIN athlete_profiles a ON a.id = u.athlete_id
    LEFT JOIN athlete_allocations al ON al.id = u.allocation_id`;

export interface UpdateRow {
  id: number;
  athleteId: number;
  athleteName: string;
  athletePhotoUrl: string | null;
  body: string;
  photoUrl: string | null;
  audience: AthleteUpdate['audience'];
  goalId: number | null;
  goalName: string | null;
  goalLikes: number | string | null;
  hidden: boolean;
  createdAt: Date | string;
}

export function toUpdate(r: UpdateRow): AthleteUpdate {
  return {
    id: Number(r.id),
    athlete: { id: r.athleteId, name: r.athleteName, photoUrl: r.athletePhotoUrl },
    text: r.body,
    photoUrl: r.photoUrl,
    audience: r.audience,
    goal:
      r.goalId != null ? { id: r.goalId, name: r.goalName ?? '', goalLikes: Number(r.goalLikes ?? 0) } : null,
    hidden: r.hidden,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** The columns of a thank-you (joined with its athlete and batch). */
export const THANK_SELECT = `
  SELECT t.id::int AS id, t.athlete_id AS "athleteId", a.full_name AS "athleteName", a.photo_url AS "athletePhotoUrl",
         t.note, b.period_kind AS "periodKind", b.period_label AS "periodLabel", t.created_at AS "createdAt"
    FROM athlete_thanks t
    JOIN athlete_profiles a ON a.id = t.athlete_id
    LEFT JOIN athlete_thank_batches b ON b.id = t.batch_id`;

export interface ThankRow {
  id: number;
  athleteId: number;
  athleteName: string;
  athletePhotoUrl: string | null;
  note: string;
  periodKind: 'month' | 'season' | null;
  periodLabel: string | null;
  createdAt: Date | string;
}

export function toThank(r: ThankRow): Thank {
  return {
    id: Number(r.id),
    athlete: { id: r.athleteId, name: r.athleteName, photoUrl: r.athletePhotoUrl },
    note: r.note,
    period: r.periodKind && r.periodLabel ? { kind: r.periodKind, label: r.periodLabel } : null,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** Who is looking: a signed-in user (with the admin flag) or a visitor (null). */
export type Viewer = { userId: number; isAdmin: boolean } | null;

/** SQL: does user $u back athlete $a (a row in the derived ledger_supporters of `athlete:{a}`)? */
export const IS_SUPPORTER = (a: string, u: string) =>
  `EXISTS (SELECT 1 FROM ledger_supporters s WHERE s.user_id = ${u}
             AND s.account_id = (SELECT id FROM ledger_accounts WHERE key = 'athlete:' || ${a}))`;
