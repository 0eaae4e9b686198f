import { Router, type Request } from 'express';
import type passport from 'passport';
import { z } from 'zod';
import {
  DomainError,
  devLoginSchema,
  landingPath,
  rooms,
  safeReturnTo,
  type SignInIntent,
} from '@fanlift/core';
import { loadUser, toUserDTO, findOrCreateUser } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { auth0Enabled } from '../auth/passport';
import { classifySignInFailure, signInFailurePath } from '../auth/sign-in-failure';
import { requestAuth0PasswordReset } from '../auth/password-reset';
import { parseReferralCode } from '../auth/referral-code';
import { affiliateVisitIdOf } from '../auth/affiliate-cookie';
import { SESSION_COOKIE } from '../auth/session';
import { devLoginPage, devLoginScript } from '../auth/dev-login-page';

const loginQuery = z.object({
  userType: z.enum(['fan', 'athlete']).catch('fan'),
  hint: z.string().optional(),
  returnTo: z.string().optional(),
  referralCode: z.string().optional(),
  claimingAthleteId: z.coerce.number().int().positive().optional().catch(undefined),
  athleteId: z.coerce.number().int().positive().optional().catch(undefined),
  firstName: z.string().max(80).optional(),
  lastName: z.string().max(80).optional(),
  fromPreSignupFlow: z.string().optional(),
  athleteClaim: z.string().optional(),
});

/** Where to go after signing in: the returnTo, or the next step of a sign-up flow (SPEC §2). */
function afterLoginPath(q: z.infer<typeof loginQuery>): string {
  const returnTo = safeReturnTo(q.returnTo, '');
  if (returnTo) return returnTo;
  const claimId = q.claimingAthleteId ?? q.athleteId;
  if (q.userType === 'athlete' && q.athleteClaim === 'true' && claimId)
    return `/athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=${claimId}`;
  if (q.userType === 'athlete' && q.hint === 'signup') {
    const params = new URLSearchParams({ step: 'stepOne' });
    if (q.fromPreSignupFlow === 'true') params.set('fromPreSignupFlow', 'true');
    return `/athletes/onboarding?${params.toString()}`;
  }
  if (q.userType === 'fan' && q.hint === 'signup') return '/fans/onboarding?step=Basics';
  return '/';
}

const passwordResetBody = z.object({ email: z.string().trim().toLowerCase().email().max(254) }).strict();

/** What the login link asked for, kept in the session until the user is known. */
function intentOf(req: Request): SignInIntent {
  const login = req.session.login;
  return { signup: !!login?.signup, fromPreSignupFlow: !!login?.fromPreSignupFlow };
}

function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err as Error) : resolve())));
}

export function authRouter(deps: ApiDeps, pp: passport.PassportStatic): Router {
  const r = Router();
  const { config } = deps;
  const auth0 = auth0Enabled(config);
  const devAdmins = new Set(
    config.DEV_ADMIN_EMAILS.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

  const signInLimit = deps.limits.limit('signIn');
  r.get('/login', signInLimit, (req, res, next) => {
    const q = loginQuery.parse(req.query);
    const target = afterLoginPath(q);
    req.session.login = {
      userType: q.userType,
      returnTo: target,
      signup: q.hint === 'signup',
      fromPreSignupFlow: q.fromPreSignupFlow === 'true',
      referralCode: parseReferralCode(q.referralCode),
      claimingAthleteId: q.claimingAthleteId ?? q.athleteId,
      firstName: q.firstName,
      lastName: q.lastName,
    };
    if (auth0) {
      pp.authenticate('auth0', {
        scope: 'openid email profile',
        ...(q.hint === 'signup' ? { screen_hint: 'signup' } : {}),
      } as passport.AuthenticateOptions)(req, res, next);
      return;
    }
    const params = new URLSearchParams({ userType: q.userType, returnTo: target });
    if (q.hint === 'signup') params.set('hint', 'signup');
    if (q.firstName) params.set('firstName', q.firstName);
    if (q.lastName) params.set('lastName', q.lastName);
    res.redirect(302, `/api/auth/dev-login?${params.toString()}`);
  });

  r.get('/callback', signInLimit, (req, res, next) => {
    if (!auth0) return next(new DomainError('not_found', 'not_found', 'Auth0 is not configured'));
    pp.authenticate('auth0', (err: unknown, user: Express.User | false, info: unknown) => {
      if (err || !user) {
        // The browser is navigating: every failure goes back to the sign-in page, which explains it.
        const code = classifySignInFailure(err, info);
        deps.logger.warn(
          { code, reason: err instanceof Error ? err.message : info },
          'sign-in through the identity provider failed',
        );
        return res.redirect(302, signInFailurePath(code, req.session.login?.userType));
      }
      // Read before logging in: passport regenerates the session (no fixation), dropping what it held.
      const requested = req.session.login?.returnTo;
      const intent = intentOf(req);
      logIn(req, user)
        .then(async () => {
          const full = await loadUser({ id: user.id });
          res.redirect(302, full ? landingPath(toUserDTO(full), requested, intent) : safeReturnTo(requested));
        })
        .catch(next);
    })(req, res, next);
  });

  // POST only (with X-Requested-With, like every state change): another site cannot sign users out with a
  // link or an image. Answers where the browser goes next (Auth0's logout, or home).
  r.post('/logout', (req, res, next) => {
    const domain = config.AUTH0_DOMAIN;
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy(() => {
        res.clearCookie(SESSION_COOKIE);
        let redirectTo = '/';
        if (auth0 && domain) {
          const q = new URLSearchParams({
            client_id: config.AUTH0_CLIENT_ID!,
            returnTo: `${config.PUBLIC_URL}/`,
          });
          redirectTo = `https://${domain}/v2/logout?${q.toString()}`;
        }
        res.set('Cache-Control', 'no-store').json({ redirectTo });
      });
    });
  });
  r.all('/logout', (_req, res) => {
    res
      .status(405)
      .set('Allow', 'POST')
      .json({ error: { code: 'method_not_allowed', message: 'Sign out with POST /api/auth/logout' } });
  });

  // Reset-password pages: with Auth0 the reset is Auth0's (it emails a link to its reset page); the
  // development sign-in has no passwords.
  r.get('/password-reset', (_req, res) => {
    res.json({ provider: auth0 ? 'auth0' : 'development' });
  });
  r.post('/password-reset', async (req, res) => {
    const { email } = passwordResetBody.parse(req.body ?? {});
    if (!auth0)
      throw new DomainError(
        'conflict',
        'no_passwords',
        'The development sign-in has no passwords: sign in with your email on the sign-in page.',
      );
    await requestAuth0PasswordReset({
      baseUrl: `https://${config.AUTH0_DOMAIN}`,
      clientId: config.AUTH0_CLIENT_ID!,
      connection: config.AUTH0_DB_CONNECTION,
      email,
    });
    res.status(202).json({ sent: true });
  });

  r.get('/me', async (req, res) => {
    if (!req.user) return res.status(204).end();
    const user = await loadUser({ id: req.user.id });
    if (!user) return res.status(204).end();
    res.json(toUserDTO(user));
  });

  if (config.NODE_ENV !== 'production' && !auth0) {
    r.get('/dev-login', (req, res) => {
      res.type('html').send(devLoginPage(req.query));
    });
    r.get('/dev-login.js', (_req, res) => {
      res.type('application/javascript').send(devLoginScript);
    });
    r.post('/dev-login', signInLimit, async (req, res) => {
      const body = devLoginSchema.parse(req.body ?? {});
      const { user, affiliateUserId } = await findOrCreateUser(deps.db, {
        affiliateVisitId: affiliateVisitIdOf(req, config.SESSION_SECRET),
        authId: `dev|${body.email}`,
        email: body.email,
        userType: body.userType,
        firstName: body.firstName,
        lastName: body.lastName,
        isAdmin: devAdmins.has(body.email),
        referralCode: parseReferralCode(body.referralCode) ?? req.session.login?.referralCode,
      });
      if (affiliateUserId)
        deps.emitter.to(rooms.user(affiliateUserId)).emit('affiliate:update', { kind: 'signup' });
      const dto = toUserDTO(user);
      // Read before logging in: passport regenerates the session (no fixation), dropping what it held.
      const returnTo = landingPath(dto, body.returnTo ?? req.session.login?.returnTo, intentOf(req));
      await logIn(req, dto);
      res.json({ ...dto, returnTo });
    });
  } else {
    r.all('/dev-login', (_req, _res, next) =>
      next(new DomainError('not_found', 'not_found', 'Development sign-in is disabled')),
    );
  }

  return r;
}
