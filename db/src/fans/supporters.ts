/**
 * Supporters of an athlete or a school (top fans, supporter counts), read from ledger journals.
 *
 * Likes come from the ledger (DESIGN §4): a school's likes are the stored balance of its account `school:{id}`;
 * an athlete's likes are `athlete_profiles.likes_received` (kept in step with `athlete:{id}` by postJournal).
 * "Who gave" is read from journals: a fan gave to a recipient when one journal debits `fan:{userId}` and
 * credits the recipient's account (the send-likes command writes exactly such journals).
 */
import { type Sequelize } from 'sequelize';
import { type TopFan } from '@fanlift/core';
import { q } from '../sql';

/** Whose supporters: one athlete, or a school (its own account and, unless `schoolOnly`, its athletes'). */
export type SupportTarget = { athleteId: number } | { schoolId: number; schoolOnly?: boolean };

function targetAccounts(target: SupportTarget): { sql: string; bind: unknown[] } {
  if ('athleteId' in target)
    return { sql: `SELECT id FROM ledger_accounts WHERE key = $1`, bind: [`athlete:${target.athleteId}`] };
  if (target.schoolOnly)
    return { sql: `SELECT id FROM ledger_accounts WHERE key = $1`, bind: [`school:${target.schoolId}`] };
  return {
    sql: `SELECT id FROM ledger_accounts WHERE key = $1
          UNION ALL
          SELECT la.id FROM ledger_accounts la
            JOIN athlete_schools x ON x.athlete_profile_id = la.owner_id AND x.school_id = $2
           WHERE la.kind = 'athlete'`,
    bind: [`school:${target.schoolId}`, target.schoolId],
  };
}

/** The journals crediting the target, and what each fan was debited in them. */
function givenCte(target: SupportTarget): { sql: string; bind: unknown[] } {
  const t = targetAccounts(target);
  return {
    sql: `WITH target AS (${t.sql}),
      credited AS (
        SELECT DISTINCT e.journal_id FROM ledger_entries e JOIN target ON target.id = e.account_id WHERE e.amount > 0
      ),
      given AS (
        SELECT a.owner_id AS user_id, -e.amount AS likes
          FROM credited c
          JOIN ledger_entries e ON e.journal_id = c.journal_id AND e.amount < 0
          JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'fan'
      )`,
    bind: t.bind,
  };
}

export function displayName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (!first && !last) return 'A fan';
  if (!first) return `${last![0].toUpperCase()}.`;
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}

export async function topFans(sequelize: Sequelize, target: SupportTarget, limit = 10): Promise<TopFan[]> {
  const g = givenCte(target);
  const rows = await q(sequelize)<{
    fanId: number;
    firstName: string | null;
    lastName: string | null;
    likes: number;
  }>(
    `${g.sql}
     SELECT u.id AS "fanId", u.first_name AS "firstName", u.last_name AS "lastName", SUM(g.likes)::bigint AS likes
       FROM given g JOIN users u ON u.id = g.user_id
      GROUP BY u.id
      ORDER BY likes DESC, u.id ASC
      LIMIT $${g.bind.length + 1}`,
    [...g.bind, Math.max(1, Math.min(limit, 100))],
  );
  return rows.map((r) => ({
    fanId: r.fanId,
    name: displayName(r.firstName, r.lastName),
    likes: Number(r.likes),
  }));
}

/** Number of distinct fans who gave to the target. */
export async function countSupporters(sequelize: Sequelize, target: SupportTarget): Promise<number> {
  const g = givenCte(target);
  const [row] = await q(sequelize)<{ n: number }>(
    `${g.sql} SELECT count(DISTINCT user_id)::int AS n FROM given`,
    g.bind,
  );
  return row?.n ?? 0;
}
