import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { WALLET_FETCH_DELAY_MS, walletBalance, type WalletTransaction } from '@fanlift/core/web';
import { ApiError } from '../../api/client';
import { apiCall, apiKey, apiPath, useApi } from '../../api/routes';
import { useSession } from '../../session';
import { useSocketConnect, useSocketEvent } from '../../socket';
import { useLiveAthleteDetail } from '../../shared/athletes/api';
import type { AllocationWithLikes, AthleteDetail, CheckoutSession, PriceTable } from '@fanlift/core/web';

/** Response types come from core's contracts (one schema for db, api and web). */
export type { CheckoutSession, PriceTable };

export type { AthleteDetail };
export type Allocation = AllocationWithLikes;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// Wallet history (GET /walletTransactions/{userId}; SPEC §7: the fetch waits 1 second)
// ---------------------------------------------------------------------------------------------------------

/** The most transactions one call returns; a longer history falls back to the server balance. */
export const WALLET_TX_LIMIT = 1000;

export interface WalletHistory {
  transactions: WalletTransaction[];
  /** The server's balance (the ledger). */
  serverBalance: number;
  /** SPEC §4 rule over the transactions (equal to serverBalance when the whole history is loaded). */
  balance: number;
  /** True when every transaction was returned (fewer than the limit). */
  complete: boolean;
  /** When this copy was fetched (ms since epoch). */
  fetchedAt: number;
}

/** Every transaction of the signed-in user as CSV, streamed by the server (the download button's link). */
export const walletCsvUrl = apiPath('GET /api/wallet/transactions.csv', {});

const walletArgs = (userId: number) => ({ params: { id: userId }, query: { limit: WALLET_TX_LIMIT } });
export const walletHistoryKey = (userId: number) =>
  apiKey('GET /api/walletTransactions/:id', walletArgs(userId));

async function fetchWalletHistory(userId: number): Promise<WalletHistory> {
  await sleep(WALLET_FETCH_DELAY_MS);
  const data = await apiCall('GET /api/walletTransactions/:id', walletArgs(userId));
  return toHistory(data.transactions, data.balance, Date.now());
}

function toHistory(
  transactions: WalletTransaction[],
  serverBalance: number,
  fetchedAt: number,
): WalletHistory {
  const complete = transactions.length < WALLET_TX_LIMIT;
  const balance = complete ? walletBalance(transactions) : serverBalance;
  return { transactions, serverBalance, balance, complete, fetchedAt };
}

/**
 * The signed-in fan's wallet: transactions newest first and the balance by the SPEC §4 rule. Fetched 1 second
 * after mount (SPEC §9), updated at once from `wallet:balance` events, then refetched; also on every reconnect.
 */
export function useWalletHistory() {
  const { user, isFan } = useSession();
  const userId = isFan && user ? user.id : null;
  const key = userId === null ? null : walletHistoryKey(userId);
  const swr = useSWR<WalletHistory, ApiError>(key, () => fetchWalletHistory(userId!), {
    dedupingInterval: 500,
  });
  const { mutate } = swr;
  useSocketEvent('wallet:balance', ({ balance, transaction }) => {
    void mutate(
      (prev) => {
        if (!prev) return prev;
        const txs =
          transaction && !prev.transactions.some((t) => t.id === transaction.id)
            ? [transaction, ...prev.transactions]
            : prev.transactions;
        const next = toHistory(txs, balance, prev.fetchedAt);
        // An event is newer than any copy we hold: trust its balance while the refetch runs.
        return { ...next, balance: next.complete && next.balance === balance ? next.balance : balance };
      },
      { revalidate: true },
    );
  });
  useSocketConnect(() => {
    if (key) void mutate();
  });
  return swr;
}

// ---------------------------------------------------------------------------------------------------------
// Prices, athletes
// ---------------------------------------------------------------------------------------------------------

export function usePrices() {
  return useApi('GET /api/payments/prices', {}, { dedupingInterval: 60_000 });
}

/** GET /athletes/{id}, kept live: `athlete:likes` events, or a 20 s poll when there is no socket (visitors). */
export const useAthleteDetail = useLiveAthleteDetail;

// ---------------------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------------------

const FINAL_STATUSES: CheckoutSession['status'][] = ['paid', 'failed', 'expired'];
export const isFinalSession = (s: CheckoutSession | undefined) => !!s && FINAL_STATUSES.includes(s.status);

/** After this long without a final status, the callback pages say it is taking longer (and keep polling slower). */
export const CONFIRM_SLOW_MS = 45_000;

/**
 * Poll GET /payments/session/{id} until it is paid, failed or expired (1.5 s, then 5 s after 45 s).
 * Also re-checks at once when the fan's wallet changes (`wallet:balance`).
 */
export function useCheckoutSession(sessionId: string | null) {
  const startedAt = useRef(Date.now());
  const swr = useApi('GET /api/payments/session/:id', sessionId ? { params: { id: sessionId } } : null, {
    refreshInterval: (data) =>
      isFinalSession(data) ? 0 : Date.now() - startedAt.current > CONFIRM_SLOW_MS ? 5000 : 1500,
    dedupingInterval: 500,
    shouldRetryOnError: (err: unknown) => !(err instanceof ApiError) || err.status !== 404,
    errorRetryInterval: 2000,
    errorRetryCount: 10,
  });
  const { mutate, data } = swr;
  useSocketEvent('wallet:balance', () => {
    if (!isFinalSession(data)) void mutate();
  });
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (isFinalSession(data)) return;
    const t = setTimeout(() => setSlow(true), CONFIRM_SLOW_MS);
    return () => clearTimeout(t);
  }, [data]);
  return { ...swr, slow: slow && !isFinalSession(data) };
}

/** Start buying likes for the fan's own wallet: the browser goes to the checkout page. */
export async function startCheckout(likes: number): Promise<void> {
  const { url } = await apiCall('POST /api/payments/checkout', { body: { likes } });
  window.location.assign(url);
}

/** Start a guest like (no account): the browser goes to the checkout page. */
export async function startGuestLike(body: {
  athleteId: number;
  allocationId?: number | null;
  likes: number;
  email?: string | null;
}): Promise<void> {
  const { url } = await apiCall('POST /api/payments/guest-like', {
    body: {
      athleteId: body.athleteId,
      likes: body.likes,
      ...(body.allocationId ? { allocationId: body.allocationId } : {}),
      ...(body.email ? { email: body.email } : {}),
    },
  });
  window.location.assign(url);
}
