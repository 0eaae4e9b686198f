import { useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BracketKind, BracketView } from '@fanlift/core/web';
import { apiCall, apiKey, apiPath, useApi, useApiKeepingLast } from '../../api/routes';
import { useSocket, useSocketConnect, useSocketEvent } from '../../socket';
import { useMountTime } from '../../shared/clock/renderClock';

export const leaderboardKey = (kind: BracketKind) =>
  apiKey('GET /api/brackets/:kind/leaderboard', { params: { kind } });
export const participantsCsvUrl = (kind: BracketKind) =>
  apiPath('GET /api/admin/brackets/:kind/participants.csv', { params: { kind } });

export const BRACKET_TITLES: Record<BracketKind, string> = {
  cfp: 'College Football Playoff',
  mbb: "Men's Basketball Tournament",
};

export function useBracket(kind: BracketKind) {
  return useApi('GET /api/brackets/:kind', { params: { kind } });
}

export function useLeaderboard(kind: BracketKind) {
  return useApi('GET /api/brackets/:kind/leaderboard', { params: { kind } });
}

export function useFanBracket(kind: BracketKind, fanId: number | null) {
  return useApi(
    'GET /api/brackets/:kind/entries/:fanId',
    fanId === null ? null : { params: { kind, fanId } },
  );
}

export function useParticipants(kind: BracketKind, offset: number, limit: number, enabled: boolean) {
  return useApiKeepingLast(
    'GET /api/admin/brackets/:kind/participants',
    enabled ? { params: { kind }, query: { limit, offset } } : null,
  );
}

export const savePick = (kind: BracketKind, code: string, schoolId: number) =>
  apiCall('PUT /api/brackets/:kind/picks/:code', { params: { kind, code }, body: { schoolId } });

export const saveTiebreaker = (kind: BracketKind, points: number) =>
  apiCall('PUT /api/brackets/:kind/tiebreaker', { params: { kind }, body: { points } });

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
          (key.startsWith(apiKey('GET /api/brackets/:kind', { params: { kind } })) ||
            key.startsWith(`/api/admin/brackets/${kind}/`)),
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
  // A server-rendered page starts from the server's time, so the first countdown matches its markup.
  const mountTime = useMountTime();
  const [tick, setTick] = useState(mountTime);
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return tick + offset;
}
