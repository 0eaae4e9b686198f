import { DomainError, cheerCommandPayload, rooms, toCommandView } from '@fanlift/core';
import { cheerNow } from '@fanlift/db';
import { fansOnly, on, type EventHandler } from './on';
import type { SocketContext } from './reply';

/**
 * Cheers from the chat's composer (issue 28): `chat:cheer` stages the cheer command for the socket's user
 * (exactly once per idempotency key, the same command as POST /api/games/{id}/cheers with that key) and applies it
 * here in one ledger transaction (db cheerNow), then sends its events from this node. The chat message takes no
 * queue and no worker, so the cheer reaches the room about as fast as a chat message (the chat bench compares them).
 * Ack: `{ ok: true, command }` applied (or replayed); `{ ok: false, error, message, command }` refused by the ledger
 * (insufficient_balance, daily_cap_reached, game_not_live, not_in_game); refusals before staging: not_joined,
 * rate_limited, conflict (the key was used with another body).
 */
export function registerCheerHandlers(ctx: SocketContext): void {
  on(ctx, 'chat:cheer', cheer, fansOnly('Only fans can cheer.'));
}

const cheer: EventHandler<'chat:cheer'> = async ({ gameId, idempotencyKey, ...body }, ctx) => {
  const { socket, user, cheers } = ctx;
  if (!socket.rooms.has(rooms.game(gameId)))
    return { ok: false, error: 'not_joined', message: 'Join the game first.' };
  const refused = await cheers.admit(user.id);
  if (refused) return refused;
  let run;
  try {
    run = await cheerNow(
      ctx.sequelize,
      { userId: user.id, idempotencyKey, payload: cheerCommandPayload(user.id, gameId, body) },
      cheers.settings,
      (applied, commandId) => cheers.emit(applied, commandId),
    );
  } catch (err) {
    if (err instanceof DomainError) return { ok: false, error: err.code, message: err.message };
    throw err;
  }
  const command = { ...toCommandView('cheer', run.command), replayed: run.applied === null };
  const { error } = run.command;
  if (run.command.status === 'failed' && error)
    return { ok: false, error: error.code, message: error.message, command };
  return { ok: true, command };
};
