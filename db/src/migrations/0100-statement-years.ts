import type { MigrationFn } from '../migrator';

/**
 * A fan's yearly statement at season scale (issue 27; the season bench measured 1.47 s p50 for a fan with 50,000
 * transactions, every one read and joined to its journal per request):
 *
 * - `fan_statement_years`: per fan, calendar year (UTC), category and recipient, the likes in and out and the
 *   dollars of purchases. The statement's totals and its "given" list read these few rows.
 * - `fan_statement_items`: the transactions the statement lists one by one (purchases, refunds, disputes), so the
 *   lists never walk the fan's sends.
 *
 * Both are kept by statement triggers on wallet_transactions (inserted with their journal, entries and checkout
 * session already written by the same statement or transaction; updated only by the demo seed's back-dating).
 * `fanlift_calc_fan_statement_years` and `fanlift_calc_fan_statement_items` are the definitions (the statement's
 * categories as db/src/money/statement.ts reads them from the rows); the backfill and ledger:check use them.
 */

/** Each succeeded transaction of `rel` with its year, statement category, recipient and purchase dollars. */
const lines = (rel: string) => `
  SELECT w.id, w.user_id, w.created_at,
         extract(year FROM w.created_at AT TIME ZONE 'UTC')::smallint AS year,
         CASE
           WHEN w.type = 'added' AND j.kind = 'stripe-purchase' THEN 'purchase'
           WHEN w.type IN ('free', 'gift') THEN w.type
           WHEN w.type = 'added' THEN 'other'
           WHEN j.kind = 'stripe-refund' THEN 'refund'
           WHEN j.kind = 'stripe-dispute' THEN 'dispute'
           WHEN r.kind IS NOT NULL THEN 'given'
           WHEN j.kind = 'spend' THEN 'spent'
           ELSE 'other'
         END AS category,
         CASE WHEN j.kind IN ('stripe-refund', 'stripe-dispute') THEN '' ELSE COALESCE(r.kind, '') END
           AS recipient_kind,
         CASE WHEN j.kind IN ('stripe-refund', 'stripe-dispute') THEN 0 ELSE COALESCE(r.owner_id, 0) END
           AS recipient_id,
         CASE WHEN w.type = 'used' THEN 0 ELSE w.likes END::bigint AS likes_in,
         CASE WHEN w.type = 'used' THEN w.likes ELSE 0 END::bigint AS likes_out,
         CASE WHEN w.type = 'added' AND j.kind = 'stripe-purchase' THEN COALESCE(cs.amount_cents, 0) ELSE 0 END::bigint
           AS cents
    FROM ${rel} w
    LEFT JOIN ledger_journals j ON j.id = w.journal_id
    LEFT JOIN LATERAL (
      SELECT a.kind, a.owner_id FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind IN ('athlete', 'school')
       WHERE e.journal_id = w.journal_id AND e.amount > 0 ORDER BY e.id LIMIT 1) r ON w.type = 'used'
    LEFT JOIN checkout_sessions cs ON j.kind = 'stripe-purchase' AND cs.id = j.meta->>'checkoutSessionId'
   WHERE w.status = 'succeeded'`;

const LISTED = `('purchase', 'refund', 'dispute')`;

/** Add (sign 1) or take away (-1) the lines of the transition table `rel`; sums that reach zero go. */
const apply = (rel: string, sign: 1 | -1) => `
  WITH l AS (${lines(rel)})
  INSERT INTO fan_statement_years AS s (user_id, year, category, recipient_kind, recipient_id, likes_in, likes_out, cents)
  SELECT user_id, year, category, recipient_kind, recipient_id,
         ${sign} * sum(likes_in), ${sign} * sum(likes_out), ${sign} * sum(cents)
    FROM l GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, year, category, recipient_kind, recipient_id) DO UPDATE
    SET likes_in = s.likes_in + EXCLUDED.likes_in, likes_out = s.likes_out + EXCLUDED.likes_out,
        cents = s.cents + EXCLUDED.cents;
  ${
    sign === 1
      ? `INSERT INTO fan_statement_items (wallet_transaction_id, user_id, year, created_at, category)
         SELECT id, user_id, year, created_at, category FROM (${lines(rel)}) l WHERE category IN ${LISTED};`
      : `DELETE FROM fan_statement_items i USING ${rel} o WHERE i.wallet_transaction_id = o.id;
         DELETE FROM fan_statement_years s USING (SELECT DISTINCT user_id FROM ${rel}) o
          WHERE s.user_id = o.user_id AND s.likes_in = 0 AND s.likes_out = 0 AND s.cents = 0;`
  }`;

export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE fan_statement_years (
      user_id integer NOT NULL,
      year smallint NOT NULL,
      category text NOT NULL,
      recipient_kind text NOT NULL,
      recipient_id integer NOT NULL,
      likes_in bigint NOT NULL,
      likes_out bigint NOT NULL,
      cents bigint NOT NULL,
      PRIMARY KEY (user_id, year, category, recipient_kind, recipient_id)
    ) WITH (fillfactor = 80);

    CREATE TABLE fan_statement_items (
      wallet_transaction_id bigint PRIMARY KEY,
      user_id integer NOT NULL,
      year smallint NOT NULL,
      created_at timestamptz NOT NULL,
      category text NOT NULL
    );
    CREATE INDEX fan_statement_items_fan ON fan_statement_items (user_id, year, created_at, wallet_transaction_id);

    CREATE FUNCTION fanlift_calc_fan_statement_years()
    RETURNS TABLE (user_id integer, year smallint, category text, recipient_kind text, recipient_id integer,
                   likes_in bigint, likes_out bigint, cents bigint) LANGUAGE sql STABLE AS $$
      SELECT user_id, year, category, recipient_kind, recipient_id,
             sum(likes_in)::bigint, sum(likes_out)::bigint, sum(cents)::bigint
        FROM (${lines('wallet_transactions')}) l GROUP BY 1, 2, 3, 4, 5
    $$;

    CREATE FUNCTION fanlift_calc_fan_statement_items()
    RETURNS TABLE (wallet_transaction_id bigint, user_id integer, year smallint, created_at timestamptz,
                   category text) LANGUAGE sql STABLE AS $$
      SELECT id, user_id, year, created_at, category FROM (${lines('wallet_transactions')}) l
       WHERE category IN ${LISTED}
    $$;

    CREATE FUNCTION fanlift_statement_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      ${apply('new_rows', 1)}
      RETURN NULL;
    END $fn$;
    CREATE FUNCTION fanlift_statement_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      ${apply('old_rows', -1)}
      RETURN NULL;
    END $fn$;
    CREATE FUNCTION fanlift_statement_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      ${apply('old_rows', -1)}
      ${apply('new_rows', 1)}
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER wallet_transactions_statement_insert AFTER INSERT ON wallet_transactions
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fanlift_statement_inserted();
    CREATE TRIGGER wallet_transactions_statement_delete AFTER DELETE ON wallet_transactions
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fanlift_statement_deleted();
    CREATE TRIGGER wallet_transactions_statement_update AFTER UPDATE ON wallet_transactions
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
      EXECUTE FUNCTION fanlift_statement_updated();

    INSERT INTO fan_statement_years SELECT * FROM fanlift_calc_fan_statement_years();
    INSERT INTO fan_statement_items SELECT * FROM fanlift_calc_fan_statement_items();

    -- The refill of every derived figure (0026) also refills the money figures of 0050 and these (a bulk load
    -- with triggers off, as the season bench grows its data, ends with it).
    ALTER FUNCTION fanlift_rebuild_derived() RENAME TO fanlift_rebuild_derived_0026;
    CREATE FUNCTION fanlift_rebuild_derived() RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM fanlift_rebuild_derived_0026();
      LOCK TABLE athlete_source_daily, athlete_payer_years, fan_statement_years, fan_statement_items
        IN EXCLUSIVE MODE;
      DELETE FROM athlete_source_daily;
      INSERT INTO athlete_source_daily (athlete_profile_id, day, source, slot, likes)
      SELECT athlete_profile_id, day, source, 0, likes FROM fanlift_calc_athlete_source_daily();
      DELETE FROM athlete_payer_years;
      INSERT INTO athlete_payer_years (athlete_profile_id, year, payer, likes)
      SELECT athlete_profile_id, year, payer, likes FROM fanlift_calc_athlete_payer_years();
      DELETE FROM fan_statement_years;
      INSERT INTO fan_statement_years SELECT * FROM fanlift_calc_fan_statement_years() WHERE likes_in <> 0 OR likes_out <> 0 OR cents <> 0;
      DELETE FROM fan_statement_items;
      INSERT INTO fan_statement_items SELECT * FROM fanlift_calc_fan_statement_items();
    END
    $fn$;
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP FUNCTION IF EXISTS fanlift_rebuild_derived();
    ALTER FUNCTION fanlift_rebuild_derived_0026() RENAME TO fanlift_rebuild_derived;
    DROP TRIGGER IF EXISTS wallet_transactions_statement_update ON wallet_transactions;
    DROP TRIGGER IF EXISTS wallet_transactions_statement_delete ON wallet_transactions;
    DROP TRIGGER IF EXISTS wallet_transactions_statement_insert ON wallet_transactions;
    DROP FUNCTION IF EXISTS fanlift_statement_updated(), fanlift_statement_deleted(), fanlift_statement_inserted(),
      fanlift_calc_fan_statement_items(), fanlift_calc_fan_statement_years();
    DROP TABLE IF EXISTS fan_statement_items, fan_statement_years;
  `);
};
