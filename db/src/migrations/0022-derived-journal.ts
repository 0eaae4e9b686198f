import type { MigrationFn } from '../migrator';

/**
 * `fanlift_ledger_derive`: what one journal changes in the stored balances of athlete and school accounts (0020)
 * and in the ledger-derived figures (0021), in the journal's own transaction. postJournal (the general path) and
 * `fanlift_apply_send_likes` (the one-trip send, 0024) both call it, so there is one definition of each figure:
 *
 * - a fan gave to a recipient (athlete or school account) when one journal debits the fan and credits the recipient:
 *   per recipient and fan, + the fan's debits (ledger_supporters; a new pair counts one more supporter);
 * - the same per school touched by the journal: its own account credited, or one of its athletes' accounts
 *   (school_supporters, counted once per journal and school);
 * - each athlete account's net change: on each of its schools (school_athlete_likes), on its UTC day
 *   (account_daily), and on the allocation named by the journal's meta when it is that athlete's (allocation_raised);
 * - the game supporters of every game live now whose players or schools the journal credits (per credit line);
 * - a send-likes journal's `used` wallet transactions: the fans' likes given (fan_milestones).
 *
 * Lines: [{a: account id, k: kind, o: owner id, m: amount}], one per entry. Wallet: [{user_id, type, likes}].
 * Answers the new stored balance of every athlete and school account whose balance changed: {"<account id>": n}.
 *
 * Locks, in this order: the recipient's main row or a shard (never waiting for another send, 0020), then rows per
 * fan (its own fan account lock serialises those), then counters in (kind, id) order. The caller holds KEY SHARE on
 * the profiles of credited athletes (their schools cannot change meanwhile, 0023) and the main rows of debited
 * accounts with their shards folded. The live-game part holds the game windows' lock shared (0023).
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    -- Every credit to the accounts of a game (its schools, its players by radarAthleteId) inside its live window,
    -- times the fan debits of the same journal, added to (p_sign 1) or taken from (-1) its supporters.
    CREATE FUNCTION fanlift_game_supporters_add(p_game integer, p_accounts bigint[], p_sign integer) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO game_supporters AS s (game_id, user_id, likes)
      SELECT p_game, fa.owner_id, p_sign * sum(-fe.amount)
        FROM games g
        JOIN ledger_entries re ON re.account_id = ANY(p_accounts) AND re.amount > 0
         AND re.created_at >= g.started_at AND (g.ended_at IS NULL OR re.created_at <= g.ended_at)
        JOIN ledger_entries fe ON fe.journal_id = re.journal_id AND fe.amount < 0
        JOIN ledger_accounts fa ON fa.id = fe.account_id AND fa.kind = 'fan'
       WHERE g.id = p_game AND g.started_at IS NOT NULL
       GROUP BY fa.owner_id ORDER BY fa.owner_id
      ON CONFLICT (game_id, user_id) DO UPDATE SET likes = s.likes + EXCLUDED.likes;
      DELETE FROM game_supporters WHERE game_id = p_game AND likes = 0;
    $$;

    -- The accounts a game's supporters are read from: its two schools' and its players' (game_athletes).
    CREATE FUNCTION fanlift_game_targets(p_game integer) RETURNS bigint[] LANGUAGE sql STABLE AS $$
      SELECT COALESCE(array_agg(DISTINCT t.id), '{}') FROM (
        SELECT la.id FROM games g
          JOIN ledger_accounts la ON la.kind = 'school' AND la.owner_id IN (g.home_school_id, g.away_school_id)
         WHERE g.id = p_game
        UNION
        SELECT la.id FROM game_athletes ga
          JOIN athlete_profiles ap ON ap.radar_athlete_id = ga.radar_athlete_id
          JOIN ledger_accounts la ON la.kind = 'athlete' AND la.owner_id = ap.id
         WHERE ga.game_id = p_game) t
    $$;

    CREATE FUNCTION fanlift_game_supporters_rebuild(p_game integer) RETURNS void LANGUAGE sql AS $$
      DELETE FROM game_supporters WHERE game_id = p_game;
      SELECT fanlift_game_supporters_add(p_game, fanlift_game_targets(p_game), 1);
    $$;

    -- The common journal, one fan giving one athlete or school (a send): the same figures as the general function
    -- below, with scalars instead of a set of lines (a send pays for a handful of short statements, no more).
    -- p_used: the fan's \`used\` wallet likes in it. Answers the recipient's new stored balance.
    CREATE FUNCTION fanlift_derive_gift(p_kind text, p_meta jsonb, p_fan integer, p_acc bigint, p_rkind text,
      p_owner integer, p_likes bigint, p_used bigint) RETURNS bigint LANGUAGE plpgsql AS $fn$
    DECLARE
      v_slot smallint := fanlift_slot();
      v_bal bigint;
      v_aid integer;
    BEGIN
      IF fanlift_try_own_account(p_acc, p_rkind, p_owner) THEN
        UPDATE ledger_accounts SET balance = balance + p_likes WHERE id = p_acc RETURNING balance INTO v_bal;
        IF p_rkind = 'athlete' THEN UPDATE athlete_profiles SET likes_received = v_bal WHERE id = p_owner; END IF;
      ELSE
        INSERT INTO ledger_account_shards AS s (account_id, slot, balance) VALUES (p_acc, v_slot, p_likes)
        ON CONFLICT (account_id, slot) DO UPDATE SET balance = s.balance + EXCLUDED.balance;
      END IF;
      SELECT a.balance + COALESCE((SELECT sum(sh.balance) FROM ledger_account_shards sh WHERE sh.account_id = a.id), 0)
        INTO v_bal FROM ledger_accounts a WHERE a.id = p_acc;

      IF p_meta->>'allocationId' ~ '^[0-9]{1,9}$' THEN v_aid := (p_meta->>'allocationId')::integer; END IF;
      -- (the games' windows cannot move while this lock is held shared, 0024)
      PERFORM pg_advisory_xact_lock_shared(27, 1);
      WITH sch AS (
        SELECT p_owner AS school_id WHERE p_rkind = 'school'
        UNION SELECT x.school_id FROM athlete_schools x WHERE p_rkind = 'athlete' AND x.athlete_profile_id = p_owner),
      ls AS (
        INSERT INTO ledger_supporters AS s (account_id, user_id, likes) VALUES (p_acc, p_fan, p_likes)
        ON CONFLICT (account_id, user_id) DO UPDATE SET likes = s.likes + EXCLUDED.likes
        RETURNING (s.xmax = 0) AS fresh),
      ss AS (
        INSERT INTO school_supporters AS s (school_id, user_id, likes)
        SELECT school_id, p_fan, p_likes FROM sch ORDER BY 1
        ON CONFLICT (school_id, user_id) DO UPDATE SET likes = s.likes + EXCLUDED.likes
        RETURNING s.school_id, (s.xmax = 0) AS fresh),
      dl AS (
        INSERT INTO account_daily AS d (account_id, day, slot, amount)
        SELECT p_acc, (now() AT TIME ZONE 'UTC')::date, v_slot, p_likes WHERE p_rkind = 'athlete'
        ON CONFLICT (account_id, day, slot) DO UPDATE SET amount = d.amount + EXCLUDED.amount),
      live AS (
        SELECT g.id FROM games g
         WHERE p_rkind = 'school' AND (g.home_school_id = p_owner OR g.away_school_id = p_owner)
           AND g.started_at <= now() AND (g.ended_at IS NULL OR now() <= g.ended_at)
        UNION ALL
        SELECT g.id FROM athlete_profiles ap
          JOIN game_athletes ga ON ga.radar_athlete_id = ap.radar_athlete_id JOIN games g ON g.id = ga.game_id
         WHERE p_rkind = 'athlete' AND ap.id = p_owner AND g.started_at <= now()
           AND (g.ended_at IS NULL OR now() <= g.ended_at)),
      gs AS (
        INSERT INTO game_supporters AS s (game_id, user_id, likes) SELECT id, p_fan, p_likes FROM live ORDER BY 1
        ON CONFLICT (game_id, user_id) DO UPDATE SET likes = s.likes + EXCLUDED.likes),
      lg AS (
        INSERT INTO fan_milestones AS m (user_id, likes_given)
        SELECT p_fan, p_used WHERE p_kind = 'send-likes' AND p_used > 0
        ON CONFLICT (user_id) DO UPDATE SET likes_given = m.likes_given + EXCLUDED.likes_given, updated_at = now()),
      cnt AS (
        SELECT 'account_supporters'::text AS kind, p_acc AS id, 1::bigint AS n FROM ls WHERE fresh
        UNION ALL
        SELECT 'allocation_raised', al.id, p_likes FROM athlete_allocations al
         WHERE p_rkind = 'athlete' AND al.id = v_aid AND al.athlete_profile_id = p_owner
        UNION ALL
        SELECT 'school_athlete_likes', school_id, p_likes FROM sch WHERE p_rkind = 'athlete'
        UNION ALL
        SELECT 'school_supporters', school_id, 1 FROM ss WHERE fresh)
      INSERT INTO derived_counts AS d (kind, id, slot, n) SELECT kind, id, v_slot, n FROM cnt ORDER BY kind, id
      ON CONFLICT (kind, id, slot) DO UPDATE SET n = d.n + EXCLUDED.n;
      RETURN v_bal;
    END
    $fn$;

    CREATE FUNCTION fanlift_ledger_derive(p_journal bigint, p_kind text, p_meta jsonb, p_lines jsonb, p_wallet jsonb)
    RETURNS jsonb LANGUAGE plpgsql AS $fn$
    DECLARE
      r record;
      v_out jsonb := '{}'::jsonb;
      v_bal bigint;
      v_slot smallint := fanlift_slot();
      v_aid integer;
      v_fl record;
      v_cl record;
    BEGIN
      -- One fan giving one athlete or school (every send): the scalar version above.
      IF jsonb_array_length(p_lines) = 2 THEN
        SELECT * INTO v_fl FROM jsonb_to_recordset(p_lines) AS x(a bigint, k text, o integer, m bigint)
         WHERE x.k = 'fan' AND x.m < 0;
        SELECT * INTO v_cl FROM jsonb_to_recordset(p_lines) AS x(a bigint, k text, o integer, m bigint)
         WHERE x.k IN ('athlete', 'school') AND x.m > 0;
        IF v_fl.a IS NOT NULL AND v_cl.a IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM jsonb_to_recordset(p_wallet) AS w(user_id integer) WHERE w.user_id <> v_fl.o) THEN
          RETURN jsonb_build_object(v_cl.a::text, fanlift_derive_gift(p_kind, p_meta, v_fl.o, v_cl.a, v_cl.k, v_cl.o, v_cl.m,
            (SELECT COALESCE(sum(w.likes), 0) FROM jsonb_to_recordset(p_wallet) AS w(type text, likes integer)
              WHERE w.type = 'used')));
        END IF;
      END IF;

      -- 1. stored balances of athlete and school accounts (0020)
      FOR r IN SELECT x.a, x.k, x.o, sum(x.m)::bigint AS net
                 FROM jsonb_to_recordset(p_lines) AS x(a bigint, k text, o integer, m bigint)
                WHERE x.k IN ('athlete', 'school') GROUP BY x.a, x.k, x.o HAVING sum(x.m) <> 0 ORDER BY x.a LOOP
        IF r.net < 0 OR fanlift_try_own_account(r.a, r.k, r.o) THEN
          UPDATE ledger_accounts SET balance = balance + r.net WHERE id = r.a RETURNING balance INTO v_bal;
          IF r.k = 'athlete' THEN UPDATE athlete_profiles SET likes_received = v_bal WHERE id = r.o; END IF;
        ELSE
          INSERT INTO ledger_account_shards AS s (account_id, slot, balance) VALUES (r.a, v_slot, r.net)
          ON CONFLICT (account_id, slot) DO UPDATE SET balance = s.balance + EXCLUDED.balance;
        END IF;
        SELECT v_out || jsonb_build_object(r.a::text, a.balance + COALESCE(
                 (SELECT sum(sh.balance) FROM ledger_account_shards sh WHERE sh.account_id = a.id), 0))
          INTO v_out FROM ledger_accounts a WHERE a.id = r.a;
      END LOOP;

      -- 2. supporters of accounts and schools, athletes' likes per school and day, allocations
      IF p_meta->>'allocationId' ~ '^[0-9]{1,9}$' THEN v_aid := (p_meta->>'allocationId')::integer; END IF;
      WITH l AS (SELECT * FROM jsonb_to_recordset(p_lines) AS x(a bigint, k text, o integer, m bigint)),
      f AS (SELECT o AS user_id, sum(-m)::bigint AS likes FROM l WHERE k = 'fan' AND m < 0 GROUP BY o),
      rc AS (SELECT DISTINCT a, k, o FROM l WHERE k IN ('athlete', 'school') AND m > 0),
      nets AS (SELECT a, o, sum(m)::bigint AS net FROM l WHERE k = 'athlete' GROUP BY a, o HAVING sum(m) <> 0),
      sch AS (SELECT o AS school_id FROM rc WHERE k = 'school'
              UNION SELECT x.school_id FROM rc JOIN athlete_schools x ON x.athlete_profile_id = rc.o WHERE rc.k = 'athlete'),
      ls AS (
        INSERT INTO ledger_supporters AS s (account_id, user_id, likes)
        SELECT rc.a, f.user_id, f.likes FROM rc, f ORDER BY 1, 2
        ON CONFLICT (account_id, user_id) DO UPDATE SET likes = s.likes + EXCLUDED.likes
        RETURNING s.account_id, (s.xmax = 0) AS fresh),
      ss AS (
        INSERT INTO school_supporters AS s (school_id, user_id, likes)
        SELECT sch.school_id, f.user_id, f.likes FROM sch, f ORDER BY 1, 2
        ON CONFLICT (school_id, user_id) DO UPDATE SET likes = s.likes + EXCLUDED.likes
        RETURNING s.school_id, (s.xmax = 0) AS fresh),
      dl AS (
        INSERT INTO account_daily AS d (account_id, day, slot, amount)
        SELECT a, (now() AT TIME ZONE 'UTC')::date, v_slot, net FROM nets ORDER BY a
        ON CONFLICT (account_id, day, slot) DO UPDATE SET amount = d.amount + EXCLUDED.amount),
      cnt AS (
        SELECT 'account_supporters'::text AS kind, account_id AS id, count(*)::bigint AS n FROM ls WHERE fresh
         GROUP BY account_id
        UNION ALL
        SELECT 'school_supporters', school_id, count(*) FROM ss WHERE fresh GROUP BY school_id
        UNION ALL
        SELECT 'school_athlete_likes', x.school_id, sum(nets.net)::bigint FROM nets
          JOIN athlete_schools x ON x.athlete_profile_id = nets.o GROUP BY x.school_id
        UNION ALL
        SELECT 'allocation_raised', al.id, sum(l.m)::bigint FROM l
          JOIN athlete_allocations al ON al.id = v_aid AND al.athlete_profile_id = l.o WHERE l.k = 'athlete'
         GROUP BY al.id)
      INSERT INTO derived_counts AS d (kind, id, slot, n)
      SELECT kind, id, v_slot, sum(n)::bigint FROM cnt GROUP BY kind, id HAVING sum(n) <> 0 ORDER BY kind, id
      ON CONFLICT (kind, id, slot) DO UPDATE SET n = d.n + EXCLUDED.n;

      -- 3. supporters of the games live now (their windows cannot move while we hold this lock shared)
      IF EXISTS (SELECT 1 FROM jsonb_to_recordset(p_lines) AS x(k text, m bigint) WHERE x.k = 'fan' AND x.m < 0)
         AND EXISTS (SELECT 1 FROM jsonb_to_recordset(p_lines) AS x(k text, m bigint)
                      WHERE x.k IN ('athlete', 'school') AND x.m > 0) THEN
        PERFORM pg_advisory_xact_lock_shared(27, 1);
        WITH l AS (SELECT * FROM jsonb_to_recordset(p_lines) AS x(a bigint, k text, o integer, m bigint)),
        f AS (SELECT o AS user_id, sum(-m)::bigint AS likes FROM l WHERE k = 'fan' AND m < 0 GROUP BY o),
        live AS (
          SELECT g.id AS game_id FROM l JOIN games g ON l.o IN (g.home_school_id, g.away_school_id)
           WHERE l.k = 'school' AND l.m > 0
          UNION ALL
          SELECT ga.game_id FROM l JOIN athlete_profiles ap ON ap.id = l.o
            JOIN game_athletes ga ON ga.radar_athlete_id = ap.radar_athlete_id
           WHERE l.k = 'athlete' AND l.m > 0),
        n AS (
          SELECT live.game_id, count(*)::bigint AS lines FROM live JOIN games g ON g.id = live.game_id
           WHERE g.started_at IS NOT NULL AND g.started_at <= now() AND (g.ended_at IS NULL OR now() <= g.ended_at)
           GROUP BY live.game_id)
        INSERT INTO game_supporters AS s (game_id, user_id, likes)
        SELECT n.game_id, f.user_id, n.lines * f.likes FROM n, f ORDER BY 1, 2
        ON CONFLICT (game_id, user_id) DO UPDATE SET likes = s.likes + EXCLUDED.likes;
      END IF;

      -- 4. likes given (stars are earned by them)
      IF p_kind = 'send-likes' THEN
        INSERT INTO fan_milestones AS m (user_id, likes_given)
        SELECT w.user_id, sum(w.likes) FROM jsonb_to_recordset(p_wallet) AS w(user_id integer, type text, likes integer)
         WHERE w.type = 'used' GROUP BY w.user_id ORDER BY w.user_id
        ON CONFLICT (user_id) DO UPDATE SET likes_given = m.likes_given + EXCLUDED.likes_given, updated_at = now();
      END IF;
      RETURN v_out;
    END
    $fn$;
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP FUNCTION IF EXISTS fanlift_ledger_derive(bigint, text, jsonb, jsonb, jsonb),
      fanlift_derive_gift(text, jsonb, integer, bigint, text, integer, bigint, bigint),
      fanlift_game_supporters_rebuild(integer), fanlift_game_targets(integer),
      fanlift_game_supporters_add(integer, bigint[], integer);
  `);
};
