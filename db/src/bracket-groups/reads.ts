/**
 * Reading bracket groups (issue 29 item 6). Every read is an index read bounded by its page: a group's
 * leaderboard reads (group_id, position) from `after` for `limit` rows, its total is the stored member count,
 * a fan's groups read (user_id), the public search reads (bracket_id, name_key, id) from the keyset. Ranks are
 * stored (migration 0060), so a 10,000-member group answers like a 10-member one.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import type {
  BracketGroup,
  BracketGroupBoard,
  BracketGroupMember,
  BracketGroupSearch,
  BracketGroupSummary,
  BracketKind,
  MyBracketGroups,
} from '@fanlift/core';
import { bracketRow } from '../brackets/load';
import { DISPLAY_NAME } from '../brackets/leaderboard';
import { hidden, loadGroup, tokenMatches, visibleGroup, type GroupRow, type Viewer } from './access';

export const summaryOf = (g: GroupRow): BracketGroupSummary => ({
  id: g.id,
  kind: g.kind,
  name: g.name,
  visibility: g.visibility,
  memberCount: g.memberCount,
  ownerName: g.ownerName,
});

export function groupView(g: GroupRow, viewer: Viewer): BracketGroup {
  const member = g.myRank !== undefined;
  return {
    ...summaryOf(g),
    createdAt: new Date(g.createdAt).toISOString(),
    me: member ? { rank: g.myRank ?? null, owner: g.ownerId === viewer.userId } : null,
    inviteToken: member || viewer.admin ? g.inviteToken : null,
  };
}

/** GET /api/bracket-groups/{id} */
export async function bracketGroup(sequelize: Sequelize, groupId: number, viewer: Viewer) {
  return groupView(await visibleGroup(sequelize, groupId, viewer), viewer);
}

/** The group an invite link names: its summary when the token is the group's, else a 404. */
export async function bracketGroupInvite(
  sequelize: Sequelize,
  groupId: number,
  token: string,
): Promise<BracketGroupSummary> {
  const g = await loadGroup(sequelize, groupId, null);
  if (!g || !tokenMatches(g, token)) throw hidden();
  return summaryOf(g);
}

/** $1 group id, $2 after position, $3 limit. */
export const GROUP_BOARD_SQL = `
  SELECT m.rank, m.position, m.user_id AS "fanId", ${DISPLAY_NAME} AS name, COALESCE(r.score, 0) AS score,
         COALESCE(r.correct, 0) AS correct, COALESCE(e.picks_made, 0) AS "picksMade",
         m.user_id = g.owner_id AS owner
    FROM bracket_group_members m
    JOIN bracket_groups g ON g.id = m.group_id
    JOIN users u ON u.id = m.user_id
    LEFT JOIN bracket_entries e ON e.bracket_id = g.bracket_id AND e.user_id = m.user_id
    LEFT JOIN bracket_ranks r ON r.entry_id = e.id
   WHERE m.group_id = $1 AND m.position > $2
   ORDER BY m.position
   LIMIT $3`;

/** GET /api/bracket-groups/{id}/leaderboard */
export async function bracketGroupBoard(
  sequelize: Sequelize,
  groupId: number,
  viewer: Viewer,
  page: { after: number; limit: number },
): Promise<BracketGroupBoard> {
  const g = await visibleGroup(sequelize, groupId, viewer);
  const rows = await sequelize.query<BracketGroupMember>(GROUP_BOARD_SQL, {
    bind: [groupId, page.after, page.limit + 1],
    type: QueryTypes.SELECT,
  });
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return { rows: shown, total: g.memberCount, next: more ? shown[shown.length - 1].position : null };
}

const SUMMARY_COLUMNS = `g.id, b.kind, g.name, g.visibility, g.member_count AS "memberCount",
  ${DISPLAY_NAME} AS "ownerName"`;

/** GET /api/bracket-groups/mine: the fan's groups (of one bracket, or all), by name. */
export async function myBracketGroups(
  sequelize: Sequelize,
  userId: number,
  kind?: BracketKind,
): Promise<MyBracketGroups> {
  const bracketId = kind ? (await bracketRow({ sequelize }, kind)).id : null;
  const rows = await sequelize.query<BracketGroupSummary & { rank: number | null; owner: boolean }>(
    `SELECT ${SUMMARY_COLUMNS}, m.rank, g.owner_id = m.user_id AS owner
       FROM bracket_group_members m
       JOIN bracket_groups g ON g.id = m.group_id
       JOIN brackets b ON b.id = g.bracket_id
       JOIN users u ON u.id = g.owner_id
      WHERE m.user_id = $1 AND ($2::int IS NULL OR g.bracket_id = $2)
      ORDER BY g.name_key, g.id`,
    { bind: [userId, bracketId], type: QueryTypes.SELECT },
  );
  return { groups: rows.map(({ rank, owner, ...s }) => ({ ...s, me: { rank, owner } })) };
}

const likePrefix = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function parseAfter(after: string | undefined): [string, number] {
  if (!after) return ['', 0];
  try {
    const v: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (Array.isArray(v) && typeof v[0] === 'string' && Number.isInteger(v[1])) return [v[0], Number(v[1])];
  } catch {
    // An unreadable cursor starts from the beginning.
  }
  return ['', 0];
}

/** GET /api/bracket-groups: public groups of a bracket whose name starts with `q`, keyset by (name, id). */
export async function searchBracketGroups(
  sequelize: Sequelize,
  query: { kind: BracketKind; q?: string; after?: string; limit: number },
): Promise<BracketGroupSearch> {
  const b = await bracketRow({ sequelize }, query.kind);
  const [afterKey, afterId] = parseAfter(query.after);
  const rows = await sequelize.query<BracketGroupSummary & { key: string }>(
    `SELECT ${SUMMARY_COLUMNS}, g.name_key AS key
       FROM bracket_groups g
       JOIN brackets b ON b.id = g.bracket_id
       JOIN users u ON u.id = g.owner_id
      WHERE g.bracket_id = $1 AND g.visibility = 'public' AND g.name_key LIKE $2
        AND (g.name_key, g.id) > ($3::text COLLATE "C", $4::int)
      ORDER BY g.name_key, g.id
      LIMIT $5`,
    {
      bind: [b.id, likePrefix(query.q ?? ''), afterKey, afterId, query.limit + 1],
      type: QueryTypes.SELECT,
    },
  );
  const more = rows.length > query.limit;
  const shown = rows.slice(0, query.limit);
  const last = shown[shown.length - 1];
  return {
    groups: shown.map(({ key: _key, ...s }) => s),
    next: more && last ? Buffer.from(JSON.stringify([last.key, last.id])).toString('base64url') : null,
  };
}
