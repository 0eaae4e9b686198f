import passport from 'passport';
import Auth0Strategy from 'passport-auth0';
import type { ClientRequest } from 'node:http';
import { findOrCreateUser, toUserDTO } from '@fanlift/db';
import { DomainError, rooms, type User as UserDTO } from '@fanlift/core';
import type { ApiDeps } from '../deps';
import { affiliateVisitIdOf } from './affiliate-cookie';
import { ProviderTimeoutError } from './sign-in-failure';

/**
 * What every request knows about its signed-in user: the users row only (one indexed select). Routes that
 * answer the whole SPEC §3 User (GET /api/auth/me) load it with its profiles themselves.
 */
export type SessionUser = Pick<
  UserDTO,
  'id' | 'authId' | 'email' | 'firstName' | 'lastName' | 'userType' | 'isAdmin'
>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

export function auth0Enabled(config: ApiDeps['config']): boolean {
  return !!(config.AUTH0_DOMAIN && config.AUTH0_CLIENT_ID && config.AUTH0_CLIENT_SECRET);
}

/** One Passport instance per app (no global state): the session holds only the user id. */
export function createPassport(deps: ApiDeps): passport.PassportStatic {
  const pp = new passport.Passport() as unknown as passport.PassportStatic;
  pp.serializeUser((user, done) => {
    // A sign-in may have changed the user (an admin flag, names from the identity provider).
    deps.sessionUsers.forget(user.id);
    done(null, user.id);
  });
  pp.deserializeUser((id: number, done) => {
    // Every signed-in request: one prepared select on the pool, no model (issue 17), kept briefly (issue 27).
    deps.sessionUsers
      .load(id)
      .then((u) => done(null, u ?? false))
      .catch((err: unknown) => done(err));
  });
  const { config } = deps;
  if (auth0Enabled(config)) {
    const strategy = new Auth0Strategy(
      {
        domain: config.AUTH0_DOMAIN!,
        clientID: config.AUTH0_CLIENT_ID!,
        clientSecret: config.AUTH0_CLIENT_SECRET!,
        callbackURL: `${config.PUBLIC_URL}/api/auth/callback`,
        passReqToCallback: true,
        // The state (and the PKCE verifier, and passport-auth0's nonce) live in the server-side session.
        state: true,
        pkce: true,
      } as Auth0Strategy.StrategyOptionWithRequest,
      (req, _accessToken, _refreshToken, _extra, profile, done) => {
        const login = req.session.login;
        const email = profile.emails?.[0]?.value;
        if (!email)
          return done(
            new DomainError('invalid', 'no_email', 'The identity provider returned no email address'),
          );
        findOrCreateUser(deps.db, {
          affiliateVisitId: affiliateVisitIdOf(req, config.SESSION_SECRET),
          authId: profile.id,
          email,
          userType: login?.userType ?? 'fan',
          firstName: login?.firstName ?? profile.name?.givenName ?? null,
          lastName: login?.lastName ?? profile.name?.familyName ?? null,
          referralCode: login?.referralCode,
        })
          .then(({ user, affiliateUserId }) => {
            if (affiliateUserId)
              deps.emitter.to(rooms.user(affiliateUserId)).emit('affiliate:update', { kind: 'signup' });
            done(null, toUserDTO(user));
          })
          .catch((err: unknown) => done(err as Error));
      },
    );
    boundProviderCalls(strategy, config.AUTH0_TIMEOUT_MS);
    pp.use(strategy);
  }
  return pp;
}

type RequestLibrary = { request(options: unknown): ClientRequest };
interface OAuth2Client {
  useAuthorizationHeaderforGET(useIt: boolean): void;
  _executeRequest(lib: RequestLibrary, options: unknown, body: unknown, callback: unknown): void;
}

/**
 * Send the access token in a header, and bound every call the strategy makes to the provider (code exchange, profile)
 * by `ms`: node-oauth, under
 * passport-oauth2, sets no timeout of its own, so a provider that accepts the connection and never answers
 * would hold the sign-in forever. Past the bound the request is destroyed and the callback gets an error.
 */
function boundProviderCalls(strategy: Auth0Strategy, ms: number): void {
  const oauth2 = (strategy as unknown as { _oauth2: OAuth2Client })._oauth2;
  // The access token goes to /userinfo in the Authorization header, not in the URL (where logs keep it).
  oauth2.useAuthorizationHeaderforGET(true);
  const execute = oauth2._executeRequest.bind(oauth2);
  oauth2._executeRequest = (lib, options, body, callback) => {
    const bounded: RequestLibrary = {
      request(opts) {
        const req = lib.request(opts);
        req.setTimeout(ms, () => req.destroy(new ProviderTimeoutError(ms)));
        return req;
      },
    };
    execute(bounded, options, body, callback);
  };
}
