/**
 * The check of stored group ranks (`npm run brackets:check`, via checkBracket): each group's ranks are
 * recomputed from the recomputed global ranks (core's rankEntries, by checkBracket): a member's group rank is
 * 1 + the members with a strictly better global rank; members without an entry have none. Positions run 1..n
 * in rank order, members without an entry last, and the stored member count is the members'.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { cursorRows } from '../export/stream';

interface MemberRow {
  groupId: number;
  userId: number;
  rank: number | null;
  position: number;
  entryId: number | null;
}

/** How many of the sorted `xs` are below `x` (a binary search: groups of 10,000 check in linear time). */
function below(xs: number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function checkGroup(groupId: number, members: MemberRow[], rankOf: Map<number, number>): string[] {
  const problems: string[] = [];
  const global = members.map((m) => (m.entryId === null ? null : (rankOf.get(m.entryId) ?? null)));
  const known = global.filter((r): r is number => r !== null).sort((a, b) => a - b);
  members.forEach((m, i) => {
    const g = global[i];
    const want = g === null ? null : 1 + below(known, g);
    if (m.rank !== want)
      problems.push(`group ${groupId}: fan ${m.userId} has group rank ${m.rank}, recomputed ${want}`);
    if (m.position !== i + 1)
      problems.push(`group ${groupId}: positions are not 1..n (${m.position} at ${i + 1})`);
    const prev = members[i - 1];
    if (prev && (prev.rank === null ? m.rank !== null : m.rank !== null && m.rank < prev.rank))
      problems.push(`group ${groupId}: position ${m.position} (fan ${m.userId}) is out of rank order`);
  });
  return problems;
}

/** Problems of the stored groups of bracket `bracketId` (at most `limit`). */
export async function checkBracketGroups(
  sequelize: Sequelize,
  bracketId: number,
  rankOf: Map<number, number>,
  limit = 20,
): Promise<string[]> {
  const problems: string[] = [];
  const counts = await sequelize.query<{ id: number; stored: number; members: number }>(
    `SELECT g.id, g.member_count AS stored, (SELECT count(*)::int FROM bracket_group_members m WHERE m.group_id = g.id) AS members
       FROM bracket_groups g WHERE g.bracket_id = $1 AND g.member_count <>
            (SELECT count(*) FROM bracket_group_members m WHERE m.group_id = g.id)`,
    { bind: [bracketId], type: QueryTypes.SELECT },
  );
  for (const c of counts)
    problems.push(`group ${c.id}: member count ${c.stored} stored, ${c.members} members`);
  let group: MemberRow[] = [];
  const flush = () => {
    if (group.length) problems.push(...checkGroup(group[0].groupId, group, rankOf));
    group = [];
  };
  for await (const m of cursorRows<MemberRow>(
    sequelize,
    [
      {
        sql: `SELECT m.group_id AS "groupId", m.user_id AS "userId", m.rank, m.position, e.id AS "entryId"
                FROM bracket_groups g
                JOIN bracket_group_members m ON m.group_id = g.id
                LEFT JOIN bracket_entries e ON e.bracket_id = g.bracket_id AND e.user_id = m.user_id
               WHERE g.bracket_id = $1 ORDER BY m.group_id, m.position, m.user_id`,
        bind: [bracketId],
      },
    ],
    5000,
  )) {
    if (group.length && group[0].groupId !== m.groupId) flush();
    group.push(m);
    if (problems.length >= limit) break;
  }
  flush();
  return problems.slice(0, limit);
}
