import type { MigrationFn } from '../migrator';

/**
 * Derived figures (issue 27 item 1, DESIGN §5 "Derived figures"): what pages read, kept up to date when the data
 * changes and read through an index, so a read costs the same at season scale as at demo scale. The ledger, the
 * entries and the source rows stay the truth; db/src/derived/checks.ts recomputes every figure from them.
 *
 * - `ledger_supporters`: per athlete or school account and fan, the likes the fan gave it (the fan's debits in the
 *   journals crediting the account). Top fans, supporter counts, a fan's "supported".
 * - `school_supporters`: the same per school over its own account and its athletes' accounts (a journal counted
 *   once per school).
 * - `game_supporters`: per game and fan, the likes the fan gave the game's players and schools while it was live.
 * - `account_daily`: per athlete account and UTC day, the sum of its entries (the dashboard's series), by slot.
 * - `derived_counts`: counters by kind and id, by slot (a hot counter is many rows; its value is their sum):
 *   account_supporters, school_supporters, school_athlete_likes, allocation_raised (ledger), school_fans,
 *   school_athletes, game_messages, fans, athletes (source rows, kept by the triggers of 0023).
 * - `fan_milestones` gets a row for every fan (0023) and `last_star_at`, so the admin milestone list walks an index.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE ledger_supporters (
      account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      user_id integer NOT NULL,
      likes bigint NOT NULL,
      PRIMARY KEY (account_id, user_id)
    );
    CREATE INDEX ledger_supporters_top ON ledger_supporters (account_id, likes DESC, user_id);
    CREATE INDEX ledger_supporters_fan ON ledger_supporters (user_id, likes DESC, account_id);

    CREATE TABLE school_supporters (
      school_id integer NOT NULL,
      user_id integer NOT NULL,
      likes bigint NOT NULL,
      PRIMARY KEY (school_id, user_id)
    );
    CREATE INDEX school_supporters_top ON school_supporters (school_id, likes DESC, user_id);

    CREATE TABLE game_supporters (
      game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      user_id integer NOT NULL,
      likes bigint NOT NULL,
      PRIMARY KEY (game_id, user_id)
    );
    CREATE INDEX game_supporters_top ON game_supporters (game_id, likes DESC, user_id);

    CREATE TABLE account_daily (
      account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      day date NOT NULL,
      slot smallint NOT NULL,
      amount bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (account_id, day, slot)
    ) WITH (fillfactor = 80);

    CREATE TABLE derived_counts (
      kind text NOT NULL,
      id bigint NOT NULL,
      slot smallint NOT NULL,
      n bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (kind, id, slot)
    ) WITH (fillfactor = 70);

    CREATE FUNCTION fanlift_count(p_kind text, p_id bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
      SELECT COALESCE(sum(n), 0)::bigint FROM derived_counts WHERE kind = p_kind AND id = p_id
    $$;
    CREATE FUNCTION fanlift_count_add(p_kind text, p_id bigint, p_delta bigint) RETURNS void LANGUAGE sql AS $$
      INSERT INTO derived_counts AS d (kind, id, slot, n)
      SELECT p_kind, p_id, fanlift_slot(), p_delta WHERE p_delta <> 0
      ON CONFLICT (kind, id, slot) DO UPDATE SET n = d.n + EXCLUDED.n
    $$;

    ALTER TABLE fan_milestones ADD COLUMN last_star_at timestamptz;
    CREATE INDEX fan_milestones_likes ON fan_milestones (likes_given DESC, user_id);
    CREATE INDEX fan_milestones_recent ON fan_milestones (last_star_at DESC NULLS LAST, user_id);
    -- The admin milestone list's name order (the same text as its CONCAT_WS, written with immutable operators).
    CREATE INDEX users_fan_name ON users (
      (COALESCE(NULLIF(btrim(COALESCE(first_name, '') || ' ' || COALESCE(last_name, '')), ''), email::text)), id
    ) WHERE user_type = 'fan';
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS users_fan_name, fan_milestones_recent, fan_milestones_likes;
    ALTER TABLE fan_milestones DROP COLUMN IF EXISTS last_star_at;
    DROP FUNCTION IF EXISTS fanlift_count_add(text, bigint, bigint), fanlift_count(text, bigint);
    DROP TABLE IF EXISTS derived_counts, account_daily, game_supporters, school_supporters, ledger_supporters;
  `);
};
