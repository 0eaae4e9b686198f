/**
 * Admin actions on a bracket (DESIGN §5 brackets): post a game's result (the caller enqueues the ranking job after
 * commit; triggers move the bracket's results sequence), move a kickoff, set the points per round. A posted result
 * whose next game
 * now has both teams creates that game-day game (`games`) and links it, so game day shows it too.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import {
  conflict,
  invalid,
  notFound,
  actualSides,
  doublingRoundPoints,
  type BracketKind,
} from '@fanlift/core';
import { bracketRow, loadBracket } from './load';

export interface PostedResult {
  bracketId: number;
  kind: BracketKind;
  code: string;
  /** The game-day game created for the next round, when both its teams became known. */
  linkedGameId: number | null;
}

export async function postBracketResult(
  sequelize: Sequelize,
  kind: BracketKind,
  code: string,
  input: { winnerSchoolId: number; topScore?: number; bottomScore?: number },
): Promise<PostedResult> {
  return sequelize.transaction(async (t) => {
    // One result of a bracket at a time, read after the previous one committed: two posts at once must not both
    // see the next game unlinked and both create its game-day game.
    await sequelize.query('SELECT pg_advisory_xact_lock(hashtext($1))', {
      bind: [`brackets:result:${kind}`],
      transaction: t,
    });
    const l = await loadBracket({ sequelize, t }, kind);
    const row = l.games.get(code);
    if (!row) throw notFound('No such game in this bracket');
    await sequelize.query('SELECT id FROM bracket_games WHERE id = $1 FOR UPDATE', {
      bind: [row.id],
      transaction: t,
    });
    if (!row.locked) throw conflict('not_started', 'This game has not kicked off yet.');
    const sides = actualSides(l.structure, l.facts)[code];
    if (sides.top === null || sides.bottom === null)
      throw conflict('teams_unknown', 'Post the earlier games first: this game’s teams are not known.');
    if (input.winnerSchoolId !== sides.top && input.winnerSchoolId !== sides.bottom)
      throw invalid('The winner must be one of the two teams of this game.', 'not_in_game');
    const hasScore = input.topScore !== undefined && input.bottomScore !== undefined;
    if ((input.topScore === undefined) !== (input.bottomScore === undefined))
      throw invalid('Give both scores or neither.');
    if (hasScore) {
      const winnerTop = input.winnerSchoolId === sides.top;
      const [w, lo] = winnerTop
        ? [input.topScore!, input.bottomScore!]
        : [input.bottomScore!, input.topScore!];
      if (w <= lo) throw invalid('The winner must have the higher score.');
    }
    await sequelize.query(
      `UPDATE bracket_games SET winner_school_id = $2, top_score = $3, bottom_score = $4, decided_at = now(),
              updated_at = now() WHERE id = $1`,
      {
        bind: [row.id, input.winnerSchoolId, input.topScore ?? null, input.bottomScore ?? null],
        transaction: t,
      },
    );
    // The next game: link a game-day game once both of its teams are known.
    const next = l.structure.games.find((g) =>
      [g.top, g.bottom].some((s) => 'winnerOf' in s && s.winnerOf === code),
    );
    let linkedGameId: number | null = null;
    if (next) {
      const nextRow = l.games.get(next.code)!;
      const facts = { ...l.facts, results: { ...l.facts.results, [code]: input.winnerSchoolId } };
      const ns = actualSides(l.structure, facts)[next.code];
      if (nextRow.gameId === null && ns.top !== null && ns.bottom !== null) {
        const [g] = await sequelize.query<{ id: number }>(
          `INSERT INTO games (sport, season, home_school_id, away_school_id, kickoff_at, venue)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          {
            bind: [
              kind === 'cfp' ? 'football' : 'basketball',
              l.bracket.season,
              ns.top,
              ns.bottom,
              nextRow.kickoffAt,
              nextRow.name,
            ],
            type: QueryTypes.SELECT,
            transaction: t,
          },
        );
        await sequelize.query('UPDATE bracket_games SET game_id = $2, updated_at = now() WHERE id = $1', {
          bind: [nextRow.id, g.id],
          transaction: t,
        });
        linkedGameId = g.id;
      }
    }
    return { bracketId: l.bracket.id, kind, code, linkedGameId };
  });
}

/** Move a bracket game's kickoff (and its linked game-day game's, which is the one the lock follows). */
export async function moveBracketKickoff(
  sequelize: Sequelize,
  kind: BracketKind,
  code: string,
  kickoffAt: string,
): Promise<{ bracketId: number }> {
  const b = await bracketRow({ sequelize }, kind);
  return sequelize.transaction(async (t) => {
    const [row] = await sequelize.query<{ id: number; gameId: number | null }>(
      `UPDATE bracket_games SET kickoff_at = $3, updated_at = now() WHERE bracket_id = $1 AND code = $2
       RETURNING id, game_id AS "gameId"`,
      { bind: [b.id, code, kickoffAt], type: QueryTypes.SELECT, transaction: t },
    );
    if (!row) throw notFound('No such game in this bracket');
    if (row.gameId !== null)
      await sequelize.query('UPDATE games SET kickoff_at = $2, updated_at = now() WHERE id = $1', {
        bind: [row.gameId, kickoffAt],
        transaction: t,
      });
    return { bracketId: b.id };
  });
}

/** Points per round: doubling from `basePoints`, or an explicit list (one number per round). */
export async function setBracketScoring(
  sequelize: Sequelize,
  kind: BracketKind,
  input: { basePoints: number } | { roundPoints: number[] },
  rounds: number,
): Promise<{ bracketId: number; roundPoints: number[] }> {
  const b = await bracketRow({ sequelize }, kind);
  const points = 'basePoints' in input ? doublingRoundPoints(rounds, input.basePoints) : input.roundPoints;
  if (points.length !== rounds) throw invalid(`Give one number per round (${rounds}).`);
  await sequelize.query('UPDATE brackets SET round_points = $2, updated_at = now() WHERE id = $1', {
    bind: [b.id, points],
  });
  return { bracketId: b.id, roundPoints: points };
}
