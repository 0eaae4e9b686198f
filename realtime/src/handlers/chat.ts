import { chatDeleteSchema, chatMuteSchema, chatReportSchema, chatSendSchema, rooms } from '@fanlift/core';
import {
  chatMessageByClientId,
  deleteChatMessage,
  insertChatMessage,
  liftChatMutes,
  recordChatMute,
  reportChatMessage,
} from '@fanlift/db';
import type { RealtimeSocket } from '../types';
import { guarded, reply, type HandlerContext } from './reply';

/**
 * Live chat (DESIGN §5): fans send text (1-500 characters, stored and broadcast as plain text; clients never
 * render it as HTML) to a game they joined, within the Redis-held rate limit, slow mode and mutes; admins delete
 * messages and mute users; fans report messages. Broadcasts go through the adapter, so every node's clients get
 * them (and a client that was briefly away gets them on recovery).
 */
export function registerChatHandlers(socket: RealtimeSocket, ctx: HandlerContext): void {
  const { user } = socket.data;
  const invalid = (ack: unknown, message: string) =>
    reply(ack, { ok: false, error: 'invalid_payload', message });

  socket.on(
    'chat:send',
    guarded(ctx, 'chat:send', async (payload, ack) => {
      if (user.userType !== 'fan')
        return reply(ack, { ok: false, error: 'fans_only', message: 'Only fans can chat.' });
      const parsed = chatSendSchema.safeParse(payload);
      if (!parsed.success)
        return invalid(ack, parsed.error.issues[0]?.message ?? 'Send text of 1-500 characters.');
      const { gameId, text, clientId } = parsed.data;
      if (!socket.rooms.has(rooms.game(gameId)))
        return reply(ack, { ok: false, error: 'not_joined', message: 'Join the game first.' });
      // A retry of a message already stored (its acknowledgement was lost): answered ok without a second row or
      // another turn of the rate limit; broadcast again in case the first broadcast was lost with the node
      // (clients keep one message per id).
      const replay = async () => {
        const stored = clientId ? await chatMessageByClientId(ctx.sequelize, user.id, clientId) : null;
        if (!stored) return false;
        if (!stored.deleted) {
          const { deleted: _deleted, ...message } = stored;
          ctx.io.to(rooms.game(message.gameId)).emit('chat:message', message);
        }
        reply(ack, { ok: true });
        return true;
      };
      if (await replay()) return;
      const gate = await ctx.limits.admit(user.id, gameId);
      if (!gate.ok) return reply(ack, gate);
      const message = await insertChatMessage(ctx.sequelize, { gameId, userId: user.id, text, clientId });
      // null: the same client id was stored by a concurrent retry in between.
      if (!message) return void (await replay());
      ctx.io.to(rooms.game(gameId)).emit('chat:message', message);
      ctx.metrics?.chatMessages.inc();
      reply(ack, { ok: true });
    }),
  );

  const adminOnly = (ack: unknown) => {
    if (user.isAdmin) return false;
    reply(ack, { ok: false, error: 'forbidden', message: 'Admins only.' });
    return true;
  };

  socket.on(
    'chat:delete',
    guarded(ctx, 'chat:delete', async (payload, ack) => {
      if (adminOnly(ack)) return;
      const parsed = chatDeleteSchema.safeParse(payload);
      if (!parsed.success) return invalid(ack, 'messageId is required.');
      const deleted = await deleteChatMessage(ctx.sequelize, parsed.data.messageId, user.id);
      if (!deleted) return reply(ack, { ok: false, error: 'not_found', message: 'No such message.' });
      ctx.io.to(rooms.game(deleted.gameId)).emit('chat:deleted', deleted);
      reply(ack, { ok: true });
    }),
  );

  socket.on(
    'chat:mute',
    guarded(ctx, 'chat:mute', async (payload, ack) => {
      if (adminOnly(ack)) return;
      const parsed = chatMuteSchema.safeParse(payload);
      if (!parsed.success) return invalid(ack, parsed.error.issues[0]?.message ?? 'Bad mute.');
      const m = parsed.data;
      const until = new Date(Date.now() + m.minutes * 60_000);
      const view = await recordChatMute(ctx.sequelize, {
        userId: m.userId,
        gameId: m.gameId,
        mutedBy: user.id,
        reason: m.reason,
        until,
      });
      await ctx.limits.setMute(view);
      ctx.io.to(rooms.user(m.userId)).emit('chat:muted', view);
      reply(ack, { ok: true, until: view.until });
    }),
  );

  socket.on(
    'chat:unmute',
    guarded(ctx, 'chat:unmute', async (payload, ack) => {
      if (adminOnly(ack)) return;
      const userId = (payload as { userId?: unknown } | null)?.userId;
      if (typeof userId !== 'number' || !Number.isInteger(userId) || userId < 1)
        return invalid(ack, 'userId is required.');
      await liftChatMutes(ctx.sequelize, userId);
      await ctx.limits.liftMute(userId);
      ctx.io.to(rooms.user(userId)).emit('chat:muted', null);
      reply(ack, { ok: true });
    }),
  );

  socket.on(
    'chat:report',
    guarded(ctx, 'chat:report', async (payload, ack) => {
      if (user.userType !== 'fan')
        return reply(ack, { ok: false, error: 'fans_only', message: 'Only fans can report.' });
      const parsed = chatReportSchema.safeParse(payload);
      if (!parsed.success) return invalid(ack, parsed.error.issues[0]?.message ?? 'Say why you report it.');
      const out = await reportChatMessage(ctx.sequelize, {
        messageId: parsed.data.messageId,
        reporterId: user.id,
        reason: parsed.data.reason,
      });
      if (!out) return reply(ack, { ok: false, error: 'not_found', message: 'No such message.' });
      reply(ack, { ok: true });
    }),
  );
}
