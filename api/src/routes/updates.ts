import type { Request } from 'express';
import { DomainError, forbidden, notFound, rooms } from '@fanlift/core';
import {
  athleteExists,
  createThankBatch,
  createUpdate,
  enqueueEmail,
  goalPostsOf,
  ownedAthleteOf,
  setUpdateHidden,
  thankFan,
  thanksFanOutKey,
  thanksReceivedPage,
  updateFanOutKey,
  updateForViewer,
  athleteUpdatesPage,
  updatesReceivedPage,
  type Viewer,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { answer } from '../http/answer';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { createPhotoStorage, nameOfUploadUrl, type PhotoStorage } from '../storage';

const viewerOf = (req: Request): Viewer =>
  req.user ? { userId: req.user.id, isAdmin: req.user.isAdmin === 1 } : null;

/** The athlete profile the signed-in user owns (the claims rule: athlete_profiles.user_id), or 403 no_profile. */
async function ownedAthlete(deps: ApiDeps, userId: number): Promise<number> {
  const id = await ownedAthleteOf(deps.db.sequelize, userId);
  if (!id) throw forbidden('Only the owner of a claimed athlete profile can do this.', 'no_profile');
  return id;
}

/** After commit: hand work to a queue; the outbox re-driver covers a failure here. */
function after(deps: ApiDeps, what: string, p: Promise<unknown>): void {
  p.catch((err: unknown) =>
    deps.logger.warn({ err: (err as Error).message, what }, 'enqueue failed; the re-driver will run it'),
  );
}

/** /api/updates: post (owner of a claimed profile), the profile's feed, one update, the fan's received updates. */
export function updatesRoutes(m: Mount, storage: PhotoStorage = createPhotoStorage(m.deps.config)): void {
  const { deps } = m;
  const sequelize = deps.db.sequelize;

  handle(m, 'POST /api/updates', async ({ body, user }) => {
    const athleteId = await ownedAthlete(deps, user.id);
    if (body.photoUrl) {
      const name = nameOfUploadUrl(body.photoUrl);
      const photo = name ? await storage.open(name) : null;
      if (!photo) throw notFound('No such photo: upload it with POST /api/uploads/update-photo first.');
      photo.stream.destroy();
    }
    const out = await createUpdate(sequelize, {
      athleteId,
      authorUserId: user.id,
      text: body.text,
      audience: body.audience,
      photoUrl: body.photoUrl ?? null,
      allocationId: body.allocationId ?? null,
    });
    if (!out.ok) {
      if (out.reason === 'goal_reached')
        throw new DomainError('conflict', 'goal_reached', 'That goal was already marked reached.');
      throw notFound('No such allocation of yours.');
    }
    const key = updateFanOutKey(out.update.id);
    after(
      deps,
      key,
      deps.queues.enqueue('updates.fan-out', { updateId: out.update.id, idempotencyKey: key }),
    );
    return answer(201, { update: out.update });
  });

  handle(m, 'GET /api/updates/from-my-athletes', async ({ query, user }) =>
    updatesReceivedPage(sequelize, user.id, query),
  );

  handle(
    m,
    'GET /api/updates/athletes/:id',
    async ({ params: { id }, query, req }) => {
      if (!(await athleteExists(sequelize, id))) throw notFound('Athlete not found');
      return athleteUpdatesPage(sequelize, id, viewerOf(req), query);
    },
    { badParams: 'next' },
  );

  handle(
    m,
    'GET /api/updates/athletes/:id/goals',
    async ({ params: { id }, req }) => {
      if (!(await athleteExists(sequelize, id))) throw notFound('Athlete not found');
      return { updates: await goalPostsOf(sequelize, id, viewerOf(req)) };
    },
    { badParams: 'next' },
  );

  handle(
    m,
    'GET /api/updates/:id',
    async ({ params: { id }, req }) => {
      const out = await updateForViewer(sequelize, id, viewerOf(req));
      if (out.status === 'ok') return { update: out.update };
      if (out.status === 'missing') throw notFound('No such update');
      if (out.status === 'signed_out')
        throw new DomainError(
          'unauthenticated',
          'supporters_only',
          'Sign in: this update is for supporters.',
        );
      throw forbidden('This update is for the athlete’s supporters.', 'supporters_only');
    },
    { badParams: 'next' },
  );
}

/** /api/admin/updates: hide an update (or show it again). */
export function adminUpdatesRoutes(m: Mount): void {
  handle(m, 'POST /api/admin/updates/:id/hide', async ({ params: { id }, body, user }) => {
    const update = await setUpdateHidden(m.deps.db.sequelize, id, user.id, body.hidden);
    if (!update) throw notFound('No such update');
    return { update };
  });
}

/** /api/thanks: thank one supporter, every supporter of a period, and the thanks a fan received. */
export function thanksRoutes(m: Mount): void {
  const { deps } = m;
  const sequelize = deps.db.sequelize;
  const links = { publicUrl: deps.config.PUBLIC_URL, secret: deps.config.EMAIL_LINK_SECRET };

  handle(m, 'POST /api/thanks', async ({ body, headers, user }) => {
    const athleteId = await ownedAthlete(deps, user.id);
    const out = await thankFan(
      sequelize,
      {
        athleteId,
        authorUserId: user.id,
        fanId: body.fanId,
        note: body.note,
        clientKey: headers['Idempotency-Key'],
      },
      links,
    );
    if (!out.ok && out.reason === 'key_reused')
      throw new DomainError(
        'conflict',
        'conflict',
        'This Idempotency-Key already thanked another fan or with another note; nothing was done',
      );
    if (!out.ok) throw notFound('That fan never gave to you.', 'not_supporter');
    // A repeat (same key) answers the first thank-you: no second email or event.
    if (out.repeated) return answer(201, { thank: out.thank });
    if (out.emailId) after(deps, out.emailId, enqueueEmail(deps.queues, out.emailId));
    deps.emitter.to(rooms.user(body.fanId)).emit('athlete:thanks', { thank: out.thank });
    return answer(201, { thank: out.thank });
  });

  handle(m, 'POST /api/thanks/period', async ({ body, user }) => {
    const athleteId = await ownedAthlete(deps, user.id);
    const batch = await createThankBatch(sequelize, {
      athleteId,
      authorUserId: user.id,
      period: body.period,
      label: body.label,
      note: body.note,
    });
    if (!batch) throw new DomainError('conflict', 'already_thanked', 'You already thanked that period.');
    const key = thanksFanOutKey(batch.id);
    after(deps, key, deps.queues.enqueue('thanks.fan-out', { batchId: batch.id, idempotencyKey: key }));
    return answer(202, { batch });
  });

  handle(m, 'GET /api/thanks/received', async ({ query, user }) =>
    thanksReceivedPage(sequelize, user.id, query),
  );
}
