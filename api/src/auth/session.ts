import session from 'express-session';
import RedisStore from 'connect-redis';
import type { RequestHandler } from 'express';
import { SESSION_COOKIE, sessionKeyPrefix } from '@fanlift/core';
import type { ApiDeps } from '../deps';

export { SESSION_COOKIE };

/** express-session in Redis (DESIGN §6); realtime reads the same store with the same secret. */
export function createSessionMiddleware({ config, redis, sessionCache }: ApiDeps): RequestHandler {
  const store = new RedisStore({
    client: redis,
    prefix: sessionKeyPrefix(config.QUEUE_PREFIX),
    ttl: config.SESSION_TTL_SECONDS,
    // No EXPIRE on every request (issue 17: one Redis round trip less per call). With `rolling: false` the browser
    // cookie expires SESSION_TTL after the last save whatever the server does, so the stored session keeps the
    // same lifetime: set on each save (sign-in and every change), like the cookie.
    disableTouch: true,
  });
  // Reads through this process's short-lived copy; saves and sign-outs announced to every api process.
  if (sessionCache) store.client = sessionCache.wrap(store.client);
  return session({
    name: SESSION_COOKIE,
    secret: config.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    // Not rolling: no Set-Cookie and session write on every request.
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
