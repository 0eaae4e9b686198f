import type { MigrationFn } from '../migrator';

/**
 * Profile claims need proof (DESIGN §5): `claim_requests` holds each athlete's request to claim a pre-existing
 * profile, with the evidence they gave, until an admin approves or rejects it (or a claim invite approves it).
 * - one pending request per claimant per profile (partial UNIQUE);
 * - at most one approved request per profile (partial UNIQUE), beside profile_claims' UNIQUE athlete_profile_id;
 * - profile_claims rows point at the request that proved them.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE claim_requests (
      id bigserial PRIMARY KEY,
      athlete_profile_id integer NOT NULL REFERENCES athlete_profiles(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
      message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
      school_email citext,
      decided_via text CHECK (decided_via IN ('admin', 'invite')),
      decided_by integer REFERENCES users(id) ON DELETE SET NULL,
      invite_ref text,
      reason text,
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT claim_requests_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
      CONSTRAINT claim_requests_approved_via CHECK (status <> 'approved' OR decided_via IS NOT NULL),
      CONSTRAINT claim_requests_rejected_reason CHECK (status NOT IN ('rejected', 'cancelled') OR reason IS NOT NULL)
    );
    CREATE UNIQUE INDEX claim_requests_one_pending ON claim_requests (user_id, athlete_profile_id)
      WHERE status = 'pending';
    CREATE UNIQUE INDEX claim_requests_one_approved ON claim_requests (athlete_profile_id)
      WHERE status = 'approved';
    CREATE INDEX claim_requests_queue ON claim_requests (status, created_at, id);
    CREATE INDEX claim_requests_user ON claim_requests (user_id, created_at DESC, id DESC);
    CREATE INDEX claim_requests_profile ON claim_requests (athlete_profile_id);

    ALTER TABLE profile_claims
      ADD COLUMN claim_request_id bigint UNIQUE REFERENCES claim_requests(id) ON DELETE SET NULL;
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE profile_claims DROP COLUMN IF EXISTS claim_request_id;
    DROP TABLE IF EXISTS claim_requests;
  `);
};
