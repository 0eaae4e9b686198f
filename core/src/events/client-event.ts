import type { z } from 'zod';
import type { SocketAckResult } from './ack';

/**
 * One event a client sends: the schema of its payload (realtime parses every payload with it before a handler
 * runs), the words of the acknowledgement when a payload is invalid, and, as a type only, the result the
 * acknowledgement carries. `ClientToServerEvents` is derived from a map of these, so the web's typed
 * `socket.emit` and realtime's handlers agree by construction.
 */
export interface ClientEvent<S extends z.ZodType = z.ZodType, R extends SocketAckResult = SocketAckResult> {
  readonly payload: S;
  /** The `message` of `{ ok: false, error: 'invalid_payload' }`; without it that ack carries the code alone. */
  readonly invalidMessage?: (error: z.ZodError) => string;
  /** The acknowledgement's result: a type only (never set). */
  readonly result?: R;
}

/** Declare a client event (the ack result type, when not `SocketAckResult`, as the second type argument). */
export function clientEvent<S extends z.ZodType, R extends SocketAckResult = SocketAckResult>(
  payload: S,
  invalidMessage?: (error: z.ZodError) => string,
): ClientEvent<S, R> {
  return invalidMessage ? { payload, invalidMessage } : { payload };
}

/** The first problem zod found, in its words (or those the schema gave it). */
export const firstIssue = (error: z.ZodError): string => error.issues[0]?.message ?? 'Invalid payload.';

export type ClientEventMap = Record<string, ClientEvent>;

/** Socket.IO's listener map of a client event map: the payload as the client sends it, and an optional ack. */
export type ClientEventsOf<M extends ClientEventMap> = {
  [E in keyof M]: M[E] extends ClientEvent<infer S, infer R>
    ? (payload: z.input<S>, ack?: (r: R) => void) => void
    : never;
};

/** The payload a handler gets (parsed: defaults and transforms applied). */
export type ClientEventPayloadOf<C> = C extends ClientEvent<infer S> ? z.output<S> : never;
/** What a handler answers. */
export type ClientEventResultOf<C> = C extends ClientEvent<z.ZodType, infer R> ? R : never;
