import { Router, type Request } from 'express';
import {
  notFound,
  CHAT_HISTORY,
  chatReportSchema,
  gameListQuerySchema,
  type TopEventCounts,
} from '@fanlift/core';
import {
  chatHistory,
  countChatMessages,
  gameSupporters,
  getGame,
  getGameDetail,
  listGamePlays,
  listGames,
  readViewerCounts,
  reportChatMessage,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { requireFan, requireUser, sessionUser } from '../middleware/auth';
import { numericId } from './params';

export function gameIdOf(req: Request, param = 'id'): number {
  const id = numericId(req.params[param]);
  if (id === null) throw notFound('No such game.');
  return id;
}

/**
 * Games (/api/games, DESIGN §5 live games): public schedules and game pages, the "top supporters this game"
 * board, Top Events counts and the chat history.
 */
export function gamesRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;

  r.get('/', async (req, res) => {
    res.json(await listGames(sequelize, gameListQuerySchema.parse(req.query)));
  });

  /** Top Events: featured games with live viewers (summed over the realtime nodes) and message counts. */
  r.get('/top-events', async (_req, res) => {
    const list = await listGames(sequelize, { featured: 'true', limit: 50 });
    const ids = list.games.map((g) => g.id);
    const [viewers, messages] = await Promise.all([
      readViewerCounts(deps.redis, deps.config.QUEUE_PREFIX).catch(() => new Map<number, number>()),
      countChatMessages(sequelize, ids),
    ]);
    const counts: TopEventCounts[] = ids.map((gameId) => ({
      gameId,
      viewers: viewers.get(gameId) ?? 0,
      messages: messages.get(gameId) ?? 0,
    }));
    res.json({ games: list.games, counts });
  });

  r.get('/:id', async (req, res) => {
    const game = await getGameDetail(sequelize, gameIdOf(req));
    if (!game) throw notFound('No such game.');
    res.json(game);
  });

  r.get('/:id/plays', async (req, res) => {
    const id = gameIdOf(req);
    res.json({ gameId: id, plays: await listGamePlays(sequelize, id, 200) });
  });

  r.get('/:id/supporters', async (req, res) => {
    res.json(await gameSupporters(sequelize, gameIdOf(req)));
  });

  /** The chat's last 50 messages (signed-in users; the socket sends the same on join). */
  r.get('/:id/chat', requireUser, async (req, res) => {
    const id = gameIdOf(req);
    const game = await getGame(sequelize, id);
    if (!game) throw notFound('No such game.');
    res.json({
      gameId: id,
      messages: await chatHistory(sequelize, id, CHAT_HISTORY),
      slowModeSeconds: game.slowModeSeconds,
    });
  });

  return r;
}

/** Chat over HTTP (/api/chat): fans report messages (sending, deleting and muting go over the socket). */
export function chatRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;

  /** Fans report a chat message to the admins (once per fan and message). */
  r.post('/messages/:id/report', requireFan, async (req, res) => {
    const messageId = numericId(req.params.id);
    if (messageId === null) throw notFound('No such message.');
    const body = chatReportSchema.parse({ ...(req.body ?? {}), messageId });
    const out = await reportChatMessage(sequelize, {
      messageId,
      reporterId: sessionUser(req).id,
      reason: body.reason,
    });
    if (!out) throw notFound('No such message.');
    res.status(out.created ? 201 : 200).json({ reported: true });
  });

  return r;
}
