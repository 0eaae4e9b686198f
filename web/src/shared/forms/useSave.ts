import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/client';

/**
 * A form's save: `run(save, savedMessage?)` marks it busy, clears the last error and confirmation, then shows
 * the server's message if it fails or `savedMessage` (for a live region) when it succeeds.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const run = useCallback(async (save: () => Promise<void>, savedMessage?: string) => {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      await save();
      if (savedMessage) setSaved(savedMessage);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, saved, run };
}
