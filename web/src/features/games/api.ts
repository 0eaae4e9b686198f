import { useEffect, useState } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import type {
  AthleteSearchResult,
  GameDetail,
  GameEventInput,
  GameSettingsInput,
  GameUpdate,
} from '@fanlift/core/web';
import { apiCall, useApi, useApiKeepingLast } from '../../api/routes';
import { useSocket, useSocketConnect, useSocketEvent } from '../../socket';

export interface GamesQuery {
  sport?: 'football' | 'basketball';
  status?: string;
  schoolId?: number;
  conference?: string;
  from?: string;
  to?: string;
  limit?: number;
}

/** Schedules; live updates of every game over `game:update` (the `games` room) when signed in. */
export function useGames(q: GamesQuery) {
  const { socket } = useSocket();
  // Visitors have no socket (it needs a session): their schedules refresh every 30 s instead.
  const swr = useApiKeepingLast('GET /api/games', { query: q }, { refreshInterval: socket ? 0 : 30_000 });
  const { mutate } = swr;
  useEffect(() => {
    if (!socket) return;
    const watch = () => void socket.emit('games:watch', {});
    watch();
    socket.on('connect', watch);
    return () => {
      socket.off('connect', watch);
    };
  }, [socket]);
  useSocketEvent('game:update', (u: GameUpdate) => {
    const prev = swr.data?.games.find((g) => g.id === u.gameId);
    if (!prev) return;
    void mutate(
      (cur) => {
        if (!cur) return cur;
        const i = cur.games.findIndex((g) => g.id === u.gameId);
        if (i < 0) return cur;
        const games = [...cur.games];
        games[i] = u.game;
        return { ...cur, games };
      },
      { revalidate: prev.status !== u.game.status },
    );
  });
  return swr;
}

/**
 * One game, live: applies each `game:update` (the game and its new plays) to the cached detail without a reload, and
 * refetches after every reconnect in case an update was missed. It joins `game:{id}` for the updates only
 * (`roomOnly`): the page's chat (useChat) joins the same room and alone asks for the chat's history, so a join
 * never sends the history twice and a rejoin gets only the messages missed. After a drop it joins again, unless
 * Socket.IO's connection state recovery restored the session after an acknowledged join (the rooms are kept and
 * the missed updates replayed).
 */
export function useLiveGame(id: number | null) {
  const { socket, connected } = useSocket();
  // Visitors have no socket: a live game refreshes every 5 s for them.
  const swr = useApi('GET /api/games/:id', id ? { params: { id } } : null, {
    refreshInterval: (d) => (!socket && d?.status === 'live' ? 5_000 : 0),
  });
  const { mutate } = swr;
  const [joinError, setJoinError] = useState<string | null>(null);
  useEffect(() => {
    if (!socket || !id) return;
    // Each attempt has its number: the answer to a join of an earlier connection is ignored.
    let attempt = 0;
    let inRoom = false;
    const join = () => {
      const mine = ++attempt;
      inRoom = false;
      socket.emit('game:join', { gameId: id, roomOnly: true }, (r) => {
        if (mine !== attempt) return;
        inRoom = r.ok;
        setJoinError(r.ok ? null : (r.message ?? r.error ?? 'error'));
      });
    };
    const onConnect = () => {
      if (!(socket.recovered && inRoom)) join();
    };
    const onDisconnect = () => {
      attempt++;
    };
    if (socket.connected) join();
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      attempt++;
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.emit('game:leave', { gameId: id });
    };
  }, [socket, id]);
  useSocketConnect(() => void mutate());
  useSocketEvent('game:update', (u: GameUpdate) => {
    if (u.gameId !== id) return;
    applyUpdate(mutate, u);
  });
  return { ...swr, connected, joinError };
}

export function applyUpdate(mutate: KeyedMutator<GameDetail>, u: GameUpdate): void {
  void mutate(
    (cur) => {
      if (!cur) return cur;
      if (u.game.eventSeq < cur.eventSeq) return cur; // an older update arriving late
      const seen = new Set(cur.plays.map((p) => p.id));
      const fresh = u.plays.filter((p) => !seen.has(p.id)).reverse();
      return { ...cur, ...u.game, plays: [...fresh, ...cur.plays].slice(0, 100), athletes: cur.athletes };
    },
    { revalidate: u.game.sport === 'basketball' && u.plays.length > 0 },
  );
}

/** At most one refetch of the board per viewer in this long, started at a random moment inside it. */
const SUPPORTERS_REFETCH_MS = 3_000;

/**
 * Top supporters this game: refetched on the game's `game:goal` (every gift that moves the board moves the goal,
 * and the server sends it at most once per game per GAME_GOAL_EMIT_MS), on a cheer in its chat (which carries the
 * goal instead), and on reconnect. A viewer refetches at most once per SUPPORTERS_REFETCH_MS, at a random moment,
 * so a crowd's refetches after a cheer are spread out instead of arriving together.
 */
export function useGameSupporters(id: number | null) {
  const swr = useApi('GET /api/games/:id/supporters', id ? { params: { id } } : null);
  const { mutate } = swr;
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => {
      setDue(false);
      void mutate();
    }, Math.random() * SUPPORTERS_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [due, mutate]);
  useSocketEvent('game:goal', (g) => {
    if (g.gameId === id) setDue(true);
  });
  // A cheer from the chat carries the goal in its message instead of a game:goal of its own.
  useSocketEvent('chat:message', (m) => {
    if (m.gameId === id && m.cheer) setDue(true);
  });
  useSocketConnect(() => void mutate());
  return swr;
}

/** The players of a game (SPEC §7: POST /athletes/LiveGame(Basketball)AthleteSearch; a failure is logged and
 *  shows an empty list, SPEC §8). */
export function useGamePlayers(sport: 'football' | 'basketball', radarAthleteIds: string[] | undefined) {
  const route =
    sport === 'basketball'
      ? 'POST /api/athletes/LiveGameBasketballAthleteSearch'
      : 'POST /api/athletes/LiveGameAthleteSearch';
  const key = radarAthleteIds ? [route, radarAthleteIds.join(',')] : null;
  return useSWR<AthleteSearchResult[]>(key, async () => {
    try {
      const r = await apiCall(route, { body: { radarAthleteId: radarAthleteIds ?? [] } });
      return r.athlete ?? [];
    } catch (err) {
      console.warn('live game athlete lookup failed', err);
      return [];
    }
  });
}

export function useTopEvents() {
  return useApi('GET /api/games/top-events', {}, { refreshInterval: 10_000 });
}

/** Admin: post a game event (the worker applies it; the page updates from game:update). */
export function postGameEvent(gameId: number, event: GameEventInput) {
  return apiCall('POST /api/admin/games/:id/events', { params: { id: gameId }, body: event });
}

export function updateGameSettings(gameId: number, body: GameSettingsInput) {
  return apiCall('PATCH /api/admin/games/:id', { params: { id: gameId }, body });
}
