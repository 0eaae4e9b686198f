import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DomainError,
  NO_AUTH_ID_MESSAGE,
  createUserSchema,
  idPathSchema,
  resendVerifyEmailSchema,
  updateUserSchema,
  userSchema,
  verifyEmailQuerySchema,
} from '@fanlift/core';
import {
  User,
  applyUserUpdate,
  consumeEmailVerificationToken,
  enqueueEmail,
  loadUser,
  stageVerificationEmail,
  toUserDTO,
  findOrCreateUser,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireUser, sessionUser } from '../middleware/auth';
import { err, json, jsonBody } from '../openapi/helpers';
import { numericId } from './params';
import { afterFanUpdate } from '../rewards/service';

const authIdParam = z.object({ authId: z.string().min(1).max(255) });

/** SPEC §5: creating a user or a QR user without authId is refused with 'No authId provided', nothing written. */
function requireAuthId(body: unknown): void {
  const authId = (body as { authId?: unknown } | undefined)?.authId;
  if (typeof authId !== 'string' || authId.trim() === '')
    throw new DomainError('invalid', 'bad_request', NO_AUTH_ID_MESSAGE);
}

/** One verification email per user per minute: a repeat within the minute answers the same staged email. */
const RESEND_WINDOW_MS = 60_000;

/** /api/users (SPEC §7): read, create and update users; email verification. */
export function usersRouter(deps: ApiDeps): Router {
  const r = Router();
  const sequelize = deps.db.sequelize;

  /** Send (again) the email-verification email: yourself, or anyone for admins. */
  r.post('/resend-verify-email/:id', requireUser, async (req, res) => {
    const id = numericId(req.params.id);
    if (id === null) throw new DomainError('invalid', 'validation_error', 'id: must be a user id');
    if (sessionUser(req).id !== id && !isAdmin(req))
      throw new DomainError('forbidden', 'forbidden', 'You can only ask for your own verification email');
    const user = await User.findByPk(id, { attributes: ['id', 'email', 'firstName', 'emailVerified'] });
    if (!user) throw new DomainError('not_found', 'not_found', 'User not found');
    if (user.emailVerified) {
      res.json({ status: 'already_verified', emailId: null });
      return;
    }
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
    res.status(202).json({ status: 'queued', emailId });
  });

  /** The link in the email: marks the email verified and sends the browser home with the outcome. */
  r.get('/verify-email', async (req, res) => {
    const parsed = verifyEmailQuerySchema.safeParse(req.query);
    const userId = parsed.success ? await consumeEmailVerificationToken(sequelize, parsed.data.token) : null;
    res.redirect(302, `/?emailVerified=${userId ? '1' : '0'}`);
  });

  /** Read a user: yourself, or anyone for admins. */
  r.get('/:authId', requireUser, async (req, res) => {
    const { authId } = authIdParam.parse(req.params);
    const me = sessionUser(req);
    if (me.authId !== authId && !isAdmin(req))
      throw new DomainError('forbidden', 'forbidden', 'You can only read your own user');
    const user = await loadUser({ authId });
    if (!user) throw new DomainError('not_found', 'not_found', 'User not found');
    res.json(toUserDTO(user));
  });

  /**
   * Create the local record of an identity-provider user. Admins may create any; a signed-in user may only
   * (idempotently) create their own record. Missing authId: 'No authId provided', nothing written.
   */
  const create = (source: 'user' | 'qr') => async (req: Request, res: Response) => {
    requireAuthId(req.body);
    const body = createUserSchema.parse(req.body);
    const me = sessionUser(req);
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
    res.status(created ? 201 : 200).json(toUserDTO(user));
  };
  r.post('/', requireUser, create('user'));
  r.post('/qrUser', requireUser, create('qr'));

  /** Update yourself (SPEC §7 PUT /users/{authId}, only by that user). */
  r.put('/:authId', requireUser, async (req, res) => {
    const { authId } = authIdParam.parse(req.params);
    const me = sessionUser(req);
    if (me.authId !== authId)
      throw new DomainError('forbidden', 'forbidden', 'You can only change your own user');
    const input = updateUserSchema.parse(req.body ?? {});
    await applyUserUpdate(deps.db.sequelize, me.id, input);
    if (me.userType === 'fan') await afterFanUpdate(deps, me.id);
    const user = await loadUser({ id: me.id });
    res.json(toUserDTO(user!));
  });

  return r;
}

export function usersOpenApi(reg: OpenAPIRegistry): void {
  const errors = {
    400: err('Invalid input'),
    401: err('Not signed in'),
    403: err('Not allowed'),
    404: err('Not found'),
  };
  const emailTaken = err('email_taken: another identity already uses this email (no automatic linking)');
  const authIdPath = z.object({ authId: z.string() });
  reg.registerPath({
    method: 'get',
    path: '/api/users/{authId}',
    summary: 'A user (yourself; admins: anyone)',
    request: { params: authIdPath },
    responses: { 200: json(userSchema, 'User'), ...errors },
  });
  for (const [path, summary] of [
    ['/api/users', "Create a user record ('No authId provided' without authId)"],
    ['/api/users/qrUser', "Create a QR user ('No authId provided' without authId)"],
  ] as const) {
    reg.registerPath({
      method: 'post',
      path,
      summary,
      request: jsonBody(createUserSchema),
      responses: {
        200: json(userSchema, 'Existing user'),
        201: json(userSchema, 'Created user'),
        ...errors,
        409: emailTaken,
      },
    });
  }
  reg.registerPath({
    method: 'put',
    path: '/api/users/{authId}',
    summary: 'Update yourself',
    request: { params: authIdPath, ...jsonBody(updateUserSchema) },
    responses: { 200: json(userSchema, 'User'), ...errors },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/users/resend-verify-email/{id}',
    summary:
      'Send (again) the email-verification email of user {id} (yourself; admins: anyone). At most one per minute.',
    request: { params: idPathSchema },
    responses: {
      200: json(resendVerifyEmailSchema, 'Already verified: nothing sent (status already_verified)'),
      202: json(resendVerifyEmailSchema, 'Staged in the email outbox (status queued)'),
      400: err('Bad id'),
      401: err('Not signed in'),
      403: err('Another user'),
      404: err('No such user'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/users/verify-email',
    summary: 'The verification link: marks the email verified, then redirects to /?emailVerified=1 (or 0)',
    request: { query: verifyEmailQuerySchema },
    responses: { 302: { description: 'Redirect home' } },
  });
}
