import type { MigrationFn } from '../migrator';

/**
 * A hot athlete (issue 27 item 4): credits to an athlete or school account no longer take a locked
 * read-modify-write of one row per send. The stored balance of an athlete or school account is the sum of its
 * rows: `ledger_accounts.balance` (the main row) plus `ledger_account_shards.balance` (one row per slot), and
 * DESIGN §4 invariant 4 holds for that sum.
 *
 * - A credit first tries to own the main row (and, for an athlete, the profile row) without waiting (SKIP LOCKED).
 *   When nobody else holds them it adds to the main row and sets `athlete_profiles.likes_received` to it, exactly as
 *   before; when a concurrent send holds them it adds to its slot's shard instead (slot = backend pid mod 32, so two
 *   concurrent transactions almost never share one) and waits for nobody.
 * - `likes_received` is the main row's balance (the sort key of the likes order); the exact likes of an athlete are
 *   main + shards (`fanlift_balance`), which every read shows. A fold moves the shards into the main row: a debit
 *   (refund or dispute claw-back) folds all of them under its locks first; an owning credit folds those not in use
 *   at most once a second (`folded_at`); `fanlift_fold_pending` (the worker's re-drive loop) folds what a burst left.
 * - `fanlift_ledger_lock` is postJournal's one round trip: KEY SHARE on the profiles of credited athletes (a change
 *   of the athlete's schools waits for it, see 0023), the fan and debited accounts FOR UPDATE in key order, the
 *   debited accounts' shards folded, and the journal already posted for the cause, if any.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE ledger_account_shards (
      account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      slot smallint NOT NULL CHECK (slot >= 0),
      balance bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (account_id, slot)
    ) WITH (fillfactor = 70);
    ALTER TABLE ledger_accounts ADD COLUMN folded_at timestamptz;

    CREATE FUNCTION fanlift_slot() RETURNS smallint LANGUAGE sql STABLE
      AS $$ SELECT (pg_backend_pid() % 32)::smallint $$;

    -- The stored balance of an account: its main row plus its shards (fans and platform accounts have none).
    CREATE FUNCTION fanlift_balance(p_account bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
      SELECT a.balance + COALESCE((SELECT sum(s.balance) FROM ledger_account_shards s WHERE s.account_id = a.id), 0)
        FROM ledger_accounts a WHERE a.id = p_account
    $$;
    CREATE FUNCTION fanlift_balance_of(p_key text) RETURNS bigint LANGUAGE sql STABLE AS $$
      SELECT a.balance + COALESCE((SELECT sum(s.balance) FROM ledger_account_shards s WHERE s.account_id = a.id), 0)
        FROM ledger_accounts a WHERE a.key = p_key
    $$;

    -- Move shards into the main row (the caller holds the main row, and the athlete's profile row). p_wait: every
    -- shard (a debit needs the exact balance); otherwise only the shards no transaction is writing.
    CREATE FUNCTION fanlift_fold_shards(p_account bigint, p_wait boolean) RETURNS void LANGUAGE plpgsql AS $fn$
    DECLARE
      v_total bigint;
      v_bal bigint;
      v_kind text;
      v_owner integer;
    BEGIN
      IF p_wait THEN
        WITH s AS (SELECT slot, balance FROM ledger_account_shards
                    WHERE account_id = p_account AND balance <> 0 ORDER BY slot FOR UPDATE),
             z AS (UPDATE ledger_account_shards sh SET balance = 0 FROM s
                    WHERE sh.account_id = p_account AND sh.slot = s.slot RETURNING s.balance)
        SELECT COALESCE(sum(z.balance), 0) INTO v_total FROM z;
      ELSE
        WITH s AS (SELECT slot, balance FROM ledger_account_shards
                    WHERE account_id = p_account AND balance <> 0 ORDER BY slot FOR UPDATE SKIP LOCKED),
             z AS (UPDATE ledger_account_shards sh SET balance = 0 FROM s
                    WHERE sh.account_id = p_account AND sh.slot = s.slot RETURNING s.balance)
        SELECT COALESCE(sum(z.balance), 0) INTO v_total FROM z;
      END IF;
      UPDATE ledger_accounts SET balance = balance + v_total, folded_at = now() WHERE id = p_account
        RETURNING balance, kind, owner_id INTO v_bal, v_kind, v_owner;
      IF v_total <> 0 AND v_kind = 'athlete' THEN
        UPDATE athlete_profiles SET likes_received = v_bal WHERE id = v_owner;
      END IF;
    END
    $fn$;

    -- Own an athlete or school account's main row (and the athlete's profile row) if nobody holds them, folding
    -- idle shards at most once a second. False: a concurrent transaction holds them (the caller uses a shard).
    CREATE FUNCTION fanlift_try_own_account(p_account bigint, p_kind text, p_owner integer) RETURNS boolean
    LANGUAGE plpgsql AS $fn$
    DECLARE
      v_folded timestamptz;
    BEGIN
      IF p_kind = 'athlete' THEN
        PERFORM 1 FROM athlete_profiles WHERE id = p_owner FOR NO KEY UPDATE SKIP LOCKED;
        IF NOT FOUND AND EXISTS (SELECT 1 FROM athlete_profiles WHERE id = p_owner) THEN RETURN false; END IF;
      END IF;
      SELECT folded_at INTO v_folded FROM ledger_accounts WHERE id = p_account FOR NO KEY UPDATE SKIP LOCKED;
      IF NOT FOUND THEN RETURN false; END IF;
      IF v_folded IS NULL OR v_folded < now() - interval '1 second' THEN
        PERFORM fanlift_fold_shards(p_account, false);
      END IF;
      RETURN true;
    END
    $fn$;

    -- Fold what bursts left in shards (accounts nobody is writing now); answers how many accounts were folded.
    CREATE FUNCTION fanlift_fold_pending(p_limit integer) RETURNS integer LANGUAGE plpgsql AS $fn$
    DECLARE
      r record;
      n integer := 0;
    BEGIN
      FOR r IN SELECT a.id, a.kind, a.owner_id FROM ledger_accounts a
                WHERE a.id IN (SELECT DISTINCT account_id FROM ledger_account_shards WHERE balance <> 0)
                ORDER BY a.id LIMIT p_limit LOOP
        IF fanlift_try_own_account(r.id, r.kind, r.owner_id) THEN
          PERFORM fanlift_fold_shards(r.id, false);
          n := n + 1;
        END IF;
      END LOOP;
      RETURN n;
    END
    $fn$;

    -- postJournal's locks in one round trip. p_modes per key: 'update' (a fan: FOR UPDATE), 'debit' (an athlete or
    -- school account losing likes: its profile and main row locked, every shard folded, so its balance is exact),
    -- 'credit' (an athlete or school account gaining likes: only KEY SHARE on the athlete's profile row).
    CREATE FUNCTION fanlift_ledger_lock(p_keys text[], p_modes text[], p_cause text)
    RETURNS TABLE (id bigint, key text, balance bigint, journal bigint) LANGUAGE plpgsql AS $fn$
    DECLARE
      r record;
    BEGIN
      PERFORM 1 FROM athlete_profiles p
        WHERE p.id IN (SELECT substr(x.k, 9)::integer FROM unnest(p_keys, p_modes) AS x(k, m)
                        WHERE x.k LIKE 'athlete:%' AND x.m = 'credit')
        ORDER BY p.id FOR KEY SHARE OF p;
      PERFORM 1 FROM athlete_profiles p
        WHERE p.id IN (SELECT substr(x.k, 9)::integer FROM unnest(p_keys, p_modes) AS x(k, m)
                        WHERE x.k LIKE 'athlete:%' AND x.m = 'debit')
        ORDER BY p.id FOR NO KEY UPDATE OF p;
      PERFORM 1 FROM ledger_accounts a
        WHERE a.key IN (SELECT x.k FROM unnest(p_keys, p_modes) AS x(k, m) WHERE x.m IN ('update', 'debit'))
        ORDER BY a.key FOR UPDATE OF a;
      FOR r IN SELECT a.id FROM ledger_accounts a
                WHERE a.key IN (SELECT x.k FROM unnest(p_keys, p_modes) AS x(k, m) WHERE x.m = 'debit')
                ORDER BY a.key LOOP
        PERFORM fanlift_fold_shards(r.id, true);
      END LOOP;
      RETURN QUERY
        SELECT a.id, a.key, a.balance, (SELECT j.id FROM ledger_journals j WHERE j.cause_key = p_cause)
          FROM ledger_accounts a WHERE a.key = ANY(p_keys) ORDER BY a.key;
    END
    $fn$;
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    -- Fold every shard back into its main row first: the stored balance stays the sum of entries.
    UPDATE ledger_accounts a SET balance = a.balance + s.total
      FROM (SELECT account_id, sum(balance) AS total FROM ledger_account_shards GROUP BY 1) s WHERE a.id = s.account_id;
    UPDATE athlete_profiles p SET likes_received = a.balance
      FROM ledger_accounts a WHERE a.kind = 'athlete' AND a.owner_id = p.id AND p.likes_received <> a.balance;
    DROP FUNCTION IF EXISTS fanlift_ledger_lock(text[], text[], text), fanlift_fold_pending(integer),
      fanlift_try_own_account(bigint, text, integer), fanlift_fold_shards(bigint, boolean),
      fanlift_balance_of(text), fanlift_balance(bigint), fanlift_slot();
    ALTER TABLE ledger_accounts DROP COLUMN IF EXISTS folded_at;
    DROP TABLE IF EXISTS ledger_account_shards;
  `);
};
