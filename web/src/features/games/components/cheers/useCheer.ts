import { useCallback, useState } from 'react';
import type { CommandResult } from '@fanlift/core/web';
import { useCommand } from '../../../../api/commands';
import { apiCall } from '../../../../api/routes';
import { errorMessage } from '../../../../api/client';

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

/**
 * Send a cheer (POST /api/games/{id}/cheers): one Idempotency-Key per intent (the same recipient, amount and
 * message), kept across retries by the command client so a retry never cheers twice.
 */
export function useCheer(gameId: number) {
  const { run } = useCommand();
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
          (key) =>
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
    [run, gameId],
  );
  return { send, sending, error, done, reset: () => (setError(null), setDone(null)) };
}
