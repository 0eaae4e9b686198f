import type { MigrationFn } from '../migrator';

export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS citext;

    CREATE TABLE schools (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      short_name text NOT NULL,
      slug text NOT NULL UNIQUE,
      mascot text,
      conference text,
      division text NOT NULL DEFAULT 'FBS',
      power_five boolean NOT NULL DEFAULT false,
      city text,
      state text,
      primary_color text NOT NULL DEFAULT '#1f3a93',
      secondary_color text NOT NULL DEFAULT '#ffffff',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX schools_name_trgm ON schools USING gin (name gin_trgm_ops);

    CREATE TABLE users (
      id serial PRIMARY KEY,
      auth_id text NOT NULL UNIQUE,
      email citext NOT NULL UNIQUE,
      first_name text,
      last_name text,
      user_type text NOT NULL CHECK (user_type IN ('fan', 'athlete')),
      tos_accepted boolean NOT NULL DEFAULT false,
      privacy_policy_accepted boolean NOT NULL DEFAULT false,
      email_consent boolean NOT NULL DEFAULT false,
      email_verified boolean NOT NULL DEFAULT false,
      referral_code text NOT NULL UNIQUE,
      referred_by_user_id integer REFERENCES users(id) ON DELETE SET NULL,
      spin_count integer NOT NULL DEFAULT 0 CHECK (spin_count >= 0),
      is_admin smallint NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE fan_profiles (
      id serial PRIMARY KEY,
      user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE fan_selected_schools (
      id serial PRIMARY KEY,
      fan_profile_id integer NOT NULL REFERENCES fan_profiles(id) ON DELETE CASCADE,
      school_id integer NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (fan_profile_id, school_id)
    );
    CREATE INDEX fan_selected_schools_school ON fan_selected_schools (school_id);

    CREATE TABLE athlete_profiles (
      id serial PRIMARY KEY,
      user_id integer UNIQUE REFERENCES users(id) ON DELETE SET NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      full_name text GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED,
      sport text CHECK (sport IN ('football', 'basketball')),
      position text,
      recruiting_class integer,
      star_rating smallint CHECK (star_rating BETWEEN 0 AND 5),
      ranking integer,
      hometown text,
      high_school text,
      height integer,
      weight integer,
      dob date,
      photo_url text,
      radar_athlete_id text UNIQUE,
      claimed_at timestamptz,
      likes_received bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX athlete_profiles_name_trgm ON athlete_profiles USING gin (full_name gin_trgm_ops);
    CREATE INDEX athlete_profiles_last_trgm ON athlete_profiles USING gin (last_name gin_trgm_ops);
    CREATE INDEX athlete_profiles_ranking ON athlete_profiles (ranking NULLS LAST, id);
    CREATE INDEX athlete_profiles_sport_ranking ON athlete_profiles (sport, ranking NULLS LAST, id);
    CREATE INDEX athlete_profiles_filters ON athlete_profiles (sport, position, recruiting_class, star_rating);
    CREATE INDEX athlete_profiles_likes ON athlete_profiles (likes_received DESC, id);

    CREATE TABLE athlete_guardians (
      id serial PRIMARY KEY,
      athlete_profile_id integer NOT NULL REFERENCES athlete_profiles(id) ON DELETE CASCADE,
      name text NOT NULL,
      email text,
      phone text,
      relationship text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX athlete_guardians_profile ON athlete_guardians (athlete_profile_id);

    CREATE TABLE athlete_schools (
      athlete_profile_id integer NOT NULL REFERENCES athlete_profiles(id) ON DELETE CASCADE,
      school_id integer NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
      position integer NOT NULL DEFAULT 0,
      PRIMARY KEY (athlete_profile_id, school_id)
    );
    CREATE INDEX athlete_schools_school ON athlete_schools (school_id, athlete_profile_id);

    CREATE TABLE athlete_allocations (
      id serial PRIMARY KEY,
      athlete_profile_id integer NOT NULL REFERENCES athlete_profiles(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      goal_likes integer,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX athlete_allocations_profile ON athlete_allocations (athlete_profile_id);

    -- Ledger (DESIGN §4). Platform accounts keep no stored balance (append-only entries, no hot row).
    CREATE TABLE ledger_accounts (
      id bigserial PRIMARY KEY,
      key text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('fan', 'athlete', 'school', 'platform')),
      owner_id integer,
      balance bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT fan_balance_non_negative CHECK (kind <> 'fan' OR balance >= 0)
    );

    CREATE TABLE ledger_journals (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      cause_key text NOT NULL UNIQUE,
      command_id uuid,
      meta jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      journal_id bigint NOT NULL REFERENCES ledger_journals(id),
      account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      amount bigint NOT NULL CHECK (amount <> 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ledger_entries_journal ON ledger_entries (journal_id);
    CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);

    CREATE TABLE wallet_transactions (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id),
      journal_id bigint REFERENCES ledger_journals(id),
      type text NOT NULL CHECK (type IN ('added', 'free', 'gift', 'used')),
      status text NOT NULL CHECK (status IN ('succeeded', 'pending', 'failed')),
      likes integer NOT NULL CHECK (likes > 0),
      payment_name text,
      meta jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX wallet_transactions_user ON wallet_transactions (user_id, created_at DESC, id DESC);

    -- Durable command staging (outbox): a command the client was told was accepted is never lost.
    CREATE TABLE commands (
      id uuid PRIMARY KEY,
      user_id integer REFERENCES users(id),
      kind text NOT NULL,
      idempotency_key text NOT NULL,
      request_hash text NOT NULL,
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'failed')),
      result jsonb,
      error_code text,
      error_message text,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      applied_at timestamptz,
      UNIQUE (user_id, kind, idempotency_key)
    );
    CREATE INDEX commands_pending ON commands (created_at) WHERE status = 'pending';
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP TABLE IF EXISTS commands, wallet_transactions, ledger_entries, ledger_journals, ledger_accounts,
      athlete_allocations, athlete_schools, athlete_guardians, athlete_profiles, fan_selected_schools,
      fan_profiles, users, schools CASCADE;
  `);
};
