import { useCallback, useState } from 'react';
import type { MilestoneProgressionSort } from '@fanlift/core/web';
import { ApiError } from '../../api/client';
import { newIntentKey, useIntentKeys } from '../../api/intent';
import { apiCall, useApi } from '../../api/routes';
import { useSession } from '../../session';
import { useSocket, useSocketConnect, useSocketEvent } from '../../socket';

/** Rewards calls of SPEC §7 (Referrals and spin, Milestones) and the email/invite calls; types from core. */

type LiveEvent = 'spin:result' | 'spin:chances' | 'referral:reward' | 'milestone:star' | 'wallet:balance';

/** Refetch on the given rewards events and on every (re)connect (DESIGN §1). */
function useLive(mutate: () => unknown, events: LiveEvent[]) {
  const refresh = (name: LiveEvent) => () => {
    if (events.includes(name)) void mutate();
  };
  useSocketEvent('spin:result', refresh('spin:result'));
  useSocketEvent('spin:chances', refresh('spin:chances'));
  useSocketEvent('referral:reward', refresh('referral:reward'));
  useSocketEvent('milestone:star', refresh('milestone:star'));
  useSocketEvent('wallet:balance', refresh('wallet:balance'));
  useSocketConnect(() => void mutate());
}

export function useRewardsData() {
  const { user, isFan } = useSession();
  const swr = useApi(
    'GET /api/referralCode/getRewardsData/:id',
    isFan && user ? { params: { id: user.id } } : null,
  );
  useLive(swr.mutate, ['spin:result', 'referral:reward', 'milestone:star']);
  return swr;
}

export function useSpinChances() {
  const { user, isFan } = useSession();
  const swr = useApi(
    'GET /api/referralCode/getSpinChances/:userId',
    isFan && user ? { params: { userId: user.id } } : null,
  );
  useLive(swr.mutate, ['spin:chances', 'referral:reward', 'milestone:star']);
  return swr;
}

/** SPEC §5: the milestone is fetched only when the id is non-empty. */
export function useMilestone() {
  const { user, isFan } = useSession();
  const swr = useApi(
    'GET /api/milestone/get-all-milestone-details/:id',
    isFan && user?.id ? { params: { id: user.id } } : null,
  );
  useLive(swr.mutate, ['milestone:star']);
  return swr;
}

export function useEarn() {
  const { isFan } = useSession();
  const swr = useApi('GET /api/earn', isFan ? {} : null);
  useLive(swr.mutate, ['spin:result', 'spin:chances', 'referral:reward', 'milestone:star', 'wallet:balance']);
  return swr;
}

export function useInvites(scope: 'mine' | 'admin') {
  return useApi('GET /api/invites', scope === 'admin' ? { query: { scope: 'admin' } } : {});
}

export function useProgression(sort: MilestoneProgressionSort, page: number) {
  return useApi('GET /api/milestone/progression', { query: { sort, page, pageSize: 20 } });
}

export const sendInvites = (emails: string, admin: boolean) =>
  apiCall('POST /api/invites', { body: { emails, ...(admin ? { admin: true } : {}) } });

export const unsubscribeState = (token: string) =>
  apiCall('GET /api/email-unsubscribe', { query: { token } });

export const setUnsubscribe = (token: string, unsubscribed: boolean) =>
  apiCall('POST /api/email-unsubscribe', { body: { token, unsubscribed } });

const SPIN_FAILED = 'The spin did not go through.';
const SPIN_PENDING = 'Your spin is taking longer than usual; its credits will appear in your rewards.';

/**
 * The spin: asks the server, which draws the segment and consumes a chance, and answers the drawn segment and
 * credits (waiting for the command when the server answered it still pending). The body names the fan (the
 * server checks it is the session user); it never names an amount. One Idempotency-Key per press, kept while
 * the outcome is unknown (a network error) so pressing again cannot spin twice.
 */
export function useSpin() {
  const { user } = useSession();
  const { socket } = useSocket();
  const keys = useIntentKeys();
  const [busy, setBusy] = useState(false);
  const spin = useCallback(async (): Promise<{ segmentIndex: number; likes: number }> => {
    if (!user) throw new ApiError(401, 'unauthenticated', 'Please sign in to continue.');
    setBusy(true);
    const key = keys.keyFor('spin');
    try {
      const { data, status, commandId, error } = await apiCall(
        'POST /api/referralCode/creditSpinWheelLikes',
        {
          body: { fanID: user.id, userId: user.id },
          headers: { 'Idempotency-Key': `spin-${key}` },
        },
      );
      let won: { segmentIndex: number | null; likes: number | null } | null = data.success ? data : null;
      let refused = error;
      if (!won && status === 'pending') {
        // The wait is in the command client, loaded only when a spin is still being drawn.
        const { waitForCommand } = await import('../../api/commands');
        const c = await waitForCommand(socket, commandId, 'spin', SPIN_PENDING);
        won = c.result;
        refused = c.error;
      }
      if (won?.segmentIndex == null || won.likes == null)
        throw new ApiError(409, refused?.code ?? 'failed', refused?.message ?? SPIN_FAILED);
      keys.settled(key);
      return { segmentIndex: won.segmentIndex, likes: won.likes };
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) keys.settled(key);
      throw err;
    } finally {
      setBusy(false);
    }
  }, [user, socket, keys]);
  return { spin, busy };
}

/** Admin: grant a fan spin chances (createSpinChances); each grant is its own (a new key). */
export const grantSpinChances = (userId: number, chances: number) =>
  apiCall('POST /api/referralCode/createSpinChances', {
    body: { userId, chances },
    headers: { 'Idempotency-Key': `grant-${newIntentKey()}` },
  });

/** Admin: recompute every fan's stars from the ledger (generate-old-data; idempotent). */
export const recomputeStars = () => apiCall('GET /api/milestone/generate-old-data');
