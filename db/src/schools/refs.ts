/** Small reads of one school the api needs (what its generated logo is drawn from). */
import type { Sequelize } from 'sequelize';
import { q, validId } from '../sql';

export interface SchoolLogoFields {
  id: number;
  name: string;
  shortName: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
}

/** The fields a school's generated logo is drawn from, or null when there is no such school. */
export async function schoolLogoFieldsOf(
  sequelize: Sequelize,
  schoolId: number,
): Promise<SchoolLogoFields | null> {
  if (!validId(schoolId)) return null;
  const [row] = await q(sequelize)<SchoolLogoFields>(
    `SELECT id, name, short_name AS "shortName", primary_color AS "primaryColor",
            secondary_color AS "secondaryColor"
       FROM schools WHERE id = $1`,
    [schoolId],
  );
  return row ?? null;
}
