import session from 'express-session';
import RedisStore from 'connect-redis';
import type { RequestHandler } from 'express';
import { SESSION_COOKIE, sessionKeyPrefix } from '@fanlift/core';
import type { ApiDeps } from '../deps';

export { SESSION_COOKIE };

/** express-session in Redis (DESIGN §6); realtime reads the same store with the same secret. */
export function createSessionMiddleware({ config, redis }: ApiDeps): RequestHandler {
  const store = new RedisStore({
    client: redis,
    prefix: sessionKeyPrefix(config.QUEUE_PREFIX),
    ttl: config.SESSION_TTL_SECONDS,
  });
  return session({
    name: SESSION_COOKIE,
    secret: config.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    // Not rolling: no Set-Cookie and session write on every request (the store still touches the TTL).
    rolling: false,
    // `proxy` unset: the app's 'trust proxy' (TRUST_PROXY) decides whether X-Forwarded-Proto makes a request secure.
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production',
      maxAge: config.SESSION_TTL_SECONDS * 1000,
    },
  });
}

declare module 'express-session' {
  interface SessionData {
    login?: {
      userType: 'fan' | 'athlete';
      returnTo: string;
      signup: boolean;
      fromPreSignupFlow?: boolean;
      referralCode?: string;
      claimingAthleteId?: number;
      firstName?: string;
      lastName?: string;
    };
  }
}
