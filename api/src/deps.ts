import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { databaseOptionsOf, type ApiConfig } from '@fanlift/core/config';
import { loggerOptions } from '@fanlift/core/logging';
import {
  connectDatabase,
  createQueues,
  type Database,
  type Queues,
  createEmitter,
  sessionUserById,
  type RealtimeEmitter,
} from '@fanlift/db';
import { createRateLimits, type RateLimits } from './middleware/rate-limit';
import { createSessionUsers, type SessionUsers } from './auth/session-users';
import { createSessionCache, type SessionCache } from './auth/session-cache';
import { sessionChangesChannel } from '@fanlift/core';
import { createRegistry, httpMetrics, type Registry } from '@fanlift/core/metrics';

/** Everything a request handler may use; built once per process and passed down (no module singletons). */
export interface ApiDeps {
  config: ApiConfig;
  logger: Logger;
  db: Database;
  redis: Redis;
  queues: Queues;
  /** The signed-in users of sessions, kept briefly by this process (forget one after changing it). */
  sessionUsers: SessionUsers;
  /** The session records this process read, kept briefly (null: SESSION_CACHE_MS=0, read on every request). */
  sessionCache: SessionCache | null;
  /** Per-client rate limits (Redis, shared by every api process). */
  limits: RateLimits;
  /** Socket.IO emitter through Redis, so api actions (an admin's, say) can broadcast. Emit after commit. */
  emitter: RealtimeEmitter;
  /** This process's Prometheus registry and HTTP timing (served on METRICS_PORT, never the public port). */
  metrics: { registry: Registry; http: ReturnType<typeof httpMetrics> };
  /** False when the database connection was handed in (tests share one per process). */
  ownsDb: boolean;
}

export function createDeps(
  config: ApiConfig,
  logger = pino(loggerOptions('api', config.LOG_LEVEL)),
  sharedDb?: Database,
): ApiDeps {
  const db = sharedDb ?? connectDatabase(databaseOptionsOf(config));
  // Sessions and enqueues must fail fast when Redis is down (503), never hang a request.
  const redis = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, logger });
  const limits = createRateLimits(config, redis, logger);
  const emitter = createEmitter(redis, config.QUEUE_PREFIX, {
    onError: (err, channel) => logger.warn({ err: err.message, channel }, 'socket emit failed'),
  });
  const registry = createRegistry('api');
  const metrics = { registry, http: httpMetrics(registry) };
  const sessionUsers = createSessionUsers(
    (id) => sessionUserById(db.sequelize, id),
    config.SESSION_USER_CACHE_MS,
  );
  const sessionCache =
    config.SESSION_CACHE_MS > 0
      ? createSessionCache({
          redis,
          channel: sessionChangesChannel(config.QUEUE_PREFIX),
          ttlMs: config.SESSION_CACHE_MS,
          logger,
        })
      : null;
  return {
    config,
    logger,
    db,
    redis,
    queues,
    sessionUsers,
    sessionCache,
    limits,
    emitter,
    metrics,
    ownsDb: !sharedDb,
  };
}

export async function closeDeps(deps: ApiDeps): Promise<void> {
  await deps.queues.close();
  await deps.sessionCache?.close();
  deps.redis.disconnect();
  if (deps.ownsDb) await deps.db.close();
}
