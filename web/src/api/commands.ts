import { useCallback } from 'react';
import type {
  CommandKind,
  CommandResult,
  CommandView,
  CommandViewOf,
  ServerToClientEvents,
} from '@fanlift/core/web';
import { useSocket, type AppSocket } from '../socket';
import { ApiError } from './client';
import { useIntentKeys } from './intent';
import { apiCall } from './routes';

export { newIntentKey, useIntentKeys } from './intent';

/**
 * The web's one command client (DESIGN §1): one Idempotency-Key per intent, kept across retries while the outcome
 * is unknown (so a retry can never act twice); submit; and wait for the outcome on the socket's `command:result`
 * (or by polling GET /api/commands/{id} when there is no socket).
 */

const isKind = <K extends CommandKind>(c: CommandView, kind: K): c is CommandView & CommandViewOf<K> =>
  c.kind === kind;

const COMMAND_WAIT_MS = 30_000;

/**
 * Wait for a pending command: the socket's `command:result` (and every reconnect, when an event may have been
 * missed) makes one GET /api/commands/{id}; so does the start, in case the result came before we listened. Only
 * without a socket at all does it poll (every 3 s). Gives up after 30 s with a 202 `still_pending` ApiError
 * carrying `pendingMessage`.
 */
export function waitForCommand<K extends CommandKind>(
  socket: AppSocket | null,
  commandId: string,
  kind: K,
  pendingMessage: string,
): Promise<CommandViewOf<K>> {
  return new Promise<CommandViewOf<K>>((resolve, reject) => {
    let finished = false;
    const cleanup = () => {
      finished = true;
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      socket?.off('command:result', onResult);
      socket?.off('connect', check);
    };
    function check() {
      if (finished) return;
      apiCall('GET /api/commands/:id', { params: { id: commandId } }).then(
        (c) => {
          if (finished || c.status === 'pending' || !isKind(c, kind)) return;
          cleanup();
          resolve(c);
        },
        () => undefined, // offline for a moment: the next event or reconnect asks again
      );
    }
    const onResult: ServerToClientEvents['command:result'] = (p) => {
      if (p.commandId === commandId) check();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new ApiError(202, 'still_pending', pendingMessage));
    }, COMMAND_WAIT_MS);
    const poll = socket ? null : setInterval(check, 3_000);
    socket?.on('command:result', onResult);
    socket?.on('connect', check);
    check();
  });
}

export interface CommandMessages {
  /** Shown when the command is still pending after the wait. */
  pending: string;
  /** Shown when it failed without a message of its own. */
  failed: string;
}

/**
 * Run a command for one intent: `submit(key)` stages it (a command route, `?wait=1`), a pending answer is waited
 * for, a failed one throws ApiError 409 with the command's error. The key is kept for a retry only while the
 * outcome is unknown (network error, server error, still pending); an applied or refused command settles it.
 */
export function useCommand() {
  const { socket } = useSocket();
  const keys = useIntentKeys();
  const run = useCallback(
    async <K extends CommandKind>(
      kind: K,
      sig: string,
      submit: (key: string) => Promise<CommandViewOf<K>>,
      messages: CommandMessages,
    ): Promise<CommandResult<K>> => {
      const key = keys.keyFor(sig);
      try {
        let c = await submit(key);
        if (c.status === 'pending') c = await waitForCommand(socket, c.commandId, kind, messages.pending);
        if (c.status === 'failed' || !c.result)
          throw new ApiError(409, c.error?.code ?? 'failed', c.error?.message ?? messages.failed);
        keys.settled(key);
        return c.result;
      } catch (err) {
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) keys.settled(key);
        throw err;
      }
    },
    [socket, keys],
  );
  return { run, socket, keys };
}
