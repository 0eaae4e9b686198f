import { QueryTypes } from 'sequelize';
import { CHAT_HISTORY, gameJoinSchema, rooms } from '@fanlift/core';
import { activeChatMute, chatHistory, chatMessagesSince } from '@fanlift/db';
import type { RealtimeSocket } from '../types';
import { canJoinMore, guarded, reply, type HandlerContext } from './reply';

interface GameRooms {
  home: number;
  away: number;
  slowModeSeconds: number;
}

/**
 * Live games: `game:join` (a game that exists: its room, and its schools' rooms for the supporters board; then
 * the chat history, slow mode and the user's mute, if any), `game:leave`, `games:watch` (every game update, for
 * schedules).
 */
export function registerGameHandlers(socket: RealtimeSocket, ctx: HandlerContext): void {
  const { user } = socket.data;

  const gameOf = async (id: number): Promise<GameRooms | null> => {
    const [row] = await ctx.sequelize.query<GameRooms>(
      `SELECT home_school_id AS home, away_school_id AS away, slow_mode_seconds AS "slowModeSeconds"
         FROM games WHERE id = $1`,
      { bind: [id], type: QueryTypes.SELECT },
    );
    return row ?? null;
  };

  socket.on(
    'game:join',
    guarded(ctx, 'game:join', async (payload, ack) => {
      const parsed = gameJoinSchema.safeParse(payload);
      if (!parsed.success) return reply(ack, { ok: false, error: 'invalid_payload' });
      const { gameId, sinceMessageId } = parsed.data;
      const room = rooms.game(gameId);
      if (!socket.rooms.has(room) && !canJoinMore(socket, 3))
        return reply(ack, { ok: false, error: 'too_many_rooms' });
      const game = await gameOf(gameId);
      if (!game) return reply(ack, { ok: false, error: 'game_not_found', message: 'There is no such game.' });
      await socket.join([room, rooms.school(game.home), rooms.school(game.away)]);
      const [messages, slow, mute] = await Promise.all([
        sinceMessageId
          ? chatMessagesSince(ctx.sequelize, gameId, sinceMessageId)
          : chatHistory(ctx.sequelize, gameId, CHAT_HISTORY),
        ctx.limits.slowMode(gameId).catch(() => game.slowModeSeconds),
        ctx.limits.mute(user.id).catch(() => null),
      ]);
      socket.emit('chat:history', { gameId, messages, slowModeSeconds: slow, since: sinceMessageId ?? null });
      // Redis holds active mutes; PostgreSQL keeps the record (refills Redis after a restart of Redis).
      const muted = mute ?? (await activeChatMute(ctx.sequelize, user.id));
      if (muted) {
        if (!mute) await ctx.limits.setMute(muted).catch(() => undefined);
        socket.emit('chat:muted', muted);
      }
      reply(ack, { ok: true });
    }),
  );

  socket.on(
    'game:leave',
    guarded(ctx, 'game:leave', async (payload, ack) => {
      const parsed = gameJoinSchema.safeParse(payload);
      if (!parsed.success) return reply(ack, { ok: false, error: 'invalid_payload' });
      await socket.leave(rooms.game(parsed.data.gameId));
      const game = await gameOf(parsed.data.gameId);
      if (game) {
        // Keep a school room while another joined game still needs it.
        const still = new Set<number>();
        for (const r of socket.rooms) {
          if (!r.startsWith('game:')) continue;
          const g = await gameOf(Number(r.slice(5)));
          if (g) still.add(g.home).add(g.away);
        }
        for (const s of [game.home, game.away]) if (!still.has(s)) await socket.leave(rooms.school(s));
      }
      reply(ack, { ok: true });
    }),
  );

  socket.on('games:watch', (_payload: unknown, ack?: unknown) => {
    void socket.join(rooms.games);
    reply(ack, { ok: true });
  });
}
