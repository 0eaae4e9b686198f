import { useCallback, useRef, useState } from 'react';
import type { CommandView, SendLikesResult as SendResult, ServerToClientEvents } from '@fanlift/core/web';
import { ApiError, apiFetch } from '../../api/client';
import { useSocket, type AppSocket } from '../../socket';

// Sending likes (POST /likes/send with an Idempotency-Key per intent)

export interface SendTarget {
  athleteId?: number;
  allocationId?: number;
  schoolId?: number;
}

/** A v4 UUID; crypto.randomUUID where available (secure contexts), else from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const COMMAND_WAIT_MS = 30_000;

/**
 * Wait for a pending command: the socket's `command:result` (and every reconnect, when an event may have been
 * missed) makes one GET /commands/{id}; so does the start, in case the result came before we listened. Only
 * without a socket at all does it poll (every 3 s). Gives up as "still pending" after COMMAND_WAIT_MS.
 */
export function waitForCommand(
  socket: AppSocket | null,
  commandId: string,
): Promise<CommandView<'send-likes'>> {
  return new Promise<CommandView<'send-likes'>>((resolve, reject) => {
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
      apiFetch<CommandView<'send-likes'>>(`/commands/${commandId}`).then(
        (c) => {
          if (finished || c.status === 'pending') return;
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
      reject(
        new ApiError(
          202,
          'still_pending',
          'Your likes are queued and will be sent shortly. Check your wallet in a moment.',
        ),
      );
    }, COMMAND_WAIT_MS);
    const poll = socket ? null : setInterval(check, 3_000);
    socket?.on('command:result', onResult);
    socket?.on('connect', check);
    check();
  });
}

interface Intent {
  key: string;
  sig: string;
  /** Set once the likes of this intent were sent: the same intent never sends again. */
  result?: SendResult;
}

const signature = (target: SendTarget, likes: number) => JSON.stringify({ ...target, likes });

/**
 * Send likes. One Idempotency-Key per intent (same recipient and amount): it is reused when the user retries
 * after a network error or a timeout, so a retry can never send twice. While a send is on its way, another
 * call gets the same answer (no second request); once sent, the same intent answers its result again without
 * a request until `newIntent()` (the user asks to send more) or another recipient or amount. `isSent` tells
 * the page to keep its Send button disabled meanwhile.
 */
export function useSendLikes() {
  const { socket } = useSocket();
  const intent = useRef<Intent | null>(null);
  const inFlight = useRef<Promise<SendResult> | null>(null);
  const [sending, setSending] = useState(false);
  const [sentSig, setSentSig] = useState<string | null>(null);

  const send = useCallback(
    (target: SendTarget, likes: number): Promise<SendResult> => {
      if (inFlight.current) return inFlight.current;
      const body = { ...target, likes };
      const sig = signature(target, likes);
      if (intent.current?.sig === sig && intent.current.result) return Promise.resolve(intent.current.result);
      if (!intent.current || intent.current.sig !== sig) intent.current = { key: newIdempotencyKey(), sig };
      const current = intent.current;
      const run = async (): Promise<SendResult> => {
        try {
          let c = await apiFetch<CommandView<'send-likes'>>('/likes/send', {
            method: 'POST',
            query: { wait: 1 },
            body,
            headers: { 'Idempotency-Key': current.key },
          });
          if (c.status === 'pending') c = await waitForCommand(socket, c.commandId);
          if (c.status === 'failed') {
            if (intent.current === current) intent.current = null;
            throw new ApiError(
              409,
              c.error?.code ?? 'failed',
              c.error?.message ?? 'Your likes could not be sent.',
            );
          }
          current.result = c.result!;
          if (intent.current === current) setSentSig(sig);
          return c.result!;
        } catch (err) {
          // Keep the key only when the outcome is unknown (network, server error, still pending).
          if (err instanceof ApiError && err.status >= 400 && err.status < 500 && intent.current === current)
            intent.current = null;
          throw err;
        }
      };
      const p = run().finally(() => {
        inFlight.current = null;
        setSending(false);
      });
      inFlight.current = p;
      setSending(true);
      return p;
    },
    [socket],
  );

  /** The user starts another send (even of the same amount to the same recipient). */
  const newIntent = useCallback(() => {
    if (inFlight.current) return;
    intent.current = null;
    setSentSig(null);
  }, []);

  const isSent = (target: SendTarget, likes: number | null) =>
    likes !== null && sentSig === signature(target, likes);

  return { send, sending, isSent, newIntent };
}

export const isInsufficient = (err: unknown) =>
  err instanceof ApiError && err.code === 'insufficient_balance';
