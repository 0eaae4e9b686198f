import { useApi } from '../api/routes';
import { useSocketConnect, useSocketEvent } from '../socket';
import { useSession } from './useSession';

/**
 * The fan's wallet balance and star (GET /api/me/summary). Refetched when the socket reports a new balance
 * or star, and on every socket (re)connect (DESIGN §1).
 */
export function useFanSummary() {
  const { isFan } = useSession();
  const swr = useApi('GET /api/me/summary', isFan ? {} : null);
  const { mutate } = swr;
  useSocketEvent('wallet:balance', ({ balance }) => {
    void mutate((prev) => (prev ? { ...prev, balance } : prev), { revalidate: true });
  });
  useSocketEvent('milestone:star', ({ earnedStar }) => {
    void mutate((prev) => (prev ? { ...prev, earnedStar } : prev), { revalidate: true });
  });
  useSocketEvent('spin:result', () => {
    void mutate();
  });
  useSocketConnect(() => {
    if (isFan) void mutate();
  });
  return swr;
}
