import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { gameEventInputSchema, gameSettingsInputSchema, notFound, rooms, unavailable } from '@fanlift/core';
import {
  chatKeys,
  gameEventJobKey,
  getGameEvent,
  listChatReports,
  stageGameEvent,
  updateGameSettings,
} from '@fanlift/db';
import type { ApiDeps } from '../../deps';
import { requireAdmin, sessionUser } from '../../middleware/auth';
import { idempotencyKeySchema } from '@fanlift/core/routes';
import { numericId } from '../params';
import { gameIdOf } from '../games';

/**
 * Operators (admins) post game events (score, clock, status, play): the api checks and stages the event, the
 * `games` queue carries it to the worker, which stores it in order and broadcasts `game:update` (202 here).
 * Admins also feature games on Top Events, set chat slow mode and read chat reports.
 */
export function adminGamesRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;

  r.post('/:id/events', requireAdmin, async (req, res) => {
    const gameId = gameIdOf(req);
    const event = gameEventInputSchema.parse(req.body ?? {});
    const header = req.get('idempotency-key');
    const key = header === undefined ? randomUUID() : idempotencyKeySchema.parse(header);
    // A refused event throws GameEventError (a DomainError: 400 invalid_event, 404, 409 out_of_order...).
    const { event: ev } = await stageGameEvent(sequelize, {
      gameId,
      event,
      idempotencyKey: key,
      createdBy: sessionUser(req).id,
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
    res.status(202).json(ev);
  });

  r.get('/events/:eventId', requireAdmin, async (req, res) => {
    const id = numericId(req.params.eventId);
    const ev = id === null ? null : await getGameEvent(sequelize, id);
    if (!ev) throw notFound('No such event.');
    res.json(ev);
  });

  /** Feature a game on Top Events; set its chat's slow mode (held in Redis for every realtime node). */
  r.patch('/:id', requireAdmin, async (req, res) => {
    const gameId = gameIdOf(req);
    const input = gameSettingsInputSchema.parse(req.body ?? {});
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
    res.json(game);
  });

  return r;
}

/** Admin chat (/api/admin/chat): open reports of messages, newest first. */
export function adminChatRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;
  r.get('/reports', requireAdmin, async (_req, res) => {
    res.json({ reports: await listChatReports(sequelize) });
  });

  return r;
}
