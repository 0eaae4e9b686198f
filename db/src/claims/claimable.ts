/** The search for unclaimed athlete profiles by name (SPEC §2 /new-athlete, /claim-athlete). */
import { ATHLETE_SELECT, type AthleteRow } from '../athletes/profiles';
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
  const rows = await q(sequelize)<AthleteRow>(
    `${ATHLETE_SELECT}
      WHERE a.user_id IS NULL
        AND ($1 = '' OR a.first_name ILIKE $2)
        AND ($3 = '' OR a.last_name ILIKE $4)
      ORDER BY (lower(a.first_name) = lower($1) AND lower(a.last_name) = lower($3)) DESC,
               (lower(a.last_name) = lower($3)) DESC, a.ranking ASC NULLS LAST, a.id ASC
      LIMIT $5`,
    [
      first,
      `${escapeLike(first)}%`,
      last,
      `${escapeLike(last)}%`,
      Math.max(1, Math.min(input.limit ?? 20, 50)),
    ],
  );
  return rows.map((r) => ({
    id: r.id,
    user: { firstName: r.firstName, lastName: r.lastName },
    firstName: r.firstName,
    lastName: r.lastName,
    photoUrl: r.photoUrl,
    sport: r.sport,
    position: r.position,
    class: r.class,
    rating: r.rating,
    hometown: r.hometown,
    highSchool: r.highSchool,
    schools: (r.schools ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      logo: schoolLogoUrl(s.id),
      conference: s.conference,
    })),
  }));
}
