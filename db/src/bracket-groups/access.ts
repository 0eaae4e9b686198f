/**
 * Who sees a bracket group (issue 29 item 6): a public group anyone; a private group its members and admins,
 * and whoever holds its invite token (compared in constant time). Everyone else is told it does not exist.
 */
import { timingSafeEqual } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { notFound, type BracketGroupVisibility, type BracketKind } from '@fanlift/core';
import { DISPLAY_NAME } from '../brackets/leaderboard';

export interface GroupRow {
  id: number;
  bracketId: number;
  kind: BracketKind;
  name: string;
  visibility: BracketGroupVisibility;
  ownerId: number;
  ownerName: string;
  inviteToken: string;
  memberCount: number;
  createdAt: Date;
  /** The viewer's membership: their group rank, null without a bracket; undefined when not a member. */
  myRank: number | null | undefined;
}

export interface Viewer {
  userId: number | null;
  admin: boolean;
}

export const hidden = () => notFound('No such group.');

/** $1 group id, $2 viewer id (or null). */
const GROUP_SQL = `
  SELECT g.id, g.bracket_id AS "bracketId", b.kind, g.name, g.visibility, g.owner_id AS "ownerId",
         ${DISPLAY_NAME} AS "ownerName", g.invite_token AS "inviteToken", g.member_count AS "memberCount",
         g.created_at AS "createdAt", m.user_id IS NOT NULL AS "isMember", m.rank AS "myRank"
    FROM bracket_groups g
    JOIN brackets b ON b.id = g.bracket_id
    JOIN users u ON u.id = g.owner_id
    LEFT JOIN bracket_group_members m ON m.group_id = g.id AND m.user_id = $2
   WHERE g.id = $1`;

/** A group as stored (null: none), with the viewer's membership; `lock` locks the group row. */
export async function loadGroup(
  sequelize: Sequelize,
  groupId: number,
  userId: number | null,
  t?: Transaction,
): Promise<GroupRow | null> {
  const [row] = await sequelize.query<GroupRow & { isMember: boolean }>(
    t ? `${GROUP_SQL} FOR UPDATE OF g` : GROUP_SQL,
    { bind: [groupId, userId], type: QueryTypes.SELECT, transaction: t },
  );
  if (!row) return null;
  const { isMember, ...group } = row;
  return { ...group, myRank: isMember ? row.myRank : undefined };
}

/** Whether `token` is the group's invite token (constant time; both are 22 characters once validated). */
export function tokenMatches(group: GroupRow, token: string | undefined): boolean {
  if (token === undefined) return false;
  const want = Buffer.from(group.inviteToken);
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The group if the viewer may see it, else a 404 (a private group's existence is not told). */
export async function visibleGroup(sequelize: Sequelize, groupId: number, viewer: Viewer): Promise<GroupRow> {
  const g = await loadGroup(sequelize, groupId, viewer.userId);
  if (!g || !canSee(g, viewer)) throw hidden();
  return g;
}

export const canSee = (g: GroupRow, viewer: Viewer) =>
  g.visibility === 'public' || viewer.admin || g.myRank !== undefined;
