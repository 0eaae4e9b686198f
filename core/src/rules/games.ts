import {
  MAX_PERIOD,
  PERIOD_SECONDS,
  formatClock,
  type GameEventInput,
  type GameSide,
  type GameSport,
  type GameStatus,
} from '../api/games';

/** The part of a game that operator events change. */
export interface GameState {
  sport: GameSport;
  status: GameStatus;
  homeScore: number;
  awayScore: number;
  period: number;
  clockSeconds: number | null;
  possession: GameSide | null;
  down: number | null;
  distance: number | null;
  ballOn: number | null;
}

export interface PlayToRecord {
  period: number;
  clockSeconds: number | null;
  team: GameSide | null;
  kind: string;
  description: string;
  points: number;
  homeScore: number;
  awayScore: number;
  radarAthleteId: string | null;
  stats: { points: number; rebounds: number; assists: number; fouls: number } | null;
}

export type GameEventOutcome =
  | { ok: true; next: GameState; play: PlayToRecord | null }
  | { ok: false; code: 'game_final' | 'not_live' | 'out_of_order' | 'invalid_event'; message: string };

const refuse = (
  code: Extract<GameEventOutcome, { ok: false }>['code'],
  message: string,
): GameEventOutcome => ({
  ok: false,
  code,
  message,
});

/**
 * Applies one operator event to a game's state, or says clearly why it is refused: events apply to a live game
 * only (status: scheduled -> live -> final, never back), scores never go down, the period never goes back and
 * within a period the clock only runs down; football fields on a basketball game are refused.
 */
export function applyGameEvent(state: GameState, event: GameEventInput): GameEventOutcome {
  if (state.status === 'final')
    return refuse('game_final', 'The game is final: no more events are accepted.');
  if (event.kind === 'status') {
    if (event.status === 'live') {
      if (state.status === 'live') return refuse('out_of_order', 'The game is already live.');
      return {
        ok: true,
        next: { ...state, status: 'live', period: 1, clockSeconds: PERIOD_SECONDS[state.sport] },
        play: null,
      };
    }
    if (state.status !== 'live') return refuse('out_of_order', 'Only a live game can become final.');
    return { ok: true, next: { ...state, status: 'final', clockSeconds: 0 }, play: null };
  }
  if (state.status !== 'live')
    return refuse('not_live', 'The game has not started: set its status to live first.');

  if (event.kind === 'score') {
    if (event.homeScore < state.homeScore || event.awayScore < state.awayScore)
      return refuse(
        'out_of_order',
        `A score never goes down: it is ${state.homeScore}-${state.awayScore}, the event says ${event.homeScore}-${event.awayScore}.`,
      );
    return {
      ok: true,
      next: { ...state, homeScore: event.homeScore, awayScore: event.awayScore },
      play: null,
    };
  }

  if (event.kind === 'clock') {
    if (event.period > MAX_PERIOD) return refuse('invalid_event', `The period is at most ${MAX_PERIOD}.`);
    if (event.clockSeconds > PERIOD_SECONDS[state.sport])
      return refuse(
        'invalid_event',
        `A ${state.sport} period lasts ${formatClock(PERIOD_SECONDS[state.sport])}.`,
      );
    if (event.period < state.period)
      return refuse('out_of_order', `The game is in period ${state.period}; period ${event.period} is over.`);
    if (
      event.period === state.period &&
      state.clockSeconds !== null &&
      event.clockSeconds > state.clockSeconds
    )
      return refuse(
        'out_of_order',
        `The clock runs down: it shows ${formatClock(state.clockSeconds)}, the event says ${formatClock(event.clockSeconds)}.`,
      );
    const footballFields = [event.possession, event.down, event.distance, event.ballOn].some(
      (v) => v !== undefined,
    );
    if (footballFields && state.sport !== 'football')
      return refuse('invalid_event', 'Possession, down, distance and ball position are football only.');
    const next: GameState = { ...state, period: event.period, clockSeconds: event.clockSeconds };
    if (event.possession !== undefined) next.possession = event.possession;
    if (event.down !== undefined) next.down = event.down;
    if (event.distance !== undefined) next.distance = event.distance;
    if (event.ballOn !== undefined) next.ballOn = event.ballOn;
    return { ok: true, next, play: null };
  }

  // play
  const team = event.team ?? null;
  if (event.points > 0 && !team) return refuse('invalid_event', 'A scoring play names the team that scored.');
  if (event.stats && !event.radarAthleteId)
    return refuse('invalid_event', 'Box score numbers need the player (radarAthleteId).');
  if (event.stats && state.sport !== 'basketball')
    return refuse('invalid_event', 'Box score numbers are basketball only.');
  const next: GameState = {
    ...state,
    homeScore: state.homeScore + (team === 'home' ? event.points : 0),
    awayScore: state.awayScore + (team === 'away' ? event.points : 0),
  };
  const withPlayer = event.radarAthleteId ?? null;
  return {
    ok: true,
    next,
    play: {
      period: state.period,
      clockSeconds: state.clockSeconds,
      team,
      kind: event.playKind,
      description: event.description,
      points: event.points,
      homeScore: next.homeScore,
      awayScore: next.awayScore,
      radarAthleteId: withPlayer,
      stats:
        withPlayer && (state.sport === 'basketball' || event.stats)
          ? {
              points: event.points,
              rebounds: event.stats?.rebounds ?? 0,
              assists: event.stats?.assists ?? 0,
              fouls: event.stats?.fouls ?? 0,
            }
          : null,
    },
  };
}
