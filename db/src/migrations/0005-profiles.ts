import type { MigrationFn } from '../migrator';

/**
 * Profiles (SPEC §2 claim flow, §7 resend-verify-email):
 * - `profile_claims`: the audit of each claim of a pre-existing athlete profile. UNIQUE athlete_profile_id
 *   backs the rule "a profile is claimed at most once" in the database, beside the row lock of the claim.
 * - `email_verification_tokens`: one row per verification link sent (only the SHA-256 of the token is kept).
 * - lookup indexes for top fans and school totals.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE profile_claims (
      id bigserial PRIMARY KEY,
      athlete_profile_id integer NOT NULL UNIQUE REFERENCES athlete_profiles(id) ON DELETE CASCADE,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      source text NOT NULL DEFAULT 'claim',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX profile_claims_user ON profile_claims (user_id);

    CREATE TABLE email_verification_tokens (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      email citext NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX email_verification_tokens_user ON email_verification_tokens (user_id, created_at DESC);

    CREATE INDEX IF NOT EXISTS ledger_accounts_kind_owner ON ledger_accounts (kind, owner_id);
    CREATE INDEX IF NOT EXISTS athlete_profiles_claimable_name
      ON athlete_profiles (lower(last_name), lower(first_name)) WHERE user_id IS NULL;
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS athlete_profiles_claimable_name, ledger_accounts_kind_owner;
    DROP TABLE IF EXISTS email_verification_tokens, profile_claims CASCADE;
  `);
};
