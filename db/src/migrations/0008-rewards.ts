import type { MigrationFn } from '../migrator';

/**
 * Rewards (DESIGN §5: spin, referral, stars, emails), each external cause applied at most once by a UNIQUE key:
 * - spin_chances: grants of spin chances (a referral, a star, an admin, the demo seed), UNIQUE cause_key;
 *   users.spin_count counts the spins used, so chances left = SUM(spin_chances.chances) - users.spin_count;
 * - spins: every draw (segment 0..11 of SPEC §9, likes), one per command, numbered per user (UNIQUE seq);
 * - referrals: who invited whom, one row (and so at most one reward) per invitee;
 * - fan_milestones / milestone_stars: likes given and each star recorded once per fan (UNIQUE user, star);
 * - email_unsubscribes: addresses that asked for no marketing email (one-click, signed link);
 * - fan_invites: invitations by email (a fan's or an admin's bulk list), tracked sent, opened, signed up.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE spin_chances (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      chances integer NOT NULL CHECK (chances BETWEEN 1 AND 1000),
      source text NOT NULL CHECK (source IN ('referral', 'star', 'admin', 'seed')),
      cause_key text NOT NULL UNIQUE,
      granted_by integer REFERENCES users(id) ON DELETE SET NULL,
      note text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX spin_chances_user ON spin_chances (user_id, created_at DESC, id DESC);

    CREATE TABLE spins (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      command_id uuid NOT NULL UNIQUE,
      seq integer NOT NULL CHECK (seq >= 1),
      segment_index smallint NOT NULL CHECK (segment_index BETWEEN 0 AND 11),
      likes integer NOT NULL CHECK (likes > 0),
      journal_id bigint REFERENCES ledger_journals(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, seq)
    );
    CREATE INDEX spins_user ON spins (user_id, created_at DESC, id DESC);

    CREATE TABLE referrals (
      id bigserial PRIMARY KEY,
      inviter_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      invitee_user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'rewarded')),
      likes integer,
      command_id uuid,
      journal_id bigint REFERENCES ledger_journals(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      rewarded_at timestamptz,
      CONSTRAINT referrals_not_self CHECK (inviter_user_id <> invitee_user_id),
      CONSTRAINT referrals_rewarded CHECK ((status = 'rewarded') = (rewarded_at IS NOT NULL))
    );
    CREATE INDEX referrals_inviter ON referrals (inviter_user_id, created_at DESC);

    CREATE TABLE fan_milestones (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      likes_given bigint NOT NULL DEFAULT 0 CHECK (likes_given >= 0),
      earned_star smallint NOT NULL DEFAULT 0 CHECK (earned_star BETWEEN 0 AND 5),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX fan_milestones_rank ON fan_milestones (earned_star DESC, likes_given DESC, user_id);

    CREATE TABLE milestone_stars (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      star smallint NOT NULL CHECK (star BETWEEN 1 AND 5),
      threshold integer NOT NULL,
      likes_given bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, star)
    );

    CREATE TABLE email_unsubscribes (
      email citext PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE fan_invites (
      id bigserial PRIMARY KEY,
      token text NOT NULL UNIQUE,
      inviter_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      email citext NOT NULL,
      source text NOT NULL CHECK (source IN ('fan', 'admin')),
      status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'suppressed')),
      email_id uuid,
      opened_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX fan_invites_email ON fan_invites (email, created_at DESC);
    CREATE INDEX fan_invites_inviter ON fan_invites (inviter_user_id, created_at DESC);

    ALTER TABLE emails DROP CONSTRAINT IF EXISTS emails_status_check;
    ALTER TABLE emails ADD CONSTRAINT emails_status_check
      CHECK (status IN ('pending', 'sent', 'failed', 'suppressed'));
    ALTER TABLE emails ADD COLUMN marketing boolean NOT NULL DEFAULT false;
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    UPDATE emails SET status = 'failed' WHERE status = 'suppressed';
    ALTER TABLE emails DROP COLUMN IF EXISTS marketing;
    ALTER TABLE emails DROP CONSTRAINT IF EXISTS emails_status_check;
    ALTER TABLE emails ADD CONSTRAINT emails_status_check CHECK (status IN ('pending', 'sent', 'failed'));
    DROP TABLE IF EXISTS fan_invites, email_unsubscribes, milestone_stars, fan_milestones, referrals, spins,
      spin_chances;
  `);
};
