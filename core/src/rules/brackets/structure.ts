/**
 * Bracket structures (DESIGN §5 brackets), as pure data built from rules:
 * - `cfp`: the 12-team College Football Playoff. Seeds 1-4 have byes; the first round is 12 at 5, 11 at 6,
 *   10 at 7, 9 at 8 (home: the better seed); the quarterfinals put 1 against the 8/9 winner, 2 against 7/10,
 *   3 against 6/11 and 4 against 5/12; the semifinals are (1 side v 4 side) and (2 side v 3 side); one final.
 * - `mbb`: the 68-team men's tournament. Four regions of 16 seeds (1v16, 8v9, 5v12, 4v13, 6v11, 3v14, 7v10,
 *   2v15 in bracket order), the First Four (two 16-seed and two 11-seed play-in games whose winners take the
 *   seed line), then the Round of 64, 32, Sweet 16, Elite Eight, Final Four (East v West, South v Midwest) and
 *   the championship.
 *
 * A team enters through a team slot (`key`: region, seed and for a play-in `a`/`b`); every game has a code,
 * a round (0 = first) and two sides, each fed by a team slot or by the winner of another game.
 */
export const BRACKET_KINDS = ['cfp', 'mbb'] as const;
export type BracketKind = (typeof BRACKET_KINDS)[number];

export type SlotSource = { team: string } | { winnerOf: string };

export interface BracketGameDef {
  code: string;
  round: number;
  /** Region of the men's tournament (null for the CFP and the Final Four / championship). */
  region: string | null;
  /** Order within the round (and region), top to bottom, from 1. */
  position: number;
  top: SlotSource;
  bottom: SlotSource;
}

export interface TeamSlotDef {
  key: string;
  seed: number;
  region: string | null;
}

export interface BracketStructure {
  kind: BracketKind;
  rounds: string[];
  regions: string[];
  teams: TeamSlotDef[];
  /** Every game, in round order (a game's feeders always come before it). */
  games: BracketGameDef[];
  /** The code of the final (its total points are the tiebreaker). */
  finalCode: string;
}

const team = (key: string): SlotSource => ({ team: key });
const winnerOf = (code: string): SlotSource => ({ winnerOf: code });

function cfp(): BracketStructure {
  const teams: TeamSlotDef[] = Array.from({ length: 12 }, (_, i) => ({
    key: String(i + 1),
    seed: i + 1,
    region: null,
  }));
  // First-round pairings in the order of the quarterfinals they feed (1, 4, 3, 2 → top to bottom).
  const firstRound: [number, number][] = [
    [8, 9],
    [5, 12],
    [6, 11],
    [7, 10],
  ];
  const games: BracketGameDef[] = [];
  firstRound.forEach(([a, b], i) =>
    games.push({
      code: `R1-${i + 1}`,
      round: 0,
      region: null,
      position: i + 1,
      top: team(String(a)),
      bottom: team(String(b)),
    }),
  );
  const byes = [1, 4, 3, 2];
  byes.forEach((seed, i) =>
    games.push({
      code: `QF-${i + 1}`,
      round: 1,
      region: null,
      position: i + 1,
      top: team(String(seed)),
      bottom: winnerOf(`R1-${i + 1}`),
    }),
  );
  games.push(
    { code: 'SF-1', round: 2, region: null, position: 1, top: winnerOf('QF-1'), bottom: winnerOf('QF-2') },
    { code: 'SF-2', round: 2, region: null, position: 2, top: winnerOf('QF-3'), bottom: winnerOf('QF-4') },
    { code: 'F', round: 3, region: null, position: 1, top: winnerOf('SF-1'), bottom: winnerOf('SF-2') },
  );
  return {
    kind: 'cfp',
    rounds: ['First Round', 'Quarterfinals', 'Semifinals', 'National Championship'],
    regions: [],
    teams,
    games,
    finalCode: 'F',
  };
}

export const MBB_REGIONS = ['East', 'West', 'South', 'Midwest'] as const;
/** Round-of-64 pairings in bracket order. */
const MBB_PAIRS: [number, number][] = [
  [1, 16],
  [8, 9],
  [5, 12],
  [4, 13],
  [6, 11],
  [3, 14],
  [7, 10],
  [2, 15],
];
/** The First Four: which region's seed line each play-in game feeds. */
export const MBB_FIRST_FOUR: { region: (typeof MBB_REGIONS)[number]; seed: number }[] = [
  { region: 'South', seed: 16 },
  { region: 'Midwest', seed: 16 },
  { region: 'East', seed: 11 },
  { region: 'West', seed: 11 },
];

const regionPrefix = (region: string) => region.toUpperCase();

function mbb(): BracketStructure {
  const teams: TeamSlotDef[] = [];
  const games: BracketGameDef[] = [];
  const playIn = new Map<string, string>();
  MBB_FIRST_FOUR.forEach(({ region, seed }, i) => {
    const code = `FF-${i + 1}`;
    const key = `${region}-${seed}`;
    teams.push({ key: `${key}a`, seed, region }, { key: `${key}b`, seed, region });
    playIn.set(key, code);
    games.push({
      code,
      round: 0,
      region,
      position: i + 1,
      top: team(`${key}a`),
      bottom: team(`${key}b`),
    });
  });
  const side = (region: string, seed: number): SlotSource => {
    const key = `${region}-${seed}`;
    const ff = playIn.get(key);
    if (ff) return winnerOf(ff);
    teams.push({ key, seed, region });
    return team(key);
  };
  const names = ['R64', 'R32', 'S16', 'E8'];
  for (const region of MBB_REGIONS) {
    const p = regionPrefix(region);
    MBB_PAIRS.forEach(([a, b], i) =>
      games.push({
        code: `${p}-R64-${i + 1}`,
        round: 1,
        region,
        position: i + 1,
        top: side(region, a),
        bottom: side(region, b),
      }),
    );
    for (let r = 1; r < names.length; r++) {
      const count = 8 >> r;
      for (let i = 0; i < count; i++) {
        const code = count === 1 ? `${p}-${names[r]}` : `${p}-${names[r]}-${i + 1}`;
        const feeder = (j: number) => `${p}-${names[r - 1]}-${j}`;
        games.push({
          code,
          round: r + 1,
          region,
          position: i + 1,
          top: winnerOf(feeder(2 * i + 1)),
          bottom: winnerOf(feeder(2 * i + 2)),
        });
      }
    }
  }
  const [east, west, south, midwest] = MBB_REGIONS.map((r) => `${regionPrefix(r)}-E8`);
  games.push(
    { code: 'F4-1', round: 5, region: null, position: 1, top: winnerOf(east), bottom: winnerOf(west) },
    { code: 'F4-2', round: 5, region: null, position: 2, top: winnerOf(south), bottom: winnerOf(midwest) },
    { code: 'CH', round: 6, region: null, position: 1, top: winnerOf('F4-1'), bottom: winnerOf('F4-2') },
  );
  return {
    kind: 'mbb',
    rounds: [
      'First Four',
      'Round of 64',
      'Round of 32',
      'Sweet 16',
      'Elite Eight',
      'Final Four',
      'National Championship',
    ],
    regions: [...MBB_REGIONS],
    teams,
    games,
    finalCode: 'CH',
  };
}

const cache = new Map<BracketKind, BracketStructure>();

/** The structure of a bracket kind (built once). */
export function bracketStructure(kind: BracketKind): BracketStructure {
  let s = cache.get(kind);
  if (!s) {
    s = kind === 'cfp' ? cfp() : mbb();
    cache.set(kind, s);
  }
  return s;
}

/** Points for a correct pick in each round: `base` in the first round, doubling every round after. */
export function doublingRoundPoints(rounds: number, base: number): number[] {
  return Array.from({ length: rounds }, (_, i) => base * 2 ** i);
}

export const DEFAULT_BRACKET_BASE_POINTS = 10;
