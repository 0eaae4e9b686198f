import type { Redis } from 'ioredis';
// The api writes sessions with the same contract (core; realtime never imports the api: DESIGN §2).
import { SESSION_COOKIE, sessionKeyPrefix } from '@fanlift/core';
import { userIdOfStoredSession } from '@fanlift/core/session-cookie';

export { SESSION_COOKIE, sessionKeyPrefix };
export { readCookie, sessionIdFromCookie, unsign } from '@fanlift/core/session-cookie';

/**
 * The user id that passport stored in the session (`session.passport.user`), or null when the session does
 * not exist (expired keys are removed by Redis' TTL), has expired, or is not signed in. Redis errors throw.
 */
export async function userIdFromSession(
  redis: Redis,
  queuePrefix: string,
  sid: string,
): Promise<number | null> {
  const json = await redis.get(`${sessionKeyPrefix(queuePrefix)}${sid}`);
  return json ? userIdOfStoredSession(json) : null;
}
