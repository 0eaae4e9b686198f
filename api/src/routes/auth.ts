import type { Request } from 'express';
import type passport from 'passport';
import {
  DomainError,
  landingPath,
  rooms,
  safeReturnTo,
  type LoginQuery,
  type SignInIntent,
} from '@fanlift/core';
import { loadUser, toUserDTO, findOrCreateUser } from '@fanlift/db';
import { answer, type Answer } from '../http/answer';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { auth0Enabled } from '../auth/passport';
import { classifySignInFailure, signInFailurePath } from '../auth/sign-in-failure';
import { requestAuth0PasswordReset } from '../auth/password-reset';
import { parseReferralCode } from '../auth/referral-code';
import { affiliateVisitIdOf } from '../auth/affiliate-cookie';
import { SESSION_COOKIE } from '../auth/session';
import { devLoginPage, devLoginScript } from '../auth/dev-login-page';

/** Where to go after signing in: the returnTo, or the next step of a sign-up flow (SPEC §2). */
function afterLoginPath(q: LoginQuery): string {
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

/** What the login link asked for, kept in the session until the user is known. */
function intentOf(req: Request): SignInIntent {
  const login = req.session.login;
  return { signup: !!login?.signup, fromPreSignupFlow: !!login?.fromPreSignupFlow };
}

function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err as Error) : resolve())));
}

/** /api/auth: sign-in (Auth0 or the development form), sign-out, password reset, the current user. */
export function authRoutes(m: Mount): void {
  const { deps, passport: pp, router: r } = m;
  const { config } = deps;
  const auth0 = auth0Enabled(config);
  const devAdmins = new Set(
    config.DEV_ADMIN_EMAILS.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

  handle(m, 'GET /api/auth/login', ({ query: q, req, res, next }) => {
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

  handle(m, 'GET /api/auth/callback', ({ req, res, next }) => {
    if (!auth0) throw new DomainError('not_found', 'not_found', 'Auth0 is not configured');
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
  handle(
    m,
    'POST /api/auth/logout',
    ({ req, res }) =>
      new Promise<Answer<{ redirectTo: string }>>((resolve, reject) => {
        const domain = config.AUTH0_DOMAIN;
        req.logout((err) => {
          if (err) return reject(err instanceof Error ? err : new Error(String(err)));
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
            resolve(answer(200, { redirectTo }, { 'Cache-Control': 'no-store' }));
          });
        });
      }),
  );
  r.all('/logout', (_req, res) => {
    res
      .status(405)
      .set('Allow', 'POST')
      .json({ error: { code: 'method_not_allowed', message: 'Sign out with POST /api/auth/logout' } });
  });

  // Reset-password pages: with Auth0 the reset is Auth0's (it emails a link to its reset page); the
  // development sign-in has no passwords.
  handle(m, 'GET /api/auth/password-reset', () => ({ provider: auth0 ? 'auth0' : 'development' }));
  handle(m, 'POST /api/auth/password-reset', async ({ body: { email } }) => {
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
    return { sent: true };
  });

  handle(m, 'GET /api/auth/me', async ({ user: me }) => {
    if (!me) return null;
    const user = await loadUser({ id: me.id });
    return user ? toUserDTO(user) : null;
  });

  if (config.NODE_ENV !== 'production' && !auth0) {
    handle(m, 'GET /api/auth/dev-login', ({ req, res }) => {
      res.type('html').send(devLoginPage(req.query));
    });
    handle(m, 'GET /api/auth/dev-login.js', ({ res }) => {
      res.type('application/javascript').send(devLoginScript);
    });
    handle(m, 'POST /api/auth/dev-login', async ({ body, req }) => {
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
      return { ...dto, returnTo };
    });
  } else {
    r.all('/dev-login', (_req, _res, next) =>
      next(new DomainError('not_found', 'not_found', 'Development sign-in is disabled')),
    );
  }
}
