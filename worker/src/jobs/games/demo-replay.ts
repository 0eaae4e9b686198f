import {
  PERIOD_SECONDS,
  REGULATION_PERIODS,
  type GameEventInput,
  type GameSide,
  type GameView,
} from '@fanlift/core';
import type { DemoPlayer } from '@fanlift/db';

const other = (s: GameSide): GameSide => (s === 'home' ? 'away' : 'home');
const pick = <T>(xs: T[], rand: () => number): T | undefined => xs[Math.floor(rand() * xs.length)];

/**
 * The next step of a demo game: the events an operator would post (the replay stages them through the same path
 * as the admin api). A clock event, then a play; at the end of a period the next one starts; after regulation the
 * game becomes final. Football moves the ball with downs and scores touchdowns and field goals; basketball scores
 * twos, threes and free throws with a box score.
 */
export function nextDemoEvents(
  game: GameView,
  players: DemoPlayer[],
  rand: () => number = Math.random,
): GameEventInput[] {
  if (game.status === 'scheduled') return [{ kind: 'status', status: 'live' }];
  if (game.status === 'final') return [];
  const clock = game.clockSeconds ?? PERIOD_SECONDS[game.sport];
  if (clock <= 0) {
    if (game.period >= REGULATION_PERIODS[game.sport] && game.home.score !== game.away.score)
      return [{ kind: 'status', status: 'final' }];
    if (game.period >= REGULATION_PERIODS[game.sport] + 2) return [{ kind: 'status', status: 'final' }];
    return [{ kind: 'clock', period: game.period + 1, clockSeconds: PERIOD_SECONDS[game.sport] }];
  }
  return game.sport === 'football'
    ? footballStep(game, clock, players, rand)
    : basketballStep(game, clock, players, rand);
}

function player(players: DemoPlayer[], team: GameSide, rand: () => number): DemoPlayer | undefined {
  return pick(
    players.filter((p) => p.team === team),
    rand,
  );
}

function footballStep(
  game: GameView,
  clock: number,
  players: DemoPlayer[],
  rand: () => number,
): GameEventInput[] {
  const f = game.football ?? { possession: null, down: null, distance: null, ballOn: null };
  const side: GameSide = f.possession ?? (rand() < 0.5 ? 'home' : 'away');
  const down = f.down ?? 1;
  const distance = f.distance ?? 10;
  // ballOn: yards from the home end zone; home attacks toward 100, away toward 0.
  const ballOn = f.ballOn ?? (side === 'home' ? 25 : 75);
  const toGoal = side === 'home' ? 100 - ballOn : ballOn;
  const nextClock = Math.max(0, clock - 20 - Math.floor(rand() * 25));
  const team = game[side].shortName;
  const p = player(players, side, rand);
  const who = p?.name ?? team;
  const base = { radarAthleteId: p?.radarAthleteId ?? null, team: side };
  const kickoffTo = (s: GameSide) => ({
    possession: s,
    down: 1,
    distance: 10,
    ballOn: s === 'home' ? 25 : 75,
  });

  if (down === 4) {
    if (toGoal <= 35 && rand() < 0.8)
      return [
        { kind: 'clock', period: game.period, clockSeconds: nextClock, ...kickoffTo(other(side)) },
        {
          kind: 'play',
          playKind: 'field_goal',
          description: `${who} kicks a ${toGoal + 17}-yard field goal for ${team}.`,
          points: 3,
          ...base,
        },
      ];
    const punt = Math.min(toGoal - 1, 35 + Math.floor(rand() * 15));
    const spot = side === 'home' ? ballOn + punt : ballOn - punt;
    return [
      {
        kind: 'clock',
        period: game.period,
        clockSeconds: nextClock,
        possession: other(side),
        down: 1,
        distance: 10,
        ballOn: spot,
      },
      { kind: 'play', playKind: 'punt', description: `${team} punts ${punt} yards.`, points: 0, ...base },
    ];
  }
  const pass = rand() < 0.55;
  const gain = pass ? (rand() < 0.35 ? 0 : 4 + Math.floor(rand() * 22)) : -2 + Math.floor(rand() * 11);
  if (gain >= toGoal)
    return [
      { kind: 'clock', period: game.period, clockSeconds: nextClock, ...kickoffTo(other(side)) },
      {
        kind: 'play',
        playKind: 'touchdown',
        description: `Touchdown ${team}! ${who} ${pass ? 'catches' : 'runs in'} a ${toGoal}-yard score (extra point good).`,
        points: 7,
        ...base,
      },
    ];
  const spot = side === 'home' ? ballOn + gain : ballOn - gain;
  const first = gain >= distance;
  const desc =
    pass && gain === 0
      ? `Pass intended for ${who} falls incomplete.`
      : `${who} ${pass ? 'catches a pass' : 'runs'} for ${gain} yard${Math.abs(gain) === 1 ? '' : 's'}${first ? ', first down' : ''}.`;
  return [
    {
      kind: 'clock',
      period: game.period,
      clockSeconds: nextClock,
      possession: side,
      down: first ? 1 : down + 1,
      distance: first ? Math.min(10, side === 'home' ? 100 - spot : spot) : distance - gain,
      ballOn: spot,
    },
    { kind: 'play', playKind: pass ? 'pass' : 'rush', description: desc, points: 0, ...base },
  ];
}

function basketballStep(
  game: GameView,
  clock: number,
  players: DemoPlayer[],
  rand: () => number,
): GameEventInput[] {
  const side: GameSide = rand() < 0.5 ? 'home' : 'away';
  const team = game[side].shortName;
  const p = player(players, side, rand);
  const who = p?.name ?? team;
  const nextClock = Math.max(0, clock - 12 - Math.floor(rand() * 22));
  const tick: GameEventInput = { kind: 'clock', period: game.period, clockSeconds: nextClock };
  const withPlayer = p ? { radarAthleteId: p.radarAthleteId } : {};
  const r = rand();
  // One play per step, by how often each happens: a two, a three, a free throw, a rebound, a foul.
  const [playKind, description, points, stats]: [
    string,
    string,
    number,
    { rebounds?: number; fouls?: number },
  ] =
    r < 0.42
      ? ['two', `${who} scores a jumper for ${team}.`, 2, {}]
      : r < 0.62
        ? ['three', `${who} hits a three for ${team}!`, 3, {}]
        : r < 0.72
          ? ['free_throw', `${who} makes a free throw.`, 1, {}]
          : r < 0.9
            ? ['rebound', `Miss; ${who} grabs the rebound for ${team}.`, 0, { rebounds: 1 }]
            : ['foul', `Foul on ${who} (${team}).`, 0, { fouls: 1 }];
  return [
    tick,
    {
      kind: 'play',
      playKind,
      description,
      points,
      team: side,
      ...withPlayer,
      ...(p ? { stats } : {}),
    },
  ];
}
