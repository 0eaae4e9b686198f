/** The search for unclaimed athlete profiles by name (SPEC §2 /new-athlete, /claim-athlete). */
import { ATHLETE_SELECT, athleteCard, type AthleteRow } from '../athletes/profiles';
import { type Sequelize } from 'sequelize';
import { type ClaimableAthlete } from '@fanlift/core';
import { schoolLogoUrl } from '../serializers';
import { q } from '../sql';

const escapeLike = (s: string) =>
  s
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Unclaimed profiles whose first and last names start with the given text (case-insensitive): the exact last
 * name first (the exact first name among them first), then the others, each best ranking first.
 *
 * Two bounded reads instead of one sort of every match (issue 27: a common name among 1,000,000 athletes matched
 * 14,000 profiles, sorted per request in 160 ms): the exact last name is an equality range of the name index, and
 * the other matches are either read in ranking order until the page is full (a common prefix) or fetched through
 * the prefix index (migration 0130) and sorted (a rare one), whichever the planner finds cheaper.
 */
export async function findClaimableAthletes(
  sequelize: Sequelize,
  input: { firstName?: string; lastName?: string; limit?: number },
): Promise<ClaimableAthlete[]> {
  const first = input.firstName?.trim() ?? '';
  const last = input.lastName?.trim() ?? '';
  if (!first && !last) return [];
  // Only the names given become conditions (a generic plan of "$1 = '' OR ..." scans every profile).
  const params: (string | number)[] = [Math.max(1, Math.min(input.limit ?? 20, 50))];
  const where = ['a.user_id IS NULL'];
  const cond = (sql: (n: string) => string, value: string) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (first) {
    cond((n) => `lower(a.first_name) LIKE ${n}`, `${escapeLike(first.toLowerCase())}%`);
    // A first name alone: the trigram index of full_name may find it (with a last name, the prefix index does).
    if (!last) cond((n) => `a.full_name ILIKE ${n}`, `${escapeLike(first)}%`);
  }
  if (last) cond((n) => `lower(a.last_name) LIKE ${n}`, `${escapeLike(last.toLowerCase())}%`);
  const matches = where.join(' AND ');
  let ids = `SELECT a.id, 1 AS part, false AS exact, a.ranking FROM athlete_profiles a WHERE ${matches}
        ORDER BY a.ranking ASC NULLS LAST, a.id ASC LIMIT $1`;
  if (last) {
    const n = params.push(first.toLowerCase(), last.toLowerCase());
    const [f, l] = [`$${n - 1}`, `$${n}`];
    ids = `(SELECT a.id, 0 AS part, lower(a.first_name) = ${f} AS exact, a.ranking FROM athlete_profiles a
         WHERE ${matches} AND lower(a.last_name) = ${l}
         ORDER BY exact DESC, a.ranking ASC NULLS LAST, a.id ASC LIMIT $1)
       UNION ALL
       (SELECT a.id, 1, false, a.ranking FROM athlete_profiles a
         WHERE ${matches} AND lower(a.last_name) <> ${l}
         ORDER BY a.ranking ASC NULLS LAST, a.id ASC LIMIT $1)`;
  }
  const rows = await q(sequelize)<AthleteRow>(
    `${ATHLETE_SELECT}
      JOIN (SELECT * FROM (${ids}) m ORDER BY m.part, m.exact DESC, m.ranking ASC NULLS LAST, m.id LIMIT $1) m
        ON m.id = a.id
      ORDER BY m.part, m.exact DESC, m.ranking ASC NULLS LAST, m.id`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    user: { firstName: r.firstName, lastName: r.lastName },
    ...athleteCard(r),
    schools: (r.schools ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      logo: schoolLogoUrl(s.id),
      conference: s.conference,
    })),
  }));
}
