import { useCallback, useState } from 'react';
import type { CheerAck, CommandResult, CommandViewOf } from '@fanlift/core/web';
import { useCommand } from '../../../../api/commands';
import { apiCall } from '../../../../api/routes';
import { ApiError, errorMessage } from '../../../../api/client';
import { ACK_TIMEOUT_MS, type AppSocket } from '../../../../socket';

export interface CheerInput {
  athleteId?: number;
  schoolId?: number;
  likes: number;
  message?: string;
}

const MESSAGES = {
  pending: 'Your cheer is queued and will show in the chat shortly.',
  failed: 'Your cheer was not sent.',
};

/** HTTP statuses of the refusals `chat:cheer` answers before anything is staged (as the route would answer). */
const REFUSAL_STATUS: Record<string, number> = {
  rate_limited: 429,
  conflict: 409,
  invalid_payload: 400,
  fans_only: 403,
};

/**
 * The cheer through the chat's socket (`chat:cheer`: realtime applies it at once): the command it answers, or null
 * when the socket could not say (offline, no answer in time, not joined yet, unavailable), and the caller then
 * posts the same cheer with the same key, which is the same command (never a second cheer).
 */
async function cheerOverSocket(
  socket: AppSocket | null,
  payload: { gameId: number; idempotencyKey: string } & CheerInput,
): Promise<CommandViewOf<'cheer'> | null> {
  if (!socket?.connected) return null;
  let ack: CheerAck;
  try {
    ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:cheer', payload);
  } catch {
    return null;
  }
  if (ack.command) return ack.command;
  const status = ack.error ? REFUSAL_STATUS[ack.error] : undefined;
  if (!ack.ok && status) throw new ApiError(status, ack.error!, ack.message ?? 'Your cheer was not sent.');
  return null;
}

/**
 * Send a cheer: through the chat's socket (applied by realtime at once, so it reaches the room as fast as a chat
 * message), else POST /api/games/{id}/cheers. One Idempotency-Key per intent (the same recipient, amount and
 * message), kept across retries by the command client, and the same key on both paths: a retry never cheers twice.
 */
export function useCheer(gameId: number) {
  const { run, socket } = useCommand();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<CommandResult<'cheer'> | null>(null);

  const send = useCallback(
    async (input: CheerInput): Promise<boolean> => {
      setSending(true);
      setError(null);
      setDone(null);
      try {
        const result = await run(
          'cheer',
          JSON.stringify({ gameId, ...input }),
          async (key) =>
            (await cheerOverSocket(socket, { gameId, idempotencyKey: key, ...input })) ??
            apiCall('POST /api/games/:id/cheers', {
              params: { id: gameId },
              query: { wait: '1' },
              body: input,
              headers: { 'Idempotency-Key': key },
            }),
          MESSAGES,
        );
        setDone(result);
        return true;
      } catch (err) {
        setError(errorMessage(err));
        return false;
      } finally {
        setSending(false);
      }
    },
    [run, socket, gameId],
  );
  return { send, sending, error, done, reset: () => (setError(null), setDone(null)) };
}
