import type { SocketAckResult } from '@fanlift/core/web';
import type { AppSocket } from './SocketProvider';

/** How long a client event waits for the server's acknowledgement. */
export const ACK_TIMEOUT_MS = 10_000;

/**
 * Emit an acknowledged client event: answers at once while offline, and a timeout (no answer in
 * ACK_TIMEOUT_MS) as a failed result, so a caller always gets a `SocketAckResult` to show.
 */
export async function emitAcked(
  socket: AppSocket | null,
  run: (s: ReturnType<AppSocket['timeout']>) => Promise<SocketAckResult>,
): Promise<SocketAckResult> {
  if (!socket?.connected)
    return { ok: false, error: 'offline', message: 'Reconnecting… try again in a moment.' };
  try {
    return await run(socket.timeout(ACK_TIMEOUT_MS));
  } catch {
    return { ok: false, error: 'timeout', message: 'No answer from the chat. Try again.' };
  }
}
