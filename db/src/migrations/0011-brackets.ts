import type { MigrationFn } from '../migrator';

/**
 * Brackets (DESIGN §5 brackets): the College Football Playoff and the men's tournament.
 * - `brackets`: one per kind and season, with its points per round (configurable; doubling by default).
 * - `bracket_teams`: the seeding: which school enters through which team slot (core's bracket structure).
 * - `bracket_games`: one row per bracket game (code from core's structure), its kickoff in UTC and, once both
 *   teams are known, the game-day game it is (`game_id`, UNIQUE). The lock is the linked game's kickoff when
 *   there is one (game-day may move it), else the bracket game's own. The result is the admin's posted winner
 *   (`winner_school_id`, with the score) or else the linked game's final score.
 * - `bracket_entries`: a fan's bracket (UNIQUE per bracket and fan) with the tiebreaker (total points of the
 *   final) and its score: a cache of the picks scored against the results, rescored in one UPDATE whenever the
 *   results' fingerprint (`brackets.scored_key`: winners and points per round) changes, so the leaderboard
 *   reads entries only (no join of every pick per request).
 * - `bracket_picks`: one pick per entry and game: UNIQUE (entry_id, bracket_game_id), so concurrent saves of
 *   one pick keep one row (the save is an upsert).
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE brackets (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('cfp', 'mbb')),
      season integer NOT NULL,
      name text NOT NULL,
      round_points integer[] NOT NULL,
      scored_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, season)
    );

    CREATE TABLE bracket_teams (
      bracket_id integer NOT NULL REFERENCES brackets(id) ON DELETE CASCADE,
      team_key text NOT NULL,
      school_id integer NOT NULL REFERENCES schools(id) ON DELETE RESTRICT,
      PRIMARY KEY (bracket_id, team_key),
      UNIQUE (bracket_id, school_id)
    );

    CREATE TABLE bracket_games (
      id serial PRIMARY KEY,
      bracket_id integer NOT NULL REFERENCES brackets(id) ON DELETE CASCADE,
      code text NOT NULL,
      round smallint NOT NULL CHECK (round >= 0),
      name text,
      kickoff_at timestamptz NOT NULL,
      game_id integer UNIQUE REFERENCES games(id) ON DELETE SET NULL,
      winner_school_id integer REFERENCES schools(id) ON DELETE RESTRICT,
      top_score integer CHECK (top_score >= 0),
      bottom_score integer CHECK (bottom_score >= 0),
      decided_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (bracket_id, code)
    );
    CREATE INDEX bracket_games_game ON bracket_games (game_id) WHERE game_id IS NOT NULL;

    CREATE TABLE bracket_entries (
      id serial PRIMARY KEY,
      bracket_id integer NOT NULL REFERENCES brackets(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      tiebreaker integer CHECK (tiebreaker BETWEEN 0 AND 300),
      score integer NOT NULL DEFAULT 0,
      correct integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (bracket_id, user_id)
    );
    CREATE INDEX bracket_entries_user ON bracket_entries (user_id);
    CREATE INDEX bracket_entries_board ON bracket_entries (bracket_id, score DESC, id);

    CREATE TABLE bracket_picks (
      id bigserial PRIMARY KEY,
      entry_id integer NOT NULL REFERENCES bracket_entries(id) ON DELETE CASCADE,
      bracket_game_id integer NOT NULL REFERENCES bracket_games(id) ON DELETE CASCADE,
      school_id integer NOT NULL REFERENCES schools(id) ON DELETE RESTRICT,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (entry_id, bracket_game_id)
    );
    CREATE INDEX bracket_picks_game ON bracket_picks (bracket_game_id, school_id);
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP TABLE IF EXISTS bracket_picks;
    DROP TABLE IF EXISTS bracket_entries;
    DROP TABLE IF EXISTS bracket_games;
    DROP TABLE IF EXISTS bracket_teams;
    DROP TABLE IF EXISTS brackets;
  `);
};
