/**
 * The session contract shared by the api (express-session writes it) and realtime (reads it to
 * authenticate sockets): the cookie's name and where the session lives in Redis.
 */
export const SESSION_COOKIE = 'fanlift.sid';

export function sessionKeyPrefix(queuePrefix: string): string {
  return `${queuePrefix}:sess:`;
}

/** The Redis channel on which an api process announces a session it saved or destroyed (its key). */
export function sessionChangesChannel(queuePrefix: string): string {
  return `${queuePrefix}:sess-changed`;
}
