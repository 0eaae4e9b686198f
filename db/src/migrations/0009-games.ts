import type { MigrationFn } from '../migrator';

/**
 * Game day (DESIGN §5 live games, chat):
 * - `games`: sport, home and away schools, kickoff in UTC, status scheduled -> live -> final, score, period,
 *   clock and (football) down, distance and ball position; `event_seq` is the sequence number of the last
 *   operator event applied (events apply strictly in order); `featured_at` puts a game on Top Events;
 *   `slow_mode_seconds` is the chat's slow mode; `demo` marks games the demo replay may drive.
 * - `game_events`: each operator (or demo replay) event, staged by the api with the next sequence number of its
 *   game, applied once by the worker (pending -> applied | refused with a reason). UNIQUE (game_id, seq) keeps the
 *   order; UNIQUE (game_id, idempotency_key) makes a retried post one event.
 * - `game_plays`: the play-by-play feed (one row per applied play event).
 * - `game_athletes`: the players of a game by radarAthleteId, with a box-score line (basketball).
 * - `chat_messages`, `chat_reports`, `chat_mutes`: persisted chat, fans' reports, the record of mutes (the
 *   active mute is also held in Redis so every realtime node refuses at once).
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE games (
      id serial PRIMARY KEY,
      sport text NOT NULL CHECK (sport IN ('football', 'basketball')),
      season integer NOT NULL,
      week integer,
      home_school_id integer NOT NULL REFERENCES schools(id) ON DELETE RESTRICT,
      away_school_id integer NOT NULL REFERENCES schools(id) ON DELETE RESTRICT,
      kickoff_at timestamptz NOT NULL,
      venue text,
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'live', 'final')),
      home_score integer NOT NULL DEFAULT 0 CHECK (home_score >= 0),
      away_score integer NOT NULL DEFAULT 0 CHECK (away_score >= 0),
      period smallint NOT NULL DEFAULT 0 CHECK (period >= 0 AND period <= 20),
      clock_seconds integer CHECK (clock_seconds >= 0 AND clock_seconds <= 3600),
      possession text CHECK (possession IN ('home', 'away')),
      down smallint CHECK (down BETWEEN 1 AND 4),
      distance smallint CHECK (distance BETWEEN 0 AND 99),
      ball_on smallint CHECK (ball_on BETWEEN 0 AND 100),
      event_seq integer NOT NULL DEFAULT 0,
      featured_at timestamptz,
      slow_mode_seconds integer NOT NULL DEFAULT 0 CHECK (slow_mode_seconds BETWEEN 0 AND 3600),
      demo boolean NOT NULL DEFAULT false,
      started_at timestamptz,
      ended_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT games_two_schools CHECK (home_school_id <> away_school_id)
    );
    CREATE INDEX games_schedule ON games (sport, kickoff_at, id);
    CREATE INDEX games_status ON games (status, kickoff_at);
    CREATE INDEX games_home ON games (home_school_id, kickoff_at);
    CREATE INDEX games_away ON games (away_school_id, kickoff_at);
    CREATE INDEX games_featured ON games (featured_at) WHERE featured_at IS NOT NULL;
    CREATE UNIQUE INDEX games_matchup ON games (sport, home_school_id, away_school_id, kickoff_at);

    CREATE TABLE game_events (
      id bigserial PRIMARY KEY,
      game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      seq integer NOT NULL CHECK (seq > 0),
      kind text NOT NULL CHECK (kind IN ('score', 'clock', 'status', 'play')),
      payload jsonb NOT NULL,
      idempotency_key text NOT NULL,
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'refused')),
      error_code text,
      error_message text,
      created_at timestamptz NOT NULL DEFAULT now(),
      applied_at timestamptz,
      UNIQUE (game_id, seq),
      UNIQUE (game_id, idempotency_key)
    );
    CREATE INDEX game_events_pending ON game_events (created_at) WHERE status = 'pending';

    CREATE TABLE game_plays (
      id bigserial PRIMARY KEY,
      game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      event_id bigint NOT NULL UNIQUE REFERENCES game_events(id) ON DELETE CASCADE,
      period smallint NOT NULL,
      clock_seconds integer,
      team text CHECK (team IN ('home', 'away')),
      kind text NOT NULL,
      description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 500),
      points smallint NOT NULL DEFAULT 0 CHECK (points BETWEEN 0 AND 8),
      home_score integer NOT NULL,
      away_score integer NOT NULL,
      radar_athlete_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX game_plays_feed ON game_plays (game_id, id DESC);

    CREATE TABLE game_athletes (
      game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      radar_athlete_id text NOT NULL,
      team text NOT NULL CHECK (team IN ('home', 'away')),
      points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
      rebounds integer NOT NULL DEFAULT 0 CHECK (rebounds >= 0),
      assists integer NOT NULL DEFAULT 0 CHECK (assists >= 0),
      fouls integer NOT NULL DEFAULT 0 CHECK (fouls >= 0),
      PRIMARY KEY (game_id, radar_athlete_id)
    );
    CREATE INDEX game_athletes_radar ON game_athletes (radar_athlete_id);

    CREATE TABLE chat_messages (
      id bigserial PRIMARY KEY,
      game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500),
      deleted_at timestamptz,
      deleted_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX chat_messages_history ON chat_messages (game_id, id DESC) WHERE deleted_at IS NULL;
    CREATE INDEX chat_messages_user ON chat_messages (user_id, id DESC);

    CREATE TABLE chat_reports (
      id bigserial PRIMARY KEY,
      message_id bigint NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
      reporter_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
      resolved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (message_id, reporter_id)
    );
    CREATE INDEX chat_reports_open ON chat_reports (created_at) WHERE resolved_at IS NULL;

    CREATE TABLE chat_mutes (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      game_id integer REFERENCES games(id) ON DELETE SET NULL,
      muted_by integer REFERENCES users(id) ON DELETE SET NULL,
      reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
      until timestamptz NOT NULL,
      lifted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX chat_mutes_user ON chat_mutes (user_id, until DESC);
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP TABLE IF EXISTS chat_mutes;
    DROP TABLE IF EXISTS chat_reports;
    DROP TABLE IF EXISTS chat_messages;
    DROP TABLE IF EXISTS game_athletes;
    DROP TABLE IF EXISTS game_plays;
    DROP TABLE IF EXISTS game_events;
    DROP TABLE IF EXISTS games;
  `);
};
