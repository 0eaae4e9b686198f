/** Schools with their likes (the ledger balance of `school:{id}` plus their athletes'), and fans' selected schools. */
import { type Sequelize } from 'sequelize';
import { invalid, type SchoolDetail, type SchoolLikes, type SchoolWithLikes } from '@fanlift/core';
import { getSchool, listSchools } from './schools';
import { q } from '../sql';

export async function schoolLikesMap(
  sequelize: Sequelize,
  ids?: number[],
): Promise<Map<number, SchoolLikes>> {
  const rows = await q(sequelize)<{ id: number; likes: number; athleteLikes: number }>(
    // The school's account (stored balance, exact) and its athletes' likes (derived_counts, migration 0022).
    `SELECT s.id, COALESCE(fanlift_balance_of('school:' || s.id), 0)::bigint AS likes,
            fanlift_count('school_athlete_likes', s.id) AS "athleteLikes"
       FROM schools s
      WHERE ($1::int[] IS NULL OR s.id = ANY($1::int[]))`,
    [ids ?? null],
  );
  return new Map(
    rows.map((r) => {
      const likes = Number(r.likes);
      const athleteLikes = Number(r.athleteLikes);
      return [r.id, { likes, athleteLikes, totalLikes: likes + athleteLikes }];
    }),
  );
}

const NO_LIKES: SchoolLikes = { likes: 0, athleteLikes: 0, totalLikes: 0 };

export async function getSchoolWithLikes(sequelize: Sequelize, id: number): Promise<SchoolWithLikes | null> {
  const school = await getSchool(sequelize, id);
  if (!school) return null;
  const likes = (await schoolLikesMap(sequelize, [id])).get(id) ?? NO_LIKES;
  return { ...school, ...likes };
}

/** Every school with its likes, most liked first (then by name). */
export async function listSchoolsWithLikes(sequelize: Sequelize): Promise<SchoolWithLikes[]> {
  const [schools, likes] = await Promise.all([listSchools(sequelize), schoolLikesMap(sequelize)]);
  return schools
    .map((s) => ({ ...s, ...(likes.get(s.id) ?? NO_LIKES) }))
    .sort((a, b) => b.totalLikes - a.totalLikes || a.name.localeCompare(b.name) || a.id - b.id);
}

/** The school ids a fan selected, in the fan's order (the first is "my university"). */
export async function fanSchoolIds(sequelize: Sequelize, userId: number): Promise<number[]> {
  const rows = await q(sequelize)<{ id: number }>(
    `SELECT f.school_id AS id FROM fan_profiles fp JOIN fan_selected_schools f ON f.fan_profile_id = fp.id
      WHERE fp.user_id = $1 ORDER BY f.position, f.id`,
    [userId],
  );
  return rows.map((r) => r.id);
}

/** The fan's selected schools with their likes, in the fan's order. */
export async function fanSchoolsWithLikes(sequelize: Sequelize, userId: number): Promise<SchoolWithLikes[]> {
  const ids = await fanSchoolIds(sequelize, userId);
  if (ids.length === 0) return [];
  const [schools, likes] = await Promise.all([listSchools(sequelize), schoolLikesMap(sequelize, ids)]);
  const byId = new Map(schools.map((s) => [s.id, s]));
  return ids.filter((id) => byId.has(id)).map((id) => ({ ...byId.get(id)!, ...(likes.get(id) ?? NO_LIKES) }));
}

/** Replace the Power Five set (admin). Unknown ids: invalid, nothing changed. Returns the new set. */
export async function setPowerFive(sequelize: Sequelize, schoolIds: number[]): Promise<SchoolDetail[]> {
  const ids = [...new Set(schoolIds)];
  await sequelize.transaction(async (t) => {
    const found = await q(sequelize)<{ n: number }>(
      `SELECT count(*)::int AS n FROM schools WHERE id = ANY($1::int[])`,
      [ids],
      t,
    );
    if ((found[0]?.n ?? 0) !== ids.length) throw invalid('schoolIds: unknown school id');
    await sequelize.query(
      `UPDATE schools SET power_five = (id = ANY($1::int[])), updated_at = now()
        WHERE power_five IS DISTINCT FROM (id = ANY($1::int[]))`,
      { bind: [ids], transaction: t },
    );
  });
  return listSchools(sequelize, { powerFive: true });
}
