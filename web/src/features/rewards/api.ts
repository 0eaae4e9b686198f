import { useCallback, useState } from 'react';
import useSWR from 'swr';
import type {
  Earn,
  InviteList,
  InviteResult,
  Milestone,
  MilestoneProgression,
  RewardsData,
  SpinAnswer,
  SpinChances,
  UnsubscribeState,
} from '@fanlift/core/web';
import { apiFetch, ApiError } from '../../api/client';
import { useSession } from '../../session';
import { useSocketConnect, useSocketEvent } from '../../socket';

/** Rewards calls of SPEC §7 (Referrals and spin, Milestones) and the email/invite calls; types from core. */
export const rewardsKey = (id: number) => `/referralCode/getRewardsData/${id}`;
export const chancesKey = (id: number) => `/referralCode/getSpinChances/${id}`;
export const milestoneKey = (id: number) => `/milestone/get-all-milestone-details/${id}`;

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
  const swr = useSWR<RewardsData, ApiError>(isFan && user ? rewardsKey(user.id) : null);
  useLive(swr.mutate, ['spin:result', 'referral:reward', 'milestone:star']);
  return swr;
}

export function useSpinChances() {
  const { user, isFan } = useSession();
  const swr = useSWR<SpinChances, ApiError>(isFan && user ? chancesKey(user.id) : null);
  useLive(swr.mutate, ['spin:chances', 'referral:reward', 'milestone:star']);
  return swr;
}

/** SPEC §5: the milestone is fetched only when the id is non-empty. */
export function useMilestone() {
  const { user, isFan } = useSession();
  const swr = useSWR<Milestone, ApiError>(isFan && user?.id ? milestoneKey(user.id) : null);
  useLive(swr.mutate, ['milestone:star']);
  return swr;
}

export function useEarn() {
  const { isFan } = useSession();
  const swr = useSWR<Earn, ApiError>(isFan ? '/earn' : null);
  useLive(swr.mutate, ['spin:result', 'spin:chances', 'referral:reward', 'milestone:star', 'wallet:balance']);
  return swr;
}

export function useInvites(scope: 'mine' | 'admin') {
  return useSWR<InviteList, ApiError>(scope === 'admin' ? '/invites?scope=admin' : '/invites');
}

export function useProgression(sort: string, page: number) {
  return useSWR<MilestoneProgression, ApiError>(
    `/milestone/progression?sort=${sort}&page=${page}&pageSize=20`,
  );
}

export function sendInvites(emails: string, admin: boolean): Promise<InviteResult> {
  return apiFetch<InviteResult>('/invites', {
    method: 'POST',
    body: { emails, ...(admin ? { admin: true } : {}) },
  });
}

export function unsubscribeState(token: string): Promise<UnsubscribeState> {
  return apiFetch<UnsubscribeState>('/email-unsubscribe', { query: { token } });
}

export function setUnsubscribe(token: string, unsubscribed: boolean): Promise<UnsubscribeState> {
  return apiFetch<UnsubscribeState>('/email-unsubscribe', { method: 'POST', body: { token, unsubscribed } });
}

/**
 * The spin: asks the server, which draws the segment and consumes a chance; answers the drawn result. The
 * body names the fan (the server checks it is the session user); it never names an amount.
 */
export function useSpin() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const spin = useCallback(async (): Promise<SpinAnswer> => {
    if (!user) throw new ApiError(401, 'unauthenticated', 'Please sign in to continue.');
    setBusy(true);
    try {
      const key = `spin-${crypto.randomUUID()}`;
      return await apiFetch<SpinAnswer>('/referralCode/creditSpinWheelLikes', {
        method: 'POST',
        body: { fanID: user.id, userId: user.id },
        headers: { 'Idempotency-Key': key },
      });
    } finally {
      setBusy(false);
    }
  }, [user]);
  return { spin, busy };
}

/** Admin: grant a fan spin chances (createSpinChances). */
export function grantSpinChances(userId: number, chances: number) {
  return apiFetch<{ status: string; result: { chancesLeft: number } | null }>(
    '/referralCode/createSpinChances',
    {
      method: 'POST',
      body: { userId, chances },
      headers: { 'Idempotency-Key': `grant-${crypto.randomUUID()}` },
    },
  );
}

/** Admin: recompute every fan's stars from the ledger (generate-old-data; idempotent). */
export function recomputeStars() {
  return apiFetch<{ fans: number }>('/milestone/generate-old-data');
}
