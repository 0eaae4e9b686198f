/** The athlete photo (POST /uploads/athlete-photo). */
import { type Sequelize } from 'sequelize';
import { notFound, forbidden } from '@fanlift/core';
import { q } from '../sql';

/**
 * Set the photo of the user's athlete profile, creating the profile when the athlete has none yet (as the
 * onboarding update does). The user row is locked so two uploads of one user never create two profiles.
 */
export async function setAthletePhoto(
  sequelize: Sequelize,
  userId: number,
  photoUrl: string,
): Promise<{ athleteId: number; previousPhotoUrl: string | null }> {
  const run = q(sequelize);
  return sequelize.transaction(async (t) => {
    const [user] = await run<{
      id: number;
      userType: string;
      firstName: string | null;
      lastName: string | null;
    }>(
      `SELECT id, user_type AS "userType", first_name AS "firstName", last_name AS "lastName" FROM users WHERE id = $1 FOR NO KEY UPDATE`,
      [userId],
      t,
    );
    if (!user) throw notFound('User not found');
    if (user.userType !== 'athlete') throw forbidden('Only athletes can do this');
    const [existing] = await run<{ id: number; photoUrl: string | null }>(
      `SELECT id, photo_url AS "photoUrl" FROM athlete_profiles WHERE user_id = $1 FOR UPDATE`,
      [userId],
      t,
    );
    if (existing) {
      await sequelize.query(`UPDATE athlete_profiles SET photo_url = $2, updated_at = now() WHERE id = $1`, {
        bind: [existing.id, photoUrl],
        transaction: t,
      });
      return { athleteId: existing.id, previousPhotoUrl: existing.photoUrl };
    }
    const [created] = await run<{ id: number }>(
      `INSERT INTO athlete_profiles (user_id, first_name, last_name, photo_url, claimed_at)
       VALUES ($1, $2, $3, $4, now()) RETURNING id`,
      [userId, user.firstName ?? '', user.lastName ?? '', photoUrl],
      t,
    );
    return { athleteId: created.id, previousPhotoUrl: null };
  });
}
