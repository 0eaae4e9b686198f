import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { sessionKeyPrefix } from '@fanlift/core';
import type { RealtimeServer, RealtimeSocket } from './types';

/**
 * Every `intervalMs`, drop the sockets whose session is gone (signed out, or expired by its Redis TTL) with a
 * server-side disconnect, which a Socket.IO client does not retry. Returns the timer.
 */
export function watchSessions(
  io: RealtimeServer,
  sessions: Redis,
  queuePrefix: string,
  intervalMs: number,
  logger: Logger,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running || sessions.status !== 'ready') return;
    running = true;
    const bySession = new Map<string, RealtimeSocket[]>();
    for (const socket of io.of('/').sockets.values()) {
      const list = bySession.get(socket.data.sessionId) ?? [];
      list.push(socket);
      bySession.set(socket.data.sessionId, list);
    }
    const sids = [...bySession.keys()];
    const pipeline = sessions.pipeline();
    for (const sid of sids) pipeline.exists(`${sessionKeyPrefix(queuePrefix)}${sid}`);
    pipeline
      .exec()
      .then((results) => {
        results?.forEach(([err, exists], i) => {
          if (err || exists !== 0) return;
          for (const socket of bySession.get(sids[i]) ?? []) {
            logger.debug(
              { userId: socket.data.user.id, socketId: socket.id },
              'session gone; disconnecting socket',
            );
            socket.disconnect(true);
          }
        });
      })
      .catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'session re-check failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return timer;
}
