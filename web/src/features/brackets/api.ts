import { useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  BracketKind,
  BracketParticipants,
  BracketPickResult,
  BracketView,
  Leaderboard,
} from '@fanlift/core/web';
import { apiFetch, apiUrl, type ApiError } from '../../api/client';
import { useSocket, useSocketConnect, useSocketEvent } from '../../socket';

export const bracketKey = (kind: BracketKind) => `/brackets/${kind}`;
export const leaderboardKey = (kind: BracketKind) => `/brackets/${kind}/leaderboard`;
export const entryKey = (kind: BracketKind, fanId: number) => `/brackets/${kind}/entries/${fanId}`;
export const participantsKey = (kind: BracketKind, offset: number, limit: number) =>
  apiUrl(`/admin/brackets/${kind}/participants`, { limit, offset });
export const participantsCsvUrl = (kind: BracketKind) => apiUrl(`/admin/brackets/${kind}/participants.csv`);

export const BRACKET_TITLES: Record<BracketKind, string> = {
  cfp: 'College Football Playoff',
  mbb: "Men's Basketball Tournament",
};

export function useBracket(kind: BracketKind) {
  return useSWR<BracketView, ApiError>(bracketKey(kind));
}

export function useLeaderboard(kind: BracketKind) {
  return useSWR<Leaderboard, ApiError>(leaderboardKey(kind));
}

export function useFanBracket(kind: BracketKind, fanId: number | null) {
  return useSWR<BracketView, ApiError>(fanId === null ? null : entryKey(kind, fanId));
}

export function useParticipants(kind: BracketKind, offset: number, limit: number, enabled: boolean) {
  return useSWR<BracketParticipants, ApiError>(enabled ? participantsKey(kind, offset, limit) : null, {
    keepPreviousData: true,
  });
}

export const savePick = (kind: BracketKind, code: string, schoolId: number) =>
  apiFetch<BracketPickResult>(`/brackets/${kind}/picks/${encodeURIComponent(code)}`, {
    method: 'PUT',
    body: { schoolId },
  });

export const saveTiebreaker = (kind: BracketKind, points: number) =>
  apiFetch<BracketPickResult>(`/brackets/${kind}/tiebreaker`, { method: 'PUT', body: { points } });

/**
 * Live results: `bracket:scores` (an admin posted a result) and `game:update` of the games being played (a linked
 * game went final) make every view of this bracket refetch: the bracket, the leaderboard and open entries.
 * Reconnects refetch too (an event may have been missed meanwhile).
 */
export function useBracketLive(kind: BracketKind, view: BracketView | undefined): void {
  const { mutate } = useSWRConfig();
  const refresh = useMemo(
    () => () =>
      void mutate(
        (key) =>
          typeof key === 'string' &&
          (key.startsWith(`/brackets/${kind}`) || key.includes(`/admin/brackets/${kind}/`)),
      ),
    [mutate, kind],
  );
  useSocketEvent('bracket:scores', (p) => {
    if (p.kind === kind) refresh();
  });
  // Game finals: the `games` room gets every game update (game day's schedules use it too).
  const { socket } = useSocket();
  const linked = useMemo(
    () =>
      new Set(
        (view?.games ?? []).flatMap((g) =>
          g.gameId !== null && g.winnerSchoolId === null ? [g.gameId] : [],
        ),
      ),
    [view],
  );
  const watch = linked.size > 0;
  useEffect(() => {
    if (socket && watch) socket.emit('games:watch', {});
  }, [socket, watch]);
  // After a reconnect: rooms are gone and events may have been missed.
  useSocketConnect(() => {
    refresh();
    if (socket && watch) socket.emit('games:watch', {});
  });
  useSocketEvent('game:update', (p) => {
    if (p.status === 'final' && linked.has(p.gameId)) refresh();
  });
}

/** The server's clock, ticking: `now()` is the device's time corrected by the offset seen in the last answer. */
export function useServerNow(serverTime: string | undefined): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (serverTime) setOffset(new Date(serverTime).getTime() - Date.now());
  }, [serverTime]);
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return tick + offset;
}
