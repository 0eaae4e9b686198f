/** A bracket as the web shows it (contract `BracketView`): games with their sides, locks, results, and an entry. */
import { QueryTypes, type Sequelize } from 'sequelize';
import {
  notFound,
  actualSides,
  scorePicks,
  type BracketEntry,
  type BracketKind,
  type BracketView,
  type SlotSource,
} from '@fanlift/core';
import { entryPicks, loadBracket, type LoadedBracket } from './load';
import { bracketRankOf } from './leaderboard';

export function bracketInfo(l: LoadedBracket): BracketView['bracket'] {
  return {
    id: l.bracket.id,
    kind: l.bracket.kind,
    name: l.bracket.name,
    season: l.bracket.season,
    rounds: l.structure.rounds.map((name, index) => ({
      index,
      name,
      points: l.bracket.roundPoints[index] ?? 0,
    })),
    regions: l.structure.regions,
    finalCode: l.structure.finalCode,
  };
}

export function bracketGames(l: LoadedBracket): BracketView['games'] {
  const sides = actualSides(l.structure, l.facts);
  const seedOf = new Map(l.structure.teams.map((t) => [l.facts.teams[t.key], t.seed]));
  return l.structure.games.map((def) => {
    const row = l.games.get(def.code);
    if (!row) throw new Error(`Bracket game ${def.code} is missing`);
    const s = sides[def.code];
    const side = (from: SlotSource, schoolId: number | null, posted: number | undefined) => ({
      from,
      schoolId,
      seed: schoolId === null ? null : (seedOf.get(schoolId) ?? null),
      score: schoolId === null ? null : (posted ?? row.scores[schoolId] ?? null),
    });
    return {
      code: def.code,
      round: def.round,
      region: def.region,
      position: def.position,
      name: row.name,
      kickoffAt: row.kickoffAt,
      locked: row.locked,
      gameId: row.gameId,
      top: side(def.top, s.top, row.posted?.top),
      bottom: side(def.bottom, s.bottom, row.posted?.bottom),
      winnerSchoolId: row.winnerSchoolId,
    };
  });
}

export async function fanName(sequelize: Sequelize, userId: number): Promise<string> {
  const [u] = await sequelize.query<{ firstName: string | null; lastName: string | null }>(
    `SELECT first_name AS "firstName", last_name AS "lastName" FROM users WHERE id = $1`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  if (!u) throw notFound('Fan not found');
  const last = u.lastName ? `${u.lastName.slice(0, 1)}.` : '';
  return [u.firstName, last].filter(Boolean).join(' ') || 'Fan';
}

/** The fan's entry as the contract says (null when the fan has made no pick and set no tiebreaker). */
export async function bracketEntry(
  sequelize: Sequelize,
  l: LoadedBracket,
  userId: number,
): Promise<BracketEntry | null> {
  const e = await entryPicks({ sequelize }, l.bracket.id, userId);
  if (!e) return null;
  const [name, rank] = await Promise.all([
    fanName(sequelize, userId),
    bracketRankOf(sequelize, l.bracket, userId),
  ]);
  return {
    fanId: userId,
    name,
    picks: e.picks,
    picksMade: Object.keys(e.picks).length,
    picksTotal: l.structure.games.length,
    tiebreaker: e.tiebreaker,
    score: scorePicks(l.structure, l.bracket.roundPoints, l.facts.results, e.picks),
    rank,
    updatedAt: e.updatedAt,
  };
}

/** GET /api/brackets/{kind} (entry: the viewer's) and /entries/{fanId} (entry: that fan's). */
export async function bracketView(
  sequelize: Sequelize,
  kind: BracketKind,
  entryOf: number | null,
): Promise<BracketView> {
  const l = await loadBracket({ sequelize }, kind);
  const teams = l.structure.teams.flatMap((t) => {
    const school = l.schools.get(l.facts.teams[t.key]);
    return school ? [{ key: t.key, seed: t.seed, region: t.region, school }] : [];
  });
  return {
    bracket: bracketInfo(l),
    teams,
    games: bracketGames(l),
    serverTime: l.serverTime,
    entry: entryOf === null ? null : await bracketEntry(sequelize, l, entryOf),
  };
}
