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

/** Unclaimed profiles whose first and last names start with the given text (case-insensitive); exact matches first. */
export async function findClaimableAthletes(
  sequelize: Sequelize,
  input: { firstName?: string; lastName?: string; limit?: number },
): Promise<ClaimableAthlete[]> {
  const first = input.firstName?.trim() ?? '';
  const last = input.lastName?.trim() ?? '';
  if (!first && !last) return [];
  // Only the names given become conditions (a generic plan of "$1 = '' OR ..." scans every profile), and a
  // first name also matches full_name (implied by the two name conditions) so its trigram index is used.
  const params: (string | number)[] = [first, last, Math.max(1, Math.min(input.limit ?? 20, 50))];
  const where = ['a.user_id IS NULL'];
  const cond = (sql: (n: string) => string, value: string) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (first) {
    cond((n) => `a.first_name ILIKE ${n}`, `${escapeLike(first)}%`);
    cond((n) => `a.full_name ILIKE ${n}`, `${escapeLike(first)}%${last ? ` ${escapeLike(last)}%` : ''}`);
  }
  if (last) cond((n) => `a.last_name ILIKE ${n}`, `${escapeLike(last)}%`);
  const rows = await q(sequelize)<AthleteRow>(
    `${ATHLETE_SELECT}
      WHERE ${where.join(' AND ')}
      ORDER BY (lower(a.first_name) = lower($1) AND lower(a.last_name) = lower($2)) DESC,
               (lower(a.last_name) = lower($2)) DESC, a.ranking ASC NULLS LAST, a.id ASC
      LIMIT $3`,
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
