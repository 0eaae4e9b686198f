import type { MigrationFn } from '../migrator';
import { calcCountsRows } from './calc-counts';

/**
 * Each derived figure recomputed from its source rows (`fanlift_calc_*`: the ledger's journals and entries,
 * athlete_schools, games, fan_selected_schools, chat_messages, users, milestone_stars), with the same definitions
 * the reads had before they were derived. db/src/derived/checks.ts compares the derived tables with them
 * (`npm run ledger:check`, the tests); `fanlift_rebuild_derived()` refills the tables from them (this migration's
 * backfill, seeds that rewrite history, the season bench's grown database).
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE FUNCTION fanlift_calc_account_supporters() RETURNS TABLE (account_id bigint, user_id integer, likes bigint)
    LANGUAGE sql STABLE AS $$
      SELECT c.account_id, fa.owner_id, sum(-fe.amount)::bigint
        FROM (SELECT DISTINCT e.journal_id, e.account_id FROM ledger_entries e
                JOIN ledger_accounts ra ON ra.id = e.account_id AND ra.kind IN ('athlete', 'school')
               WHERE e.amount > 0) c
        JOIN ledger_entries fe ON fe.journal_id = c.journal_id AND fe.amount < 0
        JOIN ledger_accounts fa ON fa.id = fe.account_id AND fa.kind = 'fan'
       GROUP BY c.account_id, fa.owner_id
    $$;

    CREATE FUNCTION fanlift_calc_school_supporters() RETURNS TABLE (school_id integer, user_id integer, likes bigint)
    LANGUAGE sql STABLE AS $$
      WITH targets AS (
        SELECT la.id, la.owner_id AS school_id FROM ledger_accounts la WHERE la.kind = 'school'
        UNION ALL
        SELECT la.id, x.school_id FROM athlete_schools x
          JOIN ledger_accounts la ON la.kind = 'athlete' AND la.owner_id = x.athlete_profile_id),
      credited AS (
        SELECT DISTINCT t.school_id, e.journal_id FROM targets t
          JOIN ledger_entries e ON e.account_id = t.id AND e.amount > 0)
      SELECT c.school_id, fa.owner_id, sum(-fe.amount)::bigint FROM credited c
        JOIN ledger_entries fe ON fe.journal_id = c.journal_id AND fe.amount < 0
        JOIN ledger_accounts fa ON fa.id = fe.account_id AND fa.kind = 'fan'
       GROUP BY c.school_id, fa.owner_id
    $$;

    CREATE FUNCTION fanlift_calc_game_supporters() RETURNS TABLE (game_id integer, user_id integer, likes bigint)
    LANGUAGE sql STABLE AS $$
      WITH targets AS (
        SELECT g.id AS game_id, la.id FROM games g
          JOIN ledger_accounts la ON la.kind = 'school' AND la.owner_id IN (g.home_school_id, g.away_school_id)
         WHERE g.started_at IS NOT NULL
        UNION
        SELECT ga.game_id, la.id FROM game_athletes ga
          JOIN games g ON g.id = ga.game_id AND g.started_at IS NOT NULL
          JOIN athlete_profiles ap ON ap.radar_athlete_id = ga.radar_athlete_id
          JOIN ledger_accounts la ON la.kind = 'athlete' AND la.owner_id = ap.id)
      SELECT t.game_id, fa.owner_id, sum(-fe.amount)::bigint FROM targets t
        JOIN games g ON g.id = t.game_id
        JOIN ledger_entries re ON re.account_id = t.id AND re.amount > 0
         AND re.created_at >= g.started_at AND (g.ended_at IS NULL OR re.created_at <= g.ended_at)
        JOIN ledger_entries fe ON fe.journal_id = re.journal_id AND fe.amount < 0
        JOIN ledger_accounts fa ON fa.id = fe.account_id AND fa.kind = 'fan'
       GROUP BY t.game_id, fa.owner_id
    $$;

    CREATE FUNCTION fanlift_calc_account_daily() RETURNS TABLE (account_id bigint, day date, amount bigint)
    LANGUAGE sql STABLE AS $$
      SELECT e.account_id, (e.created_at AT TIME ZONE 'UTC')::date, sum(e.amount)::bigint FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'athlete'
       GROUP BY 1, 2 HAVING sum(e.amount) <> 0
    $$;

    CREATE FUNCTION fanlift_calc_counts() RETURNS TABLE (kind text, id bigint, n bigint) LANGUAGE sql STABLE AS $$
${calcCountsRows(false)}    $$;

    CREATE FUNCTION fanlift_calc_likes_given() RETURNS TABLE (user_id integer, likes bigint) LANGUAGE sql STABLE AS $$
      SELECT w.user_id, sum(w.likes)::bigint FROM wallet_transactions w JOIN ledger_journals j ON j.id = w.journal_id
       WHERE w.type = 'used' AND w.status = 'succeeded' AND j.kind = 'send-likes' GROUP BY 1
    $$;

    -- Refill every derived figure from its source rows (writers wait: the tables and the game windows are locked).
    CREATE FUNCTION fanlift_rebuild_derived() RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      LOCK TABLE ledger_supporters, school_supporters, game_supporters, account_daily, derived_counts
        IN EXCLUSIVE MODE;
      PERFORM pg_advisory_xact_lock(27, 1);
      DELETE FROM ledger_supporters;
      INSERT INTO ledger_supporters (account_id, user_id, likes) SELECT * FROM fanlift_calc_account_supporters();
      DELETE FROM school_supporters;
      INSERT INTO school_supporters (school_id, user_id, likes) SELECT * FROM fanlift_calc_school_supporters();
      DELETE FROM game_supporters;
      INSERT INTO game_supporters (game_id, user_id, likes) SELECT * FROM fanlift_calc_game_supporters();
      DELETE FROM account_daily;
      INSERT INTO account_daily (account_id, day, slot, amount)
      SELECT account_id, day, 0, amount FROM fanlift_calc_account_daily();
      DELETE FROM derived_counts;
      INSERT INTO derived_counts (kind, id, slot, n) SELECT kind, id, 0, n FROM fanlift_calc_counts() WHERE n <> 0;

      INSERT INTO fan_milestones (user_id) SELECT id FROM users WHERE user_type = 'fan' ON CONFLICT DO NOTHING;
      INSERT INTO fan_milestones (user_id) SELECT user_id FROM fanlift_calc_likes_given() ON CONFLICT DO NOTHING;
      UPDATE fan_milestones m SET likes_given = COALESCE(g.likes, 0), updated_at = now()
        FROM fan_milestones m2 LEFT JOIN fanlift_calc_likes_given() g ON g.user_id = m2.user_id
       WHERE m2.user_id = m.user_id AND m.likes_given IS DISTINCT FROM COALESCE(g.likes, 0);
      UPDATE fan_milestones m SET last_star_at = s.last_at
        FROM fan_milestones m2
        LEFT JOIN (SELECT user_id, max(created_at) AS last_at FROM milestone_stars GROUP BY 1) s ON s.user_id = m2.user_id
       WHERE m2.user_id = m.user_id AND m.last_star_at IS DISTINCT FROM s.last_at;
    END
    $fn$;

    SELECT fanlift_rebuild_derived();
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP FUNCTION IF EXISTS fanlift_rebuild_derived(), fanlift_calc_likes_given(), fanlift_calc_counts(),
      fanlift_calc_account_daily(), fanlift_calc_game_supporters(), fanlift_calc_school_supporters(),
      fanlift_calc_account_supporters();
  `);
};
