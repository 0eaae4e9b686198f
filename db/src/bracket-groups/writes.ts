/**
 * Changing bracket groups (issue 29 item 6). Each change is one transaction; the members' triggers (migration
 * 0060) keep the member count and re-rank the group in it, so a join or a leave is seen ranked at once.
 */
import { randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  BRACKET_GROUPS_PER_FAN,
  conflict,
  forbidden,
  type BracketGroup,
  type BracketGroupCreateBody,
} from '@fanlift/core';
import { bracketRow } from '../brackets/load';
import { canSee, hidden, loadGroup, tokenMatches, type GroupRow, type Viewer } from './access';
import { groupView } from './reads';

/** A fresh invite token: 128 random bits, base64url (22 characters). */
export const newInviteToken = () => randomBytes(16).toString('base64url');

async function checkRoom(sequelize: Sequelize, t: Transaction, userId: number, bracketId: number) {
  const [row] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bracket_group_members m JOIN bracket_groups g ON g.id = m.group_id
      WHERE m.user_id = $1 AND g.bracket_id = $2`,
    { bind: [userId, bracketId], type: QueryTypes.SELECT, transaction: t },
  );
  if (row.n >= BRACKET_GROUPS_PER_FAN)
    throw conflict(
      'too_many_groups',
      `A fan can be in at most ${BRACKET_GROUPS_PER_FAN} groups of a bracket.`,
    );
}

const addMember = (sequelize: Sequelize, t: Transaction, groupId: number, userId: number) =>
  sequelize.query(
    `INSERT INTO bracket_group_members (group_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    { bind: [groupId, userId], transaction: t },
  );

async function reload(sequelize: Sequelize, groupId: number, viewer: Viewer): Promise<BracketGroup> {
  const g = await loadGroup(sequelize, groupId, viewer.userId);
  if (!g) throw hidden();
  return groupView(g, viewer);
}

/** A fan creates a group of the current bracket of `kind`: owner and first member. */
export async function createBracketGroup(
  sequelize: Sequelize,
  userId: number,
  body: BracketGroupCreateBody,
): Promise<BracketGroup> {
  const b = await bracketRow({ sequelize }, body.kind);
  const id = await sequelize.transaction(async (t) => {
    await checkRoom(sequelize, t, userId, b.id);
    const [g] = await sequelize.query<{ id: number }>(
      `INSERT INTO bracket_groups (bracket_id, name, visibility, owner_id, invite_token)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      {
        bind: [b.id, body.name, body.visibility, userId, newInviteToken()],
        type: QueryTypes.SELECT,
        transaction: t,
      },
    );
    await addMember(sequelize, t, g.id, userId);
    return g.id;
  });
  return reload(sequelize, id, { userId, admin: false });
}

/**
 * A fan joins a group: a public one as is, a private one with its invite token (another group's token or a
 * guessed one is a 404, as is a private group without one). Joining again changes nothing.
 */
export async function joinBracketGroup(
  sequelize: Sequelize,
  userId: number,
  groupId: number,
  token: string | undefined,
): Promise<BracketGroup> {
  await sequelize.transaction(async (t) => {
    const g = await loadGroup(sequelize, groupId, userId, t);
    if (!g) throw hidden();
    if (g.myRank !== undefined) return;
    if (g.visibility === 'private' && !tokenMatches(g, token)) throw hidden();
    await checkRoom(sequelize, t, userId, g.bracketId);
    await addMember(sequelize, t, groupId, userId);
  });
  return reload(sequelize, groupId, { userId, admin: false });
}

async function lockedGroup(sequelize: Sequelize, t: Transaction, groupId: number, viewer: Viewer) {
  const g = await loadGroup(sequelize, groupId, viewer.userId, t);
  if (!g || !canSee(g, viewer)) throw hidden();
  return g;
}

/** The owner leaving: the longest member (then lowest id) takes the group over; the last one out removes it. */
async function ownerLeaves(sequelize: Sequelize, t: Transaction, g: GroupRow) {
  const [heir] = await sequelize.query<{ userId: number }>(
    `SELECT user_id AS "userId" FROM bracket_group_members WHERE group_id = $1 AND user_id <> $2
      ORDER BY joined_at, user_id LIMIT 1`,
    { bind: [g.id, g.ownerId], type: QueryTypes.SELECT, transaction: t },
  );
  if (!heir) {
    await sequelize.query('DELETE FROM bracket_groups WHERE id = $1', { bind: [g.id], transaction: t });
    return;
  }
  await sequelize.query('UPDATE bracket_groups SET owner_id = $2 WHERE id = $1', {
    bind: [g.id, heir.userId],
    transaction: t,
  });
}

/**
 * A member leaves (`fanId` is the caller) or the owner (or an admin) removes a member. The owner cannot be
 * removed by others: an admin removes the group instead.
 */
export async function removeBracketGroupMember(
  sequelize: Sequelize,
  viewer: Viewer & { userId: number },
  groupId: number,
  fanId: number,
): Promise<void> {
  await sequelize.transaction(async (t) => {
    const g = await lockedGroup(sequelize, t, groupId, viewer);
    const self = fanId === viewer.userId;
    if (!self && g.ownerId !== viewer.userId && !viewer.admin)
      throw forbidden('Only the group’s owner can remove members.');
    if (!self && fanId === g.ownerId)
      throw forbidden('The owner cannot be removed; remove the group instead.');
    const [gone] = await sequelize.query<{ userId: number }>(
      'DELETE FROM bracket_group_members WHERE group_id = $1 AND user_id = $2 RETURNING user_id AS "userId"',
      { bind: [groupId, fanId], type: QueryTypes.SELECT, transaction: t },
    );
    if (!gone) throw hidden();
    if (fanId === g.ownerId) await ownerLeaves(sequelize, t, g);
  });
}

/** The owner or an admin removes a group (its memberships go with it). */
export async function removeBracketGroup(
  sequelize: Sequelize,
  viewer: Viewer,
  groupId: number,
): Promise<void> {
  await sequelize.transaction(async (t) => {
    const g = await lockedGroup(sequelize, t, groupId, viewer);
    if (g.ownerId !== viewer.userId && !viewer.admin)
      throw forbidden('Only the group’s owner or an admin can remove it.');
    await sequelize.query('DELETE FROM bracket_groups WHERE id = $1', { bind: [groupId], transaction: t });
  });
}
