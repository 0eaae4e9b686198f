import type { MigrationFn } from '../migrator';

/**
 * Reach and commerce (issue 11): marketplace items and orders, QR codes (with claim invites), affiliates.
 * - marketplace_items.stock is CHECK (stock >= 0): stock never goes below zero whatever the race;
 * - marketplace_orders.command_id is UNIQUE: a purchase command makes at most one order;
 * - qr_codes.code is the public, unguessable id (the scan URL and the share page);
 * - a claim invite is single use: used_at/used_by set once (the redeem locks the row);
 * - affiliate_referrals.referred_user_id is UNIQUE (a fan is referred once), commissions are UNIQUE per cause.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE marketplace_items (
      id serial PRIMARY KEY,
      title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
      description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
      category text NOT NULL CHECK (category IN ('experience', 'merch', 'signed')),
      price_likes integer NOT NULL CHECK (price_likes BETWEEN 1 AND 100000),
      stock integer NOT NULL CHECK (stock >= 0),
      image_url text,
      athlete_profile_id integer REFERENCES athlete_profiles(id) ON DELETE SET NULL,
      school_id integer REFERENCES schools(id) ON DELETE SET NULL,
      hidden boolean NOT NULL DEFAULT false,
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX marketplace_items_visible ON marketplace_items (hidden, id DESC);

    CREATE TABLE marketplace_orders (
      id bigserial PRIMARY KEY,
      item_id integer NOT NULL REFERENCES marketplace_items(id) ON DELETE RESTRICT,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
      unit_price_likes integer NOT NULL CHECK (unit_price_likes > 0),
      total_likes integer NOT NULL CHECK (total_likes = unit_price_likes * quantity),
      command_id uuid NOT NULL UNIQUE REFERENCES commands(id) ON DELETE RESTRICT,
      journal_id bigint,
      status text NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'fulfilled', 'cancelled')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX marketplace_orders_user ON marketplace_orders (user_id, id DESC);
    CREATE INDEX marketplace_orders_item ON marketplace_orders (item_id, id DESC);

    CREATE TABLE qr_codes (
      id bigserial PRIMARY KEY,
      code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9]{8,32}$'),
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('athlete', 'fund', 'school', 'invite', 'affiliate', 'claim-invite')),
      target_id integer,
      target_path text NOT NULL CHECK (target_path ~ '^/[^/\\\\]' OR target_path = '/'),
      label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 80),
      scans integer NOT NULL DEFAULT 0 CHECK (scans >= 0),
      last_scanned_at timestamptz,
      expires_at timestamptz,
      used_at timestamptz,
      used_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT qr_codes_claim_invite CHECK (kind <> 'claim-invite' OR (expires_at IS NOT NULL AND target_id IS NOT NULL))
    );
    CREATE INDEX qr_codes_user ON qr_codes (user_id, id DESC);

    CREATE TABLE affiliates (
      id serial PRIMARY KEY,
      user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9]{4,32}$'),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE affiliate_visits (
      id bigserial PRIMARY KEY,
      affiliate_id integer NOT NULL REFERENCES affiliates(id) ON DELETE CASCADE,
      visitor_user_id integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX affiliate_visits_affiliate ON affiliate_visits (affiliate_id, created_at);
    CREATE TABLE affiliate_referrals (
      id bigserial PRIMARY KEY,
      affiliate_id integer NOT NULL REFERENCES affiliates(id) ON DELETE CASCADE,
      referred_user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX affiliate_referrals_affiliate ON affiliate_referrals (affiliate_id, created_at);
    CREATE TABLE affiliate_commissions (
      id bigserial PRIMARY KEY,
      affiliate_id integer NOT NULL REFERENCES affiliates(id) ON DELETE CASCADE,
      referred_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      cause_key text NOT NULL UNIQUE,
      purchase_likes integer NOT NULL,
      likes integer NOT NULL,
      journal_id bigint,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX affiliate_commissions_affiliate ON affiliate_commissions (affiliate_id, created_at);
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP TABLE IF EXISTS affiliate_commissions;
    DROP TABLE IF EXISTS affiliate_referrals;
    DROP TABLE IF EXISTS affiliate_visits;
    DROP TABLE IF EXISTS affiliates;
    DROP TABLE IF EXISTS qr_codes;
    DROP TABLE IF EXISTS marketplace_orders;
    DROP TABLE IF EXISTS marketplace_items;
  `);
};
