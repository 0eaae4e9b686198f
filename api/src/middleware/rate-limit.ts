import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '@fanlift/core';
import { parseRateLimit, type ApiConfig } from '@fanlift/core/config';
import { rateLimitKeys, SENDS_RATE_LIMITED_MESSAGE } from '@fanlift/db';

/**
 * Per-client rate limits (rate-limiter-flexible on Redis, so every api process shares the counters). Each limit
 * answers 429 `{ error: { code: 'rate_limited', message } }` with `Retry-After` (seconds). If Redis does not
 * answer, a per-process in-memory limiter with the same numbers stands in (never unlimited, never a 500).
 *
 * Clients are told apart by the signed-in user where there is one, else by address (`req.ip`: the TCP peer, or
 * the address a proxy listed in TRUST_PROXY forwarded).
 */
export const LIMITS = {
  signIn: {
    config: 'RATE_LIMIT_SIGN_IN',
    by: 'ip',
    message: 'Too many sign-in attempts from your network. Wait a moment and try again.',
  },
  search: {
    config: 'RATE_LIMIT_SEARCH',
    by: 'userOrIp',
    message: 'You are searching very fast. Wait a moment and try again.',
  },
  uploads: {
    config: 'RATE_LIMIT_UPLOADS',
    by: 'userOrIp',
    message: 'Too many photo uploads. Wait a few minutes and try again.',
  },
  sends: {
    config: 'RATE_LIMIT_SENDS',
    by: 'userOrIp',
    message: SENDS_RATE_LIMITED_MESSAGE,
  },
  checkouts: {
    config: 'RATE_LIMIT_CHECKOUTS',
    by: 'userOrIp',
    message: 'Too many checkouts started. Wait a few minutes and try again.',
  },
  guestCheckouts: {
    config: 'RATE_LIMIT_GUEST_CHECKOUTS',
    by: 'ip',
    message: 'Too many checkouts from your network. Wait a few minutes and try again.',
  },
  invites: {
    config: 'RATE_LIMIT_INVITES',
    by: 'userOrIp',
    message: 'You have sent many invitations. Wait a while and try again; nothing was sent this time.',
  },
  ohioPassword: {
    config: 'RATE_LIMIT_OHIO_PASSWORD',
    by: 'ip',
    message: 'Too many attempts. Wait a few minutes and try again.',
  },
} as const satisfies Record<string, { config: keyof ApiConfig; by: 'ip' | 'userOrIp'; message: string }>;
export type LimitName = keyof typeof LIMITS;

/** A 429 that carries how long to wait; the error handler sets `Retry-After` from it. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', 'rate_limited', message);
  }
}

/** Who is counted: the session user, else the client address. */
export function clientKey(req: Request, by: 'ip' | 'userOrIp'): string {
  if (by === 'userOrIp' && req.user) return rateLimitKeys.user(req.user.id);
  return `ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export interface RateLimits {
  /** Middleware that counts one request against `name` and answers 429 when over. */
  limit(name: LimitName): RequestHandler;
  /** Count one event (e.g. a wrong password) for this client; throws RateLimitedError when over. */
  consume(name: LimitName, req: Request): Promise<void>;
  /** `consume` for a signed-in user already known (the hot send, which has no Express request). */
  consumeForUser(name: LimitName, userId: number): Promise<void>;
  /** Throw RateLimitedError if this client already used up `name` (counts nothing). */
  assertNotBlocked(name: LimitName, req: Request): Promise<void>;
  /** Forget this client's count (e.g. after the right password). */
  reset(name: LimitName, req: Request): Promise<void>;
}

export function createRateLimits(config: ApiConfig, redis: Redis, logger: Logger): RateLimits {
  const limiters = new Map<LimitName, RateLimiterRedis>();
  for (const name of Object.keys(LIMITS) as LimitName[]) {
    const { points, seconds } = parseRateLimit(config[LIMITS[name].config]);
    const keyPrefix = rateLimitKeys.prefix(config.QUEUE_PREFIX, name);
    limiters.set(
      name,
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration: seconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: seconds }),
      }),
    );
  }
  const limiter = (name: LimitName) => limiters.get(name)!;

  const refuse = (name: LimitName, res: RateLimiterRes) =>
    new RateLimitedError(LIMITS[name].message, retryAfter(res));

  const consume = (name: LimitName, req: Request) => consumeKey(name, clientKey(req, LIMITS[name].by));
  async function consumeKey(name: LimitName, key: string): Promise<void> {
    try {
      await limiter(name).consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        logger.info({ limit: name, retryAfter: retryAfter(err) }, 'rate limited');
        throw refuse(name, err);
      }
      // Both Redis and the in-memory stand-in failed: let the request through rather than refuse everyone.
      logger.warn({ err: (err as Error).message, limit: name }, 'rate limiter unavailable');
    }
  }

  return {
    consume,
    async consumeForUser(name, userId) {
      if (LIMITS[name].by !== 'userOrIp') throw new Error(`${name} counts clients by address, not by user`);
      await consumeKey(name, rateLimitKeys.user(userId));
    },
    limit(name) {
      return (req, _res, next) => {
        consume(name, req).then(() => next(), next);
      };
    },
    async assertNotBlocked(name, req) {
      const l = limiter(name);
      const res = await l.get(clientKey(req, LIMITS[name].by)).catch((err: unknown) => {
        logger.warn({ err: (err as Error).message, limit: name }, 'rate limiter unavailable');
        return null;
      });
      if (res && res.consumedPoints >= l.points) throw refuse(name, res);
    },
    async reset(name, req) {
      await limiter(name)
        .delete(clientKey(req, LIMITS[name].by))
        .catch((err: unknown) =>
          logger.warn({ err: (err as Error).message, limit: name }, 'rate limiter reset failed'),
        );
    },
  };
}
