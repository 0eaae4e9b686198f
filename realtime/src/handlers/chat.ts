import { rooms } from '@fanlift/core';
import {
  chatMessageByClientId,
  deleteChatMessage,
  insertChatMessage,
  liftChatMutes,
  recordChatMute,
  reportChatMessage,
} from '@fanlift/db';
import { adminsOnly, fansOnly, on, type EventHandler } from './on';
import type { SocketContext } from './reply';

/**
 * Live chat (DESIGN §5): fans send text (1-500 characters, stored and broadcast as plain text; clients never
 * render it as HTML) to a game they joined, within the Redis-held rate limit, slow mode and mutes; admins delete
 * messages and mute users; fans report messages. Broadcasts go through the adapter, so every node's clients get
 * them (and a client that was briefly away gets them on recovery).
 */
export function registerChatHandlers(ctx: SocketContext): void {
  on(ctx, 'chat:send', send, fansOnly('Only fans can chat.'));
  on(ctx, 'chat:delete', remove, adminsOnly);
  on(ctx, 'chat:mute', mute, adminsOnly);
  on(ctx, 'chat:unmute', unmute, adminsOnly);
  on(ctx, 'chat:report', report, fansOnly('Only fans can report.'));
}

const send: EventHandler<'chat:send'> = async ({ gameId, text, clientId }, ctx) => {
  const { socket, user } = ctx;
  if (!socket.rooms.has(rooms.game(gameId)))
    return { ok: false, error: 'not_joined', message: 'Join the game first.' };
  // A retry of a message already stored (its acknowledgement was lost): answered ok without a second row or
  // another turn of the rate limit; broadcast again in case the first broadcast was lost with the node
  // (clients keep one message per id).
  const replayed = async () => {
    const stored = clientId ? await chatMessageByClientId(ctx.sequelize, user.id, clientId) : null;
    if (!stored) return false;
    if (!stored.deleted) {
      const { deleted: _deleted, ...message } = stored;
      ctx.io.to(rooms.game(message.gameId)).emit('chat:message', message);
    }
    return true;
  };
  if (await replayed()) return { ok: true };
  const gate = await ctx.limits.admit(user.id, gameId);
  if (!gate.ok) return gate;
  const message = await insertChatMessage(ctx.sequelize, { gameId, userId: user.id, text, clientId });
  if (!message) {
    // The same client id was stored by a concurrent retry in between: answered as that retry is.
    if (await replayed()) return { ok: true };
    throw new Error('chat message refused as a duplicate but not found by its client id');
  }
  ctx.io.to(rooms.game(gameId)).emit('chat:message', message);
  ctx.metrics?.chatMessages.inc();
  return { ok: true };
};

const remove: EventHandler<'chat:delete'> = async ({ messageId }, ctx) => {
  const deleted = await deleteChatMessage(ctx.sequelize, messageId, ctx.user.id);
  if (!deleted) return { ok: false, error: 'not_found', message: 'No such message.' };
  ctx.io.to(rooms.game(deleted.gameId)).emit('chat:deleted', deleted);
  return { ok: true };
};

const mute: EventHandler<'chat:mute'> = async (m, ctx) => {
  const until = new Date(Date.now() + m.minutes * 60_000);
  const view = await recordChatMute(ctx.sequelize, {
    userId: m.userId,
    gameId: m.gameId,
    mutedBy: ctx.user.id,
    reason: m.reason,
    until,
  });
  await ctx.limits.setMute(view);
  ctx.io.to(rooms.user(m.userId)).emit('chat:muted', view);
  return { ok: true, until: view.until };
};

const unmute: EventHandler<'chat:unmute'> = async ({ userId }, ctx) => {
  await liftChatMutes(ctx.sequelize, userId);
  await ctx.limits.liftMute(userId);
  ctx.io.to(rooms.user(userId)).emit('chat:muted', null);
  return { ok: true };
};

const report: EventHandler<'chat:report'> = async ({ messageId, reason }, ctx) => {
  const out = await reportChatMessage(ctx.sequelize, { messageId, reporterId: ctx.user.id, reason });
  if (!out) return { ok: false, error: 'not_found', message: 'No such message.' };
  return { ok: true };
};
