/** Changes a user makes to themselves (SPEC §7 PUT /users/{authId}): the user, fan profile, athlete profile. */
import { Op, type Sequelize, type Transaction } from 'sequelize';
import { invalid, notFound, type UpdateUserInput } from '@fanlift/core';
import { AthleteGuardian, AthleteProfile, AthleteSchool } from '../athletes/model';
import { FanProfile, FanSelectedSchool } from '../fans/model';
import { School } from '../schools/model';
import { User } from './model';

async function assertSchoolsExist(ids: number[], t: Transaction): Promise<void> {
  if (ids.length === 0) return;
  const found = await School.count({ where: { id: ids }, transaction: t });
  if (found !== new Set(ids).size) throw invalid('Unknown school id');
}

/**
 * PUT /users/{authId}: apply the fields a user may change about themselves (their fan or athlete profile too),
 * in one transaction. Unknown school ids: invalid, nothing changed.
 */
export async function applyUserUpdate(
  sequelize: Sequelize,
  userId: number,
  input: UpdateUserInput,
): Promise<void> {
  await sequelize.transaction(async (t) => {
    const user = await User.findByPk(userId, { transaction: t, lock: t.LOCK.UPDATE });
    if (!user) throw notFound('User not found');
    const { fanProfile, athleteProfile, ...fields } = input;
    await user.update(fields, { transaction: t });

    if (fanProfile) {
      if (user.userType !== 'fan') throw invalid('Only fans have a fan profile');
      const [fp] = await FanProfile.findOrCreate({ where: { userId }, transaction: t });
      if (fanProfile.schools) {
        const ids = [...new Set(fanProfile.schools.map((s) => s.schoolId))];
        await assertSchoolsExist(ids, t);
        await FanSelectedSchool.destroy({ where: { fanProfileId: fp.id }, transaction: t });
        await FanSelectedSchool.bulkCreate(
          ids.map((schoolId, position) => ({ fanProfileId: fp.id, schoolId, position })),
          { transaction: t },
        );
      }
    }

    if (athleteProfile) {
      if (user.userType !== 'athlete') throw invalid('Only athletes have an athlete profile');
      const { guardians, schools, ...profileFields } = athleteProfile;
      let ap = await AthleteProfile.findOne({ where: { userId }, transaction: t, lock: t.LOCK.UPDATE });
      if (!ap) {
        ap = await AthleteProfile.create(
          {
            userId,
            firstName: user.firstName ?? '',
            lastName: user.lastName ?? '',
            sport: null,
            position: null,
            recruitingClass: null,
            starRating: null,
            ranking: null,
            hometown: null,
            highSchool: null,
            height: null,
            weight: null,
            dob: null,
            photoUrl: null,
            radarAthleteId: null,
            claimedAt: new Date(),
          },
          { transaction: t },
        );
      }
      await ap.update(
        {
          ...profileFields,
          firstName: user.firstName ?? ap.firstName,
          lastName: user.lastName ?? ap.lastName,
        },
        { transaction: t },
      );
      if (guardians) {
        await AthleteGuardian.destroy({ where: { athleteProfileId: ap.id }, transaction: t });
        await AthleteGuardian.bulkCreate(
          guardians.map((g) => ({
            athleteProfileId: ap.id,
            name: g.name,
            email: g.email ?? null,
            phone: g.phone ?? null,
            relationship: g.relationship ?? null,
          })),
          { transaction: t },
        );
      }
      if (schools) {
        const ids = [...new Set(schools.map((s) => s.schoolId))];
        await assertSchoolsExist(ids, t);
        // Only the schools that change leave or join (each carries the athlete's likes and supporters with it,
        // migration 0023); the ones kept only get their position.
        await AthleteSchool.destroy({
          where: ids.length
            ? { athleteProfileId: ap.id, schoolId: { [Op.notIn]: ids } }
            : { athleteProfileId: ap.id },
          transaction: t,
        });
        await AthleteSchool.bulkCreate(
          ids.map((schoolId, position) => ({ athleteProfileId: ap.id, schoolId, position })),
          { transaction: t, updateOnDuplicate: ['position'] },
        );
      }
    } else if (fields.firstName || fields.lastName) {
      // Keep a linked athlete profile's name in step with the user.
      await AthleteProfile.update(
        {
          ...(fields.firstName ? { firstName: fields.firstName } : {}),
          ...(fields.lastName ? { lastName: fields.lastName } : {}),
        },
        { where: { userId }, transaction: t },
      );
    }
  });
}
