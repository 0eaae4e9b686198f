import type { MigrationFn } from '../migrator';

/**
 * Payments (DESIGN §7): staged Stripe events, our record of each Checkout Session, and the refund/dispute
 * adjustments applied to them. Credits and claw-backs themselves are ledger journals (cause keys
 * `checkout:<cs>`, `refund:<charge>:<cumulative>`, `dispute:<dp>`); the tables here hold the state that
 * decides what a new event still has to apply.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    -- Every verified webhook event, staged before the 200 (exactly one row per Stripe event id).
    CREATE TABLE stripe_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      livemode boolean NOT NULL DEFAULT false,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz,
      outcome text,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      CONSTRAINT stripe_events_id_shape CHECK (id ~ '^evt_[A-Za-z0-9_]{1,250}$')
    );
    CREATE INDEX stripe_events_unprocessed ON stripe_events (received_at) WHERE processed_at IS NULL;

    CREATE TABLE checkout_sessions (
      id text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('purchase', 'guest_like')),
      mode text NOT NULL CHECK (mode IN ('stripe', 'local')),
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      athlete_profile_id integer REFERENCES athlete_profiles(id) ON DELETE SET NULL,
      allocation_id integer REFERENCES athlete_allocations(id) ON DELETE SET NULL,
      guest_email text,
      likes integer NOT NULL CHECK (likes BETWEEN 1 AND 100000),
      unit_price_cents integer NOT NULL CHECK (unit_price_cents > 0),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL DEFAULT 'usd',
      -- open -> processing (completed, payment pending) -> paid (credited) | failed | expired
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'processing', 'paid', 'failed', 'expired')),
      payment_status text NOT NULL DEFAULT 'unpaid',
      url text,
      payment_intent_id text UNIQUE,
      charge_id text,
      credit_journal_id bigint REFERENCES ledger_journals(id),
      paid_at timestamptz,
      amount_refunded_cents integer NOT NULL DEFAULT 0 CHECK (amount_refunded_cents >= 0),
      amount_disputed_cents integer NOT NULL DEFAULT 0 CHECK (amount_disputed_cents >= 0),
      -- likes the refunds/disputes asked to take back, what was actually taken, and the difference
      likes_reversed integer NOT NULL DEFAULT 0 CHECK (likes_reversed >= 0),
      likes_clawed_back integer NOT NULL DEFAULT 0 CHECK (likes_clawed_back >= 0),
      likes_shortfall integer NOT NULL DEFAULT 0 CHECK (likes_shortfall >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT checkout_sessions_id_shape CHECK (id ~ '^cs_[A-Za-z0-9_]{1,250}$'),
      CONSTRAINT checkout_sessions_reversal_bound CHECK (likes_reversed <= likes AND likes_clawed_back + likes_shortfall = likes_reversed)
    );
    CREATE INDEX checkout_sessions_user ON checkout_sessions (user_id, created_at DESC);
    CREATE INDEX checkout_sessions_athlete ON checkout_sessions (athlete_profile_id, created_at DESC);

    -- One row per applied refund step or dispute (cause_key UNIQUE), including those that found nothing
    -- left to take back: the shortfall is recorded here for an operator to follow up.
    CREATE TABLE payment_adjustments (
      id bigserial PRIMARY KEY,
      cause_key text NOT NULL UNIQUE,
      checkout_session_id text NOT NULL REFERENCES checkout_sessions(id),
      kind text NOT NULL CHECK (kind IN ('refund', 'dispute')),
      stripe_event_id text REFERENCES stripe_events(id),
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      likes_requested integer NOT NULL CHECK (likes_requested >= 0),
      likes_clawed_back integer NOT NULL CHECK (likes_clawed_back >= 0),
      likes_shortfall integer NOT NULL CHECK (likes_shortfall >= 0),
      journal_id bigint REFERENCES ledger_journals(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payment_adjustments_session ON payment_adjustments (checkout_session_id);
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`DROP TABLE IF EXISTS payment_adjustments, checkout_sessions, stripe_events CASCADE;`);
};
