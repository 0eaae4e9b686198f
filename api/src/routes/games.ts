import { notFound, CHAT_HISTORY, type GameView, type TopEventCounts } from '@fanlift/core';
import {
  chatHistory,
  countChatMessages,
  gameSupporters,
  getGame,
  getGameDetail,
  listGamePlays,
  listGames,
  listLiveGames,
  readViewerCounts,
  reportChatMessage,
} from '@fanlift/db';
import { answer } from '../http/answer';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { cheerRoutes } from './cheers';

/** Live now shows this many games; it reads the games of this many of the most-viewed (some may be over). */
const LIVE_NOW = 6;
const LIVE_NOW_READ = 30;

/** A game id that is not one names no game: 404, as an unknown game. */
export const noSuchGame = { badParams: () => notFound('No such game.') };

/**
 * Games (/api/games, DESIGN §5 live games): public schedules and game pages, the "top supporters this game"
 * board, Top Events counts and the chat history.
 */
export function gamesRoutes(m: Mount): void {
  const { deps } = m;
  const { sequelize } = deps.db;

  handle(m, 'GET /api/games', async ({ query }) => listGames(sequelize, query));
  cheerRoutes(m);

  /** Games with their live viewers (summed over the realtime nodes) and chat message counts. */
  const viewerCounts = () =>
    readViewerCounts(deps.redis, deps.config.QUEUE_PREFIX).catch(() => new Map<number, number>());
  const withCounts = async (games: GameView[], known?: Map<number, number>) => {
    const ids = games.map((g) => g.id);
    const [viewers, messages] = await Promise.all([
      known ?? viewerCounts(),
      countChatMessages(sequelize, ids),
    ]);
    const counts: TopEventCounts[] = ids.map((gameId) => ({
      gameId,
      viewers: viewers.get(gameId) ?? 0,
      messages: messages.get(gameId) ?? 0,
    }));
    return { games, counts };
  };

  /** Top Events: featured games with live viewers and message counts. */
  handle(m, 'GET /api/games/top-events', async () =>
    withCounts((await listGames(sequelize, { featured: 'true', limit: 50 })).games),
  );

  /**
   * Live now (the home page): the six games in progress with the most viewers (ties and games nobody watches yet
   * by kickoff), with viewers and messages. Only the most-viewed ids and the first six by the status index are read.
   */
  handle(m, 'GET /api/games/live-now', async () => {
    const viewers = await viewerCounts();
    const byViewers = (id: number) => viewers.get(id) ?? 0;
    const prefer = [...viewers.entries()]
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, LIVE_NOW_READ)
      .map(([id]) => id);
    const games = await listLiveGames(sequelize, prefer, LIVE_NOW);
    // Array.prototype.sort is stable: games with as many viewers keep the kickoff order the query gave.
    games.sort((a, b) => byViewers(b.id) - byViewers(a.id));
    return withCounts(games.slice(0, LIVE_NOW), viewers);
  });

  handle(
    m,
    'GET /api/games/:id',
    async ({ params: { id } }) => {
      const game = await getGameDetail(sequelize, id);
      if (!game) throw notFound('No such game.');
      return game;
    },
    noSuchGame,
  );

  handle(
    m,
    'GET /api/games/:id/plays',
    async ({ params: { id } }) => ({ gameId: id, plays: await listGamePlays(sequelize, id, 200) }),
    noSuchGame,
  );

  handle(
    m,
    'GET /api/games/:id/supporters',
    async ({ params: { id } }) => gameSupporters(sequelize, id),
    noSuchGame,
  );

  /** The chat's last 50 messages (signed-in users; the socket sends the same on join). */
  handle(
    m,
    'GET /api/games/:id/chat',
    async ({ params: { id } }) => {
      const game = await getGame(sequelize, id);
      if (!game) throw notFound('No such game.');
      return {
        gameId: id,
        messages: await chatHistory(sequelize, id, CHAT_HISTORY),
        slowModeSeconds: game.slowModeSeconds,
      };
    },
    noSuchGame,
  );
}

/** Chat over HTTP (/api/chat): fans report messages (sending, deleting and muting go over the socket). */
export function chatRoutes(m: Mount): void {
  const { sequelize } = m.deps.db;

  /** Fans report a chat message to the admins (once per fan and message). */
  handle(
    m,
    'POST /api/chat/messages/:id/report',
    async ({ params: { id: messageId }, body, user }) => {
      const out = await reportChatMessage(sequelize, { messageId, reporterId: user.id, reason: body.reason });
      if (!out) throw notFound('No such message.');
      return answer(out.created ? 201 : 200, { reported: true });
    },
    { badParams: () => notFound('No such message.') },
  );
}
