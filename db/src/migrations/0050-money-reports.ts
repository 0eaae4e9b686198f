import type { MigrationFn } from '../migrator';

/**
 * Money in plain words (issue 29 items 3-5):
 *
 * - `checkout_sessions.payment_method_type`: Stripe's payment method type of a paid session (`card`,
 *   `us_bank_account`, ...), recorded when the session is credited; receipts, statements and the wallet name it.
 * - `athlete_source_daily`: per athlete, UTC day and source (`fans`: likes fans gave; `guest`: guest likes paid
 *   by card, less their refunds and disputes; `marketplace`: likes fans paid for the athlete's marketplace items,
 *   which go to platform:marketplace) the likes, by slot. The athlete's report reads it (month, quarter, year).
 * - `athlete_payer_years`: per athlete, calendar year (UTC) and payer (`fan:<user id>`, or `guest:<email>` for a
 *   guest like without an account) the likes that reached the athlete: the yearly-threshold notice reads it.
 *
 * Both ledger tables are kept by one statement trigger on ledger_entries (the journal's lines are inserted by one
 * statement on every path), the marketplace source by a row trigger on marketplace_orders. The recomputations
 * (`fanlift_calc_athlete_source_daily`, `fanlift_calc_athlete_payer_years`) define them; the backfill and
 * ledger:check use them.
 */

/** The per-journal credits of athlete accounts among `rel`'s entries, with the journal's kind and payer. */
const journalCredits = (rel: string) => `
  e AS (
    SELECT n.journal_id, a.owner_id AS athlete_id, (n.created_at AT TIME ZONE 'UTC')::date AS day,
           sum(n.amount)::bigint AS likes
      FROM ${rel} n JOIN ledger_accounts a ON a.id = n.account_id AND a.kind = 'athlete'
     GROUP BY 1, 2, 3),
  j AS (
    SELECT e.*, lj.kind,
           CASE WHEN lj.kind IN ('stripe-guest-like', 'stripe-refund', 'stripe-dispute') THEN 'guest' ELSE 'fans' END
             AS source,
           COALESCE(
             (SELECT 'fan:' || min(fa.owner_id) FROM ${rel} fe
                JOIN ledger_accounts fa ON fa.id = fe.account_id AND fa.kind = 'fan'
               WHERE fe.journal_id = e.journal_id AND fe.amount < 0),
             (SELECT COALESCE('fan:' || cs.user_id, 'guest:' || lower(cs.guest_email)) FROM checkout_sessions cs
               WHERE lj.kind IN ('stripe-guest-like', 'stripe-refund', 'stripe-dispute')
                 AND cs.id = lj.meta->>'checkoutSessionId')) AS payer
      FROM e JOIN ledger_journals lj ON lj.id = e.journal_id)`;

export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE checkout_sessions ADD COLUMN payment_method_type text
      CHECK (payment_method_type IS NULL OR payment_method_type ~ '^[a-z_]{1,40}$');

    CREATE TABLE athlete_source_daily (
      athlete_profile_id integer NOT NULL,
      day date NOT NULL,
      source text NOT NULL CHECK (source IN ('fans', 'guest', 'marketplace')),
      slot smallint NOT NULL,
      likes bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (athlete_profile_id, day, source, slot)
    ) WITH (fillfactor = 80);

    CREATE TABLE athlete_payer_years (
      athlete_profile_id integer NOT NULL,
      year smallint NOT NULL,
      payer text NOT NULL,
      likes bigint NOT NULL,
      PRIMARY KEY (athlete_profile_id, year, payer)
    );
    CREATE INDEX athlete_payer_years_top ON athlete_payer_years (athlete_profile_id, year, likes DESC);

    CREATE FUNCTION fanlift_calc_athlete_source_daily()
    RETURNS TABLE (athlete_profile_id integer, day date, source text, likes bigint) LANGUAGE sql STABLE AS $$
      WITH ${journalCredits('ledger_entries')}
      SELECT athlete_id, day, source, sum(likes)::bigint FROM j GROUP BY 1, 2, 3 HAVING sum(likes) <> 0
      UNION ALL
      SELECT i.athlete_profile_id, (o.created_at AT TIME ZONE 'UTC')::date, 'marketplace', sum(o.total_likes)::bigint
        FROM marketplace_orders o JOIN marketplace_items i ON i.id = o.item_id
       WHERE i.athlete_profile_id IS NOT NULL GROUP BY 1, 2
    $$;

    CREATE FUNCTION fanlift_calc_athlete_payer_years()
    RETURNS TABLE (athlete_profile_id integer, year smallint, payer text, likes bigint) LANGUAGE sql STABLE AS $$
      WITH ${journalCredits('ledger_entries')}
      SELECT athlete_id, extract(year FROM day)::smallint, payer, sum(likes)::bigint FROM j
       WHERE payer IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(likes) <> 0
    $$;

    CREATE FUNCTION fanlift_money_entries() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      WITH ${journalCredits('new_entries')},
      src AS (
        INSERT INTO athlete_source_daily AS d (athlete_profile_id, day, source, slot, likes)
        SELECT athlete_id, day, source, fanlift_slot(), sum(likes)::bigint FROM j
         GROUP BY 1, 2, 3 HAVING sum(likes) <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (athlete_profile_id, day, source, slot) DO UPDATE SET likes = d.likes + EXCLUDED.likes)
      INSERT INTO athlete_payer_years AS p (athlete_profile_id, year, payer, likes)
      SELECT athlete_id, extract(year FROM day)::smallint, payer, sum(likes)::bigint FROM j
       WHERE payer IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(likes) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (athlete_profile_id, year, payer) DO UPDATE SET likes = p.likes + EXCLUDED.likes;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER ledger_entries_money AFTER INSERT ON ledger_entries
      REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION fanlift_money_entries();

    CREATE FUNCTION fanlift_money_orders() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO athlete_source_daily AS d (athlete_profile_id, day, source, slot, likes)
      SELECT i.athlete_profile_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 'marketplace', fanlift_slot(),
             NEW.total_likes
        FROM marketplace_items i WHERE i.id = NEW.item_id AND i.athlete_profile_id IS NOT NULL
      ON CONFLICT (athlete_profile_id, day, source, slot) DO UPDATE SET likes = d.likes + EXCLUDED.likes;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER marketplace_orders_money AFTER INSERT ON marketplace_orders
      FOR EACH ROW EXECUTE FUNCTION fanlift_money_orders();

    INSERT INTO athlete_source_daily (athlete_profile_id, day, source, slot, likes)
    SELECT athlete_profile_id, day, source, 0, likes FROM fanlift_calc_athlete_source_daily();
    INSERT INTO athlete_payer_years (athlete_profile_id, year, payer, likes)
    SELECT athlete_profile_id, year, payer, likes FROM fanlift_calc_athlete_payer_years();
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP TRIGGER IF EXISTS marketplace_orders_money ON marketplace_orders;
    DROP TRIGGER IF EXISTS ledger_entries_money ON ledger_entries;
    DROP FUNCTION IF EXISTS fanlift_money_orders(), fanlift_money_entries(), fanlift_calc_athlete_payer_years(),
      fanlift_calc_athlete_source_daily();
    DROP TABLE IF EXISTS athlete_payer_years, athlete_source_daily;
    ALTER TABLE checkout_sessions DROP COLUMN IF EXISTS payment_method_type;
  `);
};
