import passport from 'passport';
import Auth0Strategy from 'passport-auth0';
import { User, toUserDTO } from '@fanlift/db';
import type { User as UserDTO } from '@fanlift/core';
import type { ApiDeps } from '../deps';
import { findOrCreateUser } from './users-service';

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

const SESSION_USER_ATTRIBUTES = [
  'id',
  'authId',
  'email',
  'firstName',
  'lastName',
  'userType',
  'isAdmin',
] as const;

export function auth0Enabled(config: ApiDeps['config']): boolean {
  return !!(config.AUTH0_DOMAIN && config.AUTH0_CLIENT_ID && config.AUTH0_CLIENT_SECRET);
}

/** One Passport instance per app (no global state): the session holds only the user id. */
export function createPassport(deps: ApiDeps): passport.PassportStatic {
  const pp = new passport.Passport() as unknown as passport.PassportStatic;
  pp.serializeUser((user, done) => done(null, user.id));
  pp.deserializeUser((id: number, done) => {
    User.findByPk(id, { attributes: [...SESSION_USER_ATTRIBUTES], raw: true })
      .then((u) => done(null, u ? { ...u, isAdmin: u.isAdmin === 1 ? 1 : 0 } : false))
      .catch((err: unknown) => done(err));
  });
  const { config } = deps;
  if (auth0Enabled(config)) {
    pp.use(
      new Auth0Strategy(
        {
          domain: config.AUTH0_DOMAIN!,
          clientID: config.AUTH0_CLIENT_ID!,
          clientSecret: config.AUTH0_CLIENT_SECRET!,
          callbackURL: `${config.PUBLIC_URL}/api/auth/callback`,
          passReqToCallback: true,
          state: true,
        },
        (req, _accessToken, _refreshToken, _extra, profile, done) => {
          const login = req.session.login;
          const email = profile.emails?.[0]?.value;
          if (!email) return done(new Error('The identity provider returned no email'));
          findOrCreateUser(deps.db, {
            authId: profile.id,
            email,
            userType: login?.userType ?? 'fan',
            firstName: login?.firstName ?? profile.name?.givenName ?? null,
            lastName: login?.lastName ?? profile.name?.familyName ?? null,
            referralCode: login?.referralCode,
          })
            .then(({ user }) => done(null, toUserDTO(user)))
            .catch((err: unknown) => done(err as Error));
        },
      ),
    );
  }
  return pp;
}
