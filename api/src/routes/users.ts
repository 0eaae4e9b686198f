import type { Request } from 'express';
import { DomainError, NO_AUTH_ID_MESSAGE, invalid } from '@fanlift/core';
import {
  applyUserUpdate,
  consumeEmailVerificationToken,
  enqueueEmail,
  loadUser,
  stageVerificationEmail,
  toUserDTO,
  findOrCreateUser,
  verificationTargetOf,
} from '@fanlift/db';
import { answer } from '../http/answer';
import { handle } from '../http/handle';
import { assertSelfOrAdmin } from '../http/self';
import type { Mount } from '../http/mount';
import { isAdmin } from '../middleware/auth';
import { afterFanUpdate } from '../rewards/service';

/** SPEC §5: creating a user or a QR user without authId is refused with 'No authId provided', nothing written. */
function requireAuthId(req: Request): void {
  const authId = (req.body as { authId?: unknown } | undefined)?.authId;
  if (typeof authId !== 'string' || authId.trim() === '')
    throw new DomainError('invalid', 'bad_request', NO_AUTH_ID_MESSAGE);
}

/** One verification email per user per minute: a repeat within the minute answers the same staged email. */
const RESEND_WINDOW_MS = 60_000;

/** /api/users (SPEC §7): read, create and update users; email verification. */
export function usersRoutes(m: Mount): void {
  const { deps } = m;
  const sequelize = deps.db.sequelize;

  /** Send (again) the email-verification email: yourself, or anyone for admins. */
  handle(
    m,
    'POST /api/users/resend-verify-email/:id',
    async ({ params: { id }, req }) => {
      assertSelfOrAdmin(req, id, 'You can only ask for your own verification email');
      const user = await verificationTargetOf(sequelize, id);
      if (!user) throw new DomainError('not_found', 'not_found', 'User not found');
      if (user.emailVerified) return answer(200, { status: 'already_verified' as const, emailId: null });
      const emailId = await stageVerificationEmail(sequelize, user, {
        idempotencyKey: `verify-email:${user.id}:${Math.floor(Date.now() / RESEND_WINDOW_MS)}`,
        publicUrl: deps.config.PUBLIC_URL,
      });
      // Staged durably: if Redis is down now, the worker's re-driver sends it later.
      await enqueueEmail(deps.queues, emailId).catch((e: unknown) =>
        deps.logger.warn(
          { err: (e as Error).message, emailId },
          'verify email staged; enqueue deferred to re-drive',
        ),
      );
      return answer(202, { status: 'queued' as const, emailId });
    },
    { badParams: () => invalid('id: must be a user id') },
  );

  /** The link in the email: marks the email verified and sends the browser home with the outcome. */
  handle(m, 'GET /api/users/verify-email', async ({ query: { token }, res }) => {
    const userId = token ? await consumeEmailVerificationToken(sequelize, token) : null;
    res.redirect(302, `/?emailVerified=${userId ? '1' : '0'}`);
  });

  /** Read a user: yourself, or anyone for admins. */
  handle(m, 'GET /api/users/:authId', async ({ params: { authId }, user: me, req }) => {
    if (me.authId !== authId && !isAdmin(req))
      throw new DomainError('forbidden', 'forbidden', 'You can only read your own user');
    const user = await loadUser({ authId });
    if (!user) throw new DomainError('not_found', 'not_found', 'User not found');
    return toUserDTO(user);
  });

  /**
   * Create the local record of an identity-provider user. Admins may create any; a signed-in user may only
   * (idempotently) create their own record. Missing authId: 'No authId provided', nothing written.
   */
  for (const [key, source] of [
    ['POST /api/users', 'user'],
    ['POST /api/users/qrUser', 'qr'],
  ] as const) {
    handle(
      m,
      key,
      async ({ body, user: me, req }) => {
        if (!isAdmin(req) && body.authId !== me.authId) {
          throw new DomainError('forbidden', 'forbidden', 'You can only create your own user record');
        }
        const { user, created } = await findOrCreateUser(deps.db, {
          authId: body.authId!,
          email: body.email,
          userType: source === 'qr' ? 'fan' : body.userType,
          firstName: body.firstName,
          lastName: body.lastName,
        });
        return answer(created ? 201 : 200, toUserDTO(user));
      },
      { check: requireAuthId },
    );
  }

  /** Update yourself (SPEC §7 PUT /users/{authId}, only by that user). */
  handle(m, 'PUT /api/users/:authId', async ({ params: { authId }, body: input, user: me }) => {
    if (me.authId !== authId)
      throw new DomainError('forbidden', 'forbidden', 'You can only change your own user');
    await applyUserUpdate(sequelize, me.id, input);
    deps.sessionUsers.forget(me.id);
    if (me.userType === 'fan') await afterFanUpdate(deps, me.id);
    const user = await loadUser({ id: me.id });
    return toUserDTO(user!);
  });
}
