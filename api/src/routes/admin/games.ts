import { randomUUID } from 'node:crypto';
import { notFound, rooms, unavailable } from '@fanlift/core';
import {
  chatKeys,
  gameEventJobKey,
  getGameEvent,
  listChatReports,
  stageGameEvent,
  updateGameSettings,
} from '@fanlift/db';
import { handle } from '../../http/handle';
import type { Mount } from '../../http/mount';
import { noSuchGame } from '../games';

/**
 * Operators (admins) post game events (score, clock, status, play): the api checks and stages the event, the
 * `games` queue carries it to the worker, which stores it in order and broadcasts `game:update` (202 here).
 * Admins also feature games on Top Events, set chat slow mode and read chat reports.
 */
export function adminGamesRoutes(m: Mount): void {
  const { deps } = m;
  const { sequelize } = deps.db;

  handle(
    m,
    'POST /api/admin/games/:id/events',
    async ({ params: { id: gameId }, body: event, headers, user }) => {
      const key = headers['Idempotency-Key'] ?? randomUUID();
      // A refused event throws GameEventError (a DomainError: 400 invalid_event, 404, 409 out_of_order...).
      const { event: ev } = await stageGameEvent(sequelize, {
        gameId,
        event,
        idempotencyKey: key,
        createdBy: user.id,
      });
      // Staged durably: when Redis is down the worker's re-driver enqueues it later.
      await deps.queues
        .enqueue('games.apply-events', { eventId: ev.id, idempotencyKey: gameEventJobKey(ev.id) })
        .catch((err: unknown) =>
          deps.logger.warn(
            { err: (err as Error).message, eventId: ev.id },
            'game event staged; enqueue deferred to re-drive',
          ),
        );
      return ev;
    },
    noSuchGame,
  );

  handle(
    m,
    'GET /api/admin/games/events/:eventId',
    async ({ params: { eventId } }) => {
      const ev = await getGameEvent(sequelize, eventId);
      if (!ev) throw notFound('No such event.');
      return ev;
    },
    { badParams: () => notFound('No such event.') },
  );

  /** Feature a game on Top Events; set its chat's slow mode (held in Redis for every realtime node). */
  handle(
    m,
    'PATCH /api/admin/games/:id',
    async ({ params: { id: gameId }, body: input }) => {
      const game = await updateGameSettings(sequelize, gameId, input);
      if (!game) throw notFound('No such game.');
      if (input.slowModeSeconds !== undefined) {
        const key = chatKeys.slowMode(deps.config.QUEUE_PREFIX, gameId);
        try {
          await deps.redis.set(key, String(input.slowModeSeconds));
        } catch {
          throw unavailable('Slow mode was saved but could not reach the chat; try again.');
        }
        deps.emitter
          .to(rooms.game(gameId))
          .emit('chat:settings', { gameId, slowModeSeconds: input.slowModeSeconds });
      }
      return game;
    },
    noSuchGame,
  );
}

/** Admin chat (/api/admin/chat): open reports of messages, newest first. */
export function adminChatRoutes(m: Mount): void {
  handle(m, 'GET /api/admin/chat/reports', async () => ({
    reports: await listChatReports(m.deps.db.sequelize),
  }));
}
