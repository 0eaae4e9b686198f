/**
 * Athlete updates (issue 29 item 1): the owner of a claimed profile posts; the profile shows them with
 * supporters-only posts filtered on the server (only fans who gave, the athlete and admins); admins hide them.
 * Reads are keyset pages over the (athlete_id, id) index.
 */
import type { Sequelize } from 'sequelize';
import type { AthleteUpdate, UpdateAudience } from '@fanlift/core';
import { q } from '../sql';
import { IS_SUPPORTER, UPDATE_SELECT, toUpdate, type UpdateRow, type Viewer } from './rows';

/** The athlete profile the user owns (claimed: athlete_profiles.user_id), or null. */
export async function ownedAthleteOf(sequelize: Sequelize, userId: number): Promise<number | null> {
  const [row] = await q(sequelize)<{ id: number }>(`SELECT id FROM athlete_profiles WHERE user_id = $1`, [
    userId,
  ]);
  return row?.id ?? null;
}

export type CreateUpdateResult =
  { ok: true; update: AthleteUpdate } | { ok: false; reason: 'no_allocation' | 'goal_reached' };

export async function createUpdate(
  sequelize: Sequelize,
  input: {
    athleteId: number;
    authorUserId: number;
    text: string;
    audience: UpdateAudience;
    photoUrl: string | null;
    allocationId: number | null;
  },
): Promise<CreateUpdateResult> {
  return sequelize.transaction(async (transaction) => {
    if (input.allocationId != null) {
      const [al] = await q(sequelize)<{ id: number }>(
        `SELECT id FROM athlete_allocations WHERE id = $1 AND athlete_profile_id = $2`,
        [input.allocationId, input.athleteId],
        transaction,
      );
      if (!al) return { ok: false, reason: 'no_allocation' } as const;
    }
    const [ins] = await q(sequelize)<{ id: number }>(
      `INSERT INTO athlete_updates (athlete_id, author_user_id, body, photo_url, audience, allocation_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (allocation_id) WHERE allocation_id IS NOT NULL DO NOTHING RETURNING id::int AS id`,
      [input.athleteId, input.authorUserId, input.text, input.photoUrl, input.audience, input.allocationId],
      transaction,
    );
    if (!ins) return { ok: false, reason: 'goal_reached' } as const;
    const [row] = await q(sequelize)<UpdateRow>(`${UPDATE_SELECT} WHERE u.id = $1`, [ins.id], transaction);
    return { ok: true, update: toUpdate(row) } as const;
  });
}

/** May the viewer see the athlete's supporters-only posts (and, as owner or admin, hidden ones)? */
export async function updateAccess(
  sequelize: Sequelize,
  athleteId: number,
  viewer: Viewer,
): Promise<{ supporters: boolean; hidden: boolean }> {
  if (!viewer) return { supporters: false, hidden: false };
  if (viewer.isAdmin) return { supporters: true, hidden: true };
  const [row] = await q(sequelize)<{ owner: boolean; supporter: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM athlete_profiles WHERE id = $1 AND user_id = $2) AS owner,
            ${IS_SUPPORTER('$1::text', '$2')} AS supporter`,
    [athleteId, viewer.userId],
  );
  return { supporters: row.owner || row.supporter, hidden: row.owner };
}

/** A page of an athlete's updates the viewer may see, newest first (keyset on id). */
export async function athleteUpdatesPage(
  sequelize: Sequelize,
  athleteId: number,
  viewer: Viewer,
  page: { before?: number; limit: number },
) {
  const access = await updateAccess(sequelize, athleteId, viewer);
  const rows = await q(sequelize)<UpdateRow>(
    `${UPDATE_SELECT}
      WHERE u.athlete_id = $1 AND u.id < $2
        AND ($3::boolean OR u.audience = 'everyone') AND ($4::boolean OR u.hidden_at IS NULL)
      ORDER BY u.id DESC LIMIT $5`,
    [athleteId, page.before ?? Number.MAX_SAFE_INTEGER, access.supporters, access.hidden, page.limit + 1],
  );
  const more = rows.length > page.limit;
  const updates = rows.slice(0, page.limit).map(toUpdate);
  return {
    updates,
    nextBefore: more ? updates[updates.length - 1].id : null,
    seesSupportersOnly: access.supporters,
  };
}

export type UpdateForViewer =
  { status: 'ok'; update: AthleteUpdate } | { status: 'missing' | 'signed_out' | 'supporters_only' };

/** One update as the viewer may see it: hidden ones are missing to others; supporters-only are refused. */
export async function updateForViewer(
  sequelize: Sequelize,
  updateId: number,
  viewer: Viewer,
): Promise<UpdateForViewer> {
  const [row] = await q(sequelize)<UpdateRow>(`${UPDATE_SELECT} WHERE u.id = $1`, [updateId]);
  if (!row) return { status: 'missing' };
  const access = await updateAccess(sequelize, row.athleteId, viewer);
  if (row.hidden && !access.hidden) return { status: 'missing' };
  if (row.audience === 'supporters' && !access.supporters)
    return { status: viewer ? 'supporters_only' : 'signed_out' };
  return { status: 'ok', update: toUpdate(row) };
}

/** Hide an update (or show it again); null when there is no such update. */
export async function setUpdateHidden(
  sequelize: Sequelize,
  updateId: number,
  adminUserId: number,
  hidden: boolean,
): Promise<AthleteUpdate | null> {
  await sequelize.query(
    `UPDATE athlete_updates SET hidden_at = CASE WHEN $2::boolean THEN COALESCE(hidden_at, now()) END,
            hidden_by = CASE WHEN $2::boolean THEN $3::int END
      WHERE id = $1`,
    { bind: [updateId, hidden, adminUserId] },
  );
  const [row] = await q(sequelize)<UpdateRow>(`${UPDATE_SELECT} WHERE u.id = $1`, [updateId]);
  return row ? toUpdate(row) : null;
}

/** Updates that reached the user (a delivery row each), newest first: "updates from athletes I back". */
export async function updatesReceivedPage(
  sequelize: Sequelize,
  userId: number,
  page: { before?: number; limit: number },
) {
  const rows = await q(sequelize)<UpdateRow>(
    `${UPDATE_SELECT}
       JOIN athlete_update_deliveries d ON d.update_id = u.id AND d.user_id = $1
      WHERE d.update_id < $2 AND u.hidden_at IS NULL
      ORDER BY d.update_id DESC LIMIT $3`,
    [userId, page.before ?? Number.MAX_SAFE_INTEGER, page.limit + 1],
  );
  const more = rows.length > page.limit;
  const updates = rows.slice(0, page.limit).map(toUpdate);
  return { updates, nextBefore: more ? updates[updates.length - 1].id : null, seesSupportersOnly: true };
}

/** The athlete's goal-reached posts the viewer may see (one per allocation at most: few rows). */
export async function goalPostsOf(
  sequelize: Sequelize,
  athleteId: number,
  viewer: Viewer,
): Promise<AthleteUpdate[]> {
  const access = await updateAccess(sequelize, athleteId, viewer);
  const rows = await q(sequelize)<UpdateRow>(
    `${UPDATE_SELECT}
      WHERE u.athlete_id = $1 AND u.allocation_id IS NOT NULL
        AND ($2::boolean OR u.audience = 'everyone') AND ($3::boolean OR u.hidden_at IS NULL)
      ORDER BY u.id DESC`,
    [athleteId, access.supporters, access.hidden],
  );
  return rows.map(toUpdate);
}
