import { Router } from 'express';
import { z } from 'zod';
import type { Transaction } from 'sequelize';
import {
  AppError,
  NO_AUTH_ID_MESSAGE,
  createUserSchema,
  updateUserSchema,
  type UpdateUserInput,
} from '@fanlift/core';
import {
  AthleteGuardian,
  AthleteProfile,
  AthleteSchool,
  FanProfile,
  FanSelectedSchool,
  School,
  User,
  loadUser,
  toUserDTO,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireUser, sessionUser } from '../middleware/auth';
import { findOrCreateUser } from '../auth/users-service';
import { emailVerificationRoutes } from './profiles';
import { afterFanUpdate } from '../rewards/service';

const authIdParam = z.object({ authId: z.string().min(1).max(255) });

/** SPEC §5: creating a user or a QR user without authId is refused with 'No authId provided', nothing written. */
function requireAuthId(body: unknown): void {
  const authId = (body as { authId?: unknown } | undefined)?.authId;
  if (typeof authId !== 'string' || authId.trim() === '')
    throw new AppError(400, 'bad_request', NO_AUTH_ID_MESSAGE);
}

async function assertSchoolsExist(ids: number[], t: Transaction): Promise<void> {
  if (ids.length === 0) return;
  const found = await School.count({ where: { id: ids }, transaction: t });
  if (found !== new Set(ids).size) throw new AppError(400, 'validation_error', 'Unknown school id');
}

export async function applyUserUpdate(deps: ApiDeps, userId: number, input: UpdateUserInput): Promise<void> {
  await deps.db.sequelize.transaction(async (t) => {
    const user = await User.findByPk(userId, { transaction: t, lock: t.LOCK.UPDATE });
    if (!user) throw new AppError(404, 'not_found', 'User not found');
    const { fanProfile, athleteProfile, ...fields } = input;
    await user.update(fields, { transaction: t });

    if (fanProfile) {
      if (user.userType !== 'fan')
        throw new AppError(400, 'validation_error', 'Only fans have a fan profile');
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
      if (user.userType !== 'athlete')
        throw new AppError(400, 'validation_error', 'Only athletes have an athlete profile');
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
        await AthleteSchool.destroy({ where: { athleteProfileId: ap.id }, transaction: t });
        await AthleteSchool.bulkCreate(
          ids.map((schoolId, position) => ({ athleteProfileId: ap.id, schoolId, position })),
          { transaction: t },
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

export function usersRouter(deps: ApiDeps): Router {
  const r = Router();
  // POST /users/resend-verify-email/{id} and GET /users/verify-email (before /users/:authId).
  emailVerificationRoutes(r, deps);

  /** Read a user: yourself, or anyone for admins. */
  r.get('/users/:authId', requireUser, async (req, res) => {
    const { authId } = authIdParam.parse(req.params);
    const me = sessionUser(req);
    if (me.authId !== authId && !isAdmin(req))
      throw new AppError(403, 'forbidden', 'You can only read your own user');
    const user = await loadUser({ authId });
    if (!user) throw new AppError(404, 'not_found', 'User not found');
    res.json(toUserDTO(user));
  });

  /**
   * Create the local record of an identity-provider user. Admins may create any; a signed-in user may only
   * (idempotently) create their own record. Missing authId: 'No authId provided', nothing written.
   */
  const create =
    (source: 'user' | 'qr') => async (req: import('express').Request, res: import('express').Response) => {
      requireAuthId(req.body);
      const body = createUserSchema.parse(req.body);
      const me = sessionUser(req);
      if (!isAdmin(req) && body.authId !== me.authId) {
        throw new AppError(403, 'forbidden', 'You can only create your own user record');
      }
      const { user, created } = await findOrCreateUser(deps.db, {
        authId: body.authId!,
        email: body.email,
        userType: source === 'qr' ? 'fan' : body.userType,
        firstName: body.firstName,
        lastName: body.lastName,
      });
      res.status(created ? 201 : 200).json(toUserDTO(user));
    };
  r.post('/users', requireUser, create('user'));
  r.post('/users/qrUser', requireUser, create('qr'));

  /** Update yourself (SPEC §7 PUT /users/{authId}, only by that user). */
  r.put('/users/:authId', requireUser, async (req, res) => {
    const { authId } = authIdParam.parse(req.params);
    const me = sessionUser(req);
    if (me.authId !== authId) throw new AppError(403, 'forbidden', 'You can only change your own user');
    const input = updateUserSchema.parse(req.body ?? {});
    await applyUserUpdate(deps, me.id, input);
    if (me.userType === 'fan') await afterFanUpdate(deps, me.id);
    const user = await loadUser({ id: me.id });
    res.json(toUserDTO(user!));
  });

  return r;
}
