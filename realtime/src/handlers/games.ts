import { CHAT_HISTORY, rooms } from '@fanlift/core';
import {
  activeChatMute,
  chatHistory,
  chatMessagesSince,
  currentPins,
  gameGoal,
  gameRooms,
} from '@fanlift/db';
import { on, type EventHandler } from './on';
import { canJoinMore, TOO_MANY_ROOMS, type SocketContext } from './reply';
import { heldFor, hold, release } from './room-holds';

/**
 * Live games: `game:join` (a game that exists: its room; then, unless `roomOnly`, the chat history, slow mode, the
 * pinned cheers, the goal's meter and the user's mute, if any), `game:leave` (the rooms the game's join holds, each
 * left unless a watch still holds it: ./room-holds.ts), `games:watch` (every game update, for schedules).
 * A viewer is in the game's room only: the supporters board refetches on the game's coalesced `game:goal` (every
 * gift that moves the board moves the goal), so a gift to a school or player is not one more event to every viewer.
 */
export function registerGameHandlers(ctx: SocketContext): void {
  on(ctx, 'game:join', join);
  on(ctx, 'game:leave', leave);
  on(ctx, 'games:watch', async (_payload, { socket }) => {
    await socket.join(rooms.games);
    return { ok: true };
  });
}

const join: EventHandler<'game:join'> = async ({ gameId, sinceMessageId, roomOnly }, ctx) => {
  const { socket, user } = ctx;
  const room = rooms.game(gameId);
  if (!socket.rooms.has(room) && !canJoinMore(socket)) return TOO_MANY_ROOMS;
  const game = await gameRooms(ctx.sequelize, gameId);
  if (!game) return { ok: false, error: 'game_not_found', message: 'There is no such game.' };
  // Checked again: the budget may have been spent while the game was read.
  if (!(await hold(socket, room, `game:${gameId}`))) return TOO_MANY_ROOMS;
  // The game's updates only: the page's chat joins too and asks for the history itself.
  if (roomOnly) return { ok: true };
  const [messages, slow, mute, pins, goal] = await Promise.all([
    sinceMessageId
      ? chatMessagesSince(ctx.sequelize, gameId, sinceMessageId)
      : chatHistory(ctx.sequelize, gameId, CHAT_HISTORY),
    ctx.limits.slowMode(gameId).catch(() => game.slowModeSeconds),
    ctx.limits.mute(user.id).catch(() => null),
    currentPins(ctx.sequelize, gameId),
    gameGoal(ctx.sequelize, gameId, ctx.goalThresholds),
  ]);
  socket.emit('chat:history', { gameId, messages, slowModeSeconds: slow, since: sinceMessageId ?? null });
  // A late joiner sees the cheers pinned now and the goal's meter (never a celebration that already happened).
  socket.emit('chat:pins', { gameId, pins });
  socket.emit('game:goal', goal);
  // Redis holds active mutes; PostgreSQL keeps the record (refills Redis after a restart of Redis).
  const muted = mute ?? (await activeChatMute(ctx.sequelize, user.id));
  if (muted) {
    if (!mute) await ctx.limits.setMute(muted).catch(() => undefined);
    socket.emit('chat:muted', muted);
  }
  return { ok: true };
};

const leave: EventHandler<'game:leave'> = async ({ gameId }, { socket }) => {
  const reason = `game:${gameId}` as const;
  for (const room of new Set([rooms.game(gameId), ...heldFor(socket, reason)]))
    await release(socket, room, reason);
  return { ok: true };
};
