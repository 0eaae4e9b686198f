/**
 * Every client event is acknowledged: `{ ok: true }`, or `{ ok: false, error }` with a code; refusals may say
 * why in words (`message`), when to try again (`retryAfterMs`) or until when (`until`, ISO instant).
 */
export interface SocketAckResult {
  ok: boolean;
  error?: string;
  message?: string;
  retryAfterMs?: number;
  until?: string;
  /** A mute's reason (chat). */
  reason?: string;
}
export type SocketAck = (r: SocketAckResult) => void;
