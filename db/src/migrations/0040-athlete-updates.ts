import type { MigrationFn } from '../migrator';

/**
 * Issue 29 items 1-2: athlete updates, goals reached and thank-yous.
 *
 * - `athlete_updates`: a post of an athlete (text, optional stored photo) to everyone or to supporters only; a goal
 *   reached is a post with `allocation_id` (one per allocation). Its fan-out (live + email to supporters, or to the
 *   fans who gave to the goal) runs as a job over keyset batches: `fanout_cursor` is the last user id handled, so a
 *   crash resumes; `fanout_done_at` ends it (the outbox re-driver picks pending ones up).
 * - `athlete_update_deliveries`: one row per update and fan reached, UNIQUE (update_id, user_id): a job that runs
 *   twice stages no second email. `email_id` is the staged email (null when the fan did not consent).
 * - `athlete_thank_batches` thank every supporter of a month or season (once per period); `athlete_thanks` one row
 *   per fan thanked, UNIQUE (batch_id, user_id) for a batch.
 * - `ledger_journals_allocation`: the journals given to one allocation (who gave to a goal), by index.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE athlete_updates (
      id bigserial PRIMARY KEY,
      athlete_id integer NOT NULL REFERENCES athlete_profiles(id) ON DELETE CASCADE,
      author_user_id integer REFERENCES users(id) ON DELETE SET NULL,
      allocation_id integer REFERENCES athlete_allocations(id) ON DELETE CASCADE,
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
      photo_url text,
      audience text NOT NULL CHECK (audience IN ('everyone', 'supporters')),
      hidden_at timestamptz,
      hidden_by integer REFERENCES users(id) ON DELETE SET NULL,
      fanout_cursor integer NOT NULL DEFAULT 0,
      fanout_done_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX athlete_updates_feed ON athlete_updates (athlete_id, id DESC);
    CREATE INDEX athlete_updates_fanout ON athlete_updates (created_at) WHERE fanout_done_at IS NULL;
    CREATE UNIQUE INDEX athlete_updates_goal ON athlete_updates (allocation_id) WHERE allocation_id IS NOT NULL;
    CREATE INDEX athlete_updates_author_user_id_fk ON athlete_updates (author_user_id) WHERE author_user_id IS NOT NULL;
    CREATE INDEX athlete_updates_hidden_by_fk ON athlete_updates (hidden_by) WHERE hidden_by IS NOT NULL;

    CREATE TABLE athlete_update_deliveries (
      update_id bigint NOT NULL REFERENCES athlete_updates(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      email_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (update_id, user_id)
    );
    CREATE INDEX athlete_update_deliveries_user ON athlete_update_deliveries (user_id, update_id DESC);

    CREATE TABLE athlete_thank_batches (
      id bigserial PRIMARY KEY,
      athlete_id integer NOT NULL REFERENCES athlete_profiles(id) ON DELETE CASCADE,
      author_user_id integer REFERENCES users(id) ON DELETE SET NULL,
      note text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 500),
      period_kind text NOT NULL CHECK (period_kind IN ('month', 'season')),
      period_label text NOT NULL,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      fanout_cursor integer NOT NULL DEFAULT 0,
      fanout_done_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (athlete_id, period_kind, period_label)
    );
    CREATE INDEX athlete_thank_batches_fanout ON athlete_thank_batches (created_at) WHERE fanout_done_at IS NULL;
    CREATE INDEX athlete_thank_batches_author_user_id_fk ON athlete_thank_batches (author_user_id)
      WHERE author_user_id IS NOT NULL;

    CREATE TABLE athlete_thanks (
      id bigserial PRIMARY KEY,
      athlete_id integer NOT NULL REFERENCES athlete_profiles(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      batch_id bigint REFERENCES athlete_thank_batches(id) ON DELETE CASCADE,
      note text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 500),
      email_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (batch_id, user_id)
    );
    CREATE INDEX athlete_thanks_user ON athlete_thanks (user_id, id DESC);
    CREATE INDEX athlete_thanks_athlete ON athlete_thanks (athlete_id, id DESC);

    CREATE INDEX ledger_journals_allocation ON ledger_journals ((meta->>'allocationId'))
      WHERE meta ? 'allocationId';
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS ledger_journals_allocation;
    DROP TABLE IF EXISTS athlete_thanks, athlete_thank_batches, athlete_update_deliveries, athlete_updates;
  `);
};
