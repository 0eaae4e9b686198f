import {
  clientEvents,
  type ClientEvent,
  type ClientEventName,
  type ClientEventPayload,
  type ClientEventResult,
  type SocketAckResult,
} from '@fanlift/core';
import { reply, type SocketContext } from './reply';

/** A client event's handler: the parsed payload in, the acknowledgement's result out. */
export type EventHandler<E extends ClientEventName, C = SocketContext> = (
  payload: ClientEventPayload<E>,
  ctx: C,
) => Promise<ClientEventResult<E>> | ClientEventResult<E>;

/** What `on` itself reads of the context (the handler gets the whole of it). */
type ListenContext = Pick<SocketContext, 'socket' | 'user' | 'logger'>;

/** Who may send an event: null lets the user through, a result refuses (checked before the payload). */
export type EventGate = (user: SocketContext['user']) => SocketAckResult | null;

export const fansOnly =
  (message: string): EventGate =>
  (user) =>
    user.userType === 'fan' ? null : { ok: false, error: 'fans_only', message };

export const adminsOnly: EventGate = (user) =>
  user.isAdmin ? null : { ok: false, error: 'forbidden', message: 'Admins only.' };

const UNAVAILABLE: SocketAckResult = {
  ok: false,
  error: 'unavailable',
  message: 'Something went wrong. Try again.',
};

/**
 * Register the handler of one client event on a socket, the one way realtime listens (DESIGN §3): the gate
 * (who may send it), then the payload parsed with the event's schema from core (invalid: `{ ok: false, error:
 * 'invalid_payload' }`, with the event's words when it has them), then the handler, whose result is the ack.
 * A handler that throws is logged and answered 'unavailable', so a client is never left waiting.
 */
export function on<E extends ClientEventName, C extends ListenContext = SocketContext>(
  ctx: C,
  event: E,
  handler: EventHandler<E, C>,
  gate?: EventGate,
): void {
  const contract: ClientEvent = clientEvents[event];
  const answer = async (payload: unknown): Promise<SocketAckResult> => {
    const refused = gate?.(ctx.user);
    if (refused) return refused;
    const parsed = contract.payload.safeParse(payload);
    if (!parsed.success) {
      const message = contract.invalidMessage?.(parsed.error);
      return message === undefined
        ? { ok: false, error: 'invalid_payload' }
        : { ok: false, error: 'invalid_payload', message };
    }
    return handler(parsed.data as ClientEventPayload<E>, ctx);
  };
  const listener = (payload: unknown, ack?: unknown) => {
    answer(payload).then(
      (result) => reply(ack, result),
      (err: unknown) => {
        ctx.logger.warn({ err: (err as Error).message, event }, 'socket handler failed');
        reply(ack, UNAVAILABLE);
      },
    );
  };
  // As any event name: the listener takes whatever arrives (`unknown`), so it fits every event's listener type.
  const name: ClientEventName = event;
  ctx.socket.on(name, listener);
}
