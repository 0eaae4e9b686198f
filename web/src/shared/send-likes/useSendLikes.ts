import { useCallback, useRef, useState } from 'react';
import type { SendLikesResult as SendResult } from '@fanlift/core/web';
import { ApiError } from '../../api/client';
import { useCommand } from '../../api/commands';
import { apiCall } from '../../api/routes';

// Sending likes (POST /api/likes/send with an Idempotency-Key per intent)

export interface SendTarget {
  athleteId?: number;
  allocationId?: number;
  schoolId?: number;
}

const signature = (target: SendTarget, likes: number) => JSON.stringify({ ...target, likes });

const MESSAGES = {
  pending: 'Your likes are queued and will be sent shortly. Check your wallet in a moment.',
  failed: 'Your likes could not be sent.',
};

/**
 * Send likes. One Idempotency-Key per intent (same recipient and amount; the command client keeps it): it is
 * reused when the user retries after a network error or a timeout, so a retry can never send twice. While a send
 * is on its way, another call gets the same answer (no second request); once sent, the same intent answers its
 * result again without a request until `newIntent()` (the user asks to send more) or another recipient or
 * amount. `isSent` tells the page to keep its Send button disabled meanwhile.
 */
export function useSendLikes() {
  const { run, keys } = useCommand();
  const sent = useRef<{ sig: string; result: SendResult } | null>(null);
  const inFlight = useRef<Promise<SendResult> | null>(null);
  const [sending, setSending] = useState(false);
  const [sentSig, setSentSig] = useState<string | null>(null);

  const send = useCallback(
    (target: SendTarget, likes: number): Promise<SendResult> => {
      if (inFlight.current) return inFlight.current;
      const sig = signature(target, likes);
      if (sent.current?.sig === sig) return Promise.resolve(sent.current.result);
      const p = run(
        'send-likes',
        sig,
        (key) =>
          apiCall('POST /api/likes/send', {
            query: { wait: '1' },
            body: { ...target, likes },
            headers: { 'Idempotency-Key': key },
          }),
        MESSAGES,
      )
        .then((result) => {
          sent.current = { sig, result };
          setSentSig(sig);
          return result;
        })
        .finally(() => {
          inFlight.current = null;
          setSending(false);
        });
      inFlight.current = p;
      setSending(true);
      return p;
    },
    [run],
  );

  /** The user starts another send (even of the same amount to the same recipient). */
  const newIntent = useCallback(() => {
    if (inFlight.current) return;
    sent.current = null;
    keys.forget();
    setSentSig(null);
  }, [keys]);

  const isSent = (target: SendTarget, likes: number | null) =>
    likes !== null && sentSig === signature(target, likes);

  return { send, sending, isSent, newIntent };
}

export const isInsufficient = (err: unknown) =>
  err instanceof ApiError && err.code === 'insufficient_balance';
