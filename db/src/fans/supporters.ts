/**
 * Supporters of an athlete or a school (top fans, supporter counts), read from the derived figures the ledger keeps
 * with every journal (migrations 0021, 0022): an index read whatever the number of journals.
 *
 * Likes come from the ledger (DESIGN §4): a school's likes are the stored balance of its account `school:{id}`;
 * an athlete's likes are the stored balance of `athlete:{id}`. "Who gave" is read from journals: a fan gave to a
 * recipient when one journal debits `fan:{userId}` and credits the recipient's account (the send-likes command
 * writes exactly such journals); per account in `ledger_supporters`, per school (its own account and its athletes',
 * a journal counted once) in `school_supporters`, their numbers in `derived_counts`. db/src/derived/checks.ts
 * recomputes them from the journals.
 */
import { type Sequelize } from 'sequelize';
import { type TopFan } from '@fanlift/core';
import { q } from '../sql';

/** Whose supporters: one athlete, or a school (its own account and, unless `schoolOnly`, its athletes'). */
export type SupportTarget = { athleteId: number } | { schoolId: number; schoolOnly?: boolean };

/** The rows of a target's supporters and the counter of their number. */
function source(target: SupportTarget): { from: string; count: string; bind: unknown[] } {
  if ('athleteId' in target || target.schoolOnly) {
    const key = 'athleteId' in target ? `athlete:${target.athleteId}` : `school:${target.schoolId}`;
    return {
      from: `ledger_supporters g WHERE g.account_id = (SELECT id FROM ledger_accounts WHERE key = $1)`,
      count: `SELECT fanlift_count('account_supporters', (SELECT id FROM ledger_accounts WHERE key = $1)) AS n`,
      bind: [key],
    };
  }
  return {
    from: `school_supporters g WHERE g.school_id = $1`,
    count: `SELECT fanlift_count('school_supporters', $1) AS n`,
    bind: [target.schoolId],
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
  const s = source(target);
  const rows = await q(sequelize)<{
    fanId: number;
    firstName: string | null;
    lastName: string | null;
    likes: number;
  }>(
    `SELECT u.id AS "fanId", u.first_name AS "firstName", u.last_name AS "lastName", g.likes
       FROM (SELECT g.user_id, g.likes FROM ${s.from}
              AND EXISTS (SELECT 1 FROM users u WHERE u.id = g.user_id)
              ORDER BY g.likes DESC, g.user_id ASC LIMIT $${s.bind.length + 1}) g
       JOIN users u ON u.id = g.user_id
      ORDER BY g.likes DESC, u.id ASC`,
    [...s.bind, Math.max(1, Math.min(limit, 100))],
  );
  return rows.map((r) => ({
    fanId: r.fanId,
    name: displayName(r.firstName, r.lastName),
    likes: Number(r.likes),
  }));
}

/** Number of distinct fans who gave to the target. */
export async function countSupporters(sequelize: Sequelize, target: SupportTarget): Promise<number> {
  const s = source(target);
  const [row] = await q(sequelize)<{ n: number | string | null }>(s.count, s.bind);
  return Number(row?.n ?? 0);
}
