import type { MigrationFn } from '../migrator';

/**
 * Derived figures whose source is not a journal, kept by triggers in the same transaction as the change. A trigger
 * is the simplest correct thing here: these rows are written by many paths (onboarding and settings through
 * Sequelize models, seeds, test factories, the chat, cascading deletes of a fan, a game or an athlete), and a
 * trigger sees every one of them, cascades included, where a call in each path would miss the next path added.
 *
 * - fan_selected_schools → school_fans; users → fans and a fan_milestones row for every fan; chat_messages (not
 *   deleted) → game_messages; milestone_stars → fan_milestones.last_star_at; athlete_profiles → athletes (the
 *   explore page's totals, in all and per sport).
 * - athlete_schools → school_athletes, and the school's ledger-derived figures over its athletes
 *   (school_athlete_likes, school_supporters): an athlete joining or leaving a school brings or takes its likes and
 *   the journals crediting it (those not crediting another account of the school). The trigger locks the
 *   athletes' profile rows FOR UPDATE first: a send to the athlete holds KEY SHARE on that row from before it reads
 *   the athlete's schools to its commit (0020, 0022), so each sees the other's effect whole.
 * - games, game_athletes, athlete_profiles.radar_athlete_id → game_supporters. A send holds the game windows' lock
 *   (advisory 27/1) shared while it reads which games are live; a change of a window or of a game's accounts takes
 *   it exclusively. A window opening or closing now (set to the transaction's now()) is stamped with the clock read
 *   under that lock, after every send that read the old window committed and before any that reads the new one, so
 *   no supporter needs moving; any other change rebuilds (or adds/takes) that game's supporters.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE FUNCTION fanlift_tg_school_fans() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM fanlift_count_add('school_fans', OLD.school_id, -1); END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM fanlift_count_add('school_fans', NEW.school_id, 1); END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER fan_selected_schools_count AFTER INSERT OR DELETE OR UPDATE OF school_id ON fan_selected_schools
      FOR EACH ROW EXECUTE FUNCTION fanlift_tg_school_fans();

    CREATE FUNCTION fanlift_tg_fans() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.user_type = 'fan' THEN PERFORM fanlift_count_add('fans', 0, -1); END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.user_type = 'fan' THEN
        PERFORM fanlift_count_add('fans', 0, 1);
        INSERT INTO fan_milestones (user_id) VALUES (NEW.id) ON CONFLICT (user_id) DO NOTHING;
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER users_fans_count AFTER INSERT OR DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION fanlift_tg_fans();
    CREATE TRIGGER users_fans_type AFTER UPDATE OF user_type ON users
      FOR EACH ROW WHEN (OLD.user_type IS DISTINCT FROM NEW.user_type) EXECUTE FUNCTION fanlift_tg_fans();

    -- The explore page's totals: athletes in all (id 0) and per sport (1 football, 2 basketball).
    CREATE FUNCTION fanlift_sport_id(p_sport text) RETURNS bigint LANGUAGE sql IMMUTABLE
      AS $$ SELECT CASE p_sport WHEN 'football' THEN 1 WHEN 'basketball' THEN 2 END $$;
    CREATE FUNCTION fanlift_tg_athletes() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'DELETE' THEN PERFORM fanlift_count_add('athletes', 0, -1); END IF;
      IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.sport IS NOT NULL THEN
        PERFORM fanlift_count_add('athletes', fanlift_sport_id(OLD.sport), -1);
      END IF;
      IF TG_OP = 'INSERT' THEN PERFORM fanlift_count_add('athletes', 0, 1); END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.sport IS NOT NULL THEN
        PERFORM fanlift_count_add('athletes', fanlift_sport_id(NEW.sport), 1);
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER athlete_profiles_count AFTER INSERT OR DELETE ON athlete_profiles
      FOR EACH ROW EXECUTE FUNCTION fanlift_tg_athletes();
    CREATE TRIGGER athlete_profiles_count_sport AFTER UPDATE OF sport ON athlete_profiles
      FOR EACH ROW WHEN (OLD.sport IS DISTINCT FROM NEW.sport) EXECUTE FUNCTION fanlift_tg_athletes();

    CREATE FUNCTION fanlift_tg_game_messages() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.deleted_at IS NULL THEN
        PERFORM fanlift_count_add('game_messages', OLD.game_id, -1);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
        PERFORM fanlift_count_add('game_messages', NEW.game_id, 1);
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER chat_messages_count AFTER INSERT OR DELETE ON chat_messages
      FOR EACH ROW EXECUTE FUNCTION fanlift_tg_game_messages();
    CREATE TRIGGER chat_messages_count_update AFTER UPDATE OF deleted_at, game_id ON chat_messages
      FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL) OR OLD.game_id <> NEW.game_id)
      EXECUTE FUNCTION fanlift_tg_game_messages();

    CREATE FUNCTION fanlift_tg_last_star() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      v_user integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
    BEGIN
      UPDATE fan_milestones SET last_star_at = (SELECT max(created_at) FROM milestone_stars WHERE user_id = v_user)
       WHERE user_id = v_user;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER milestone_stars_last AFTER INSERT OR DELETE OR UPDATE ON milestone_stars
      FOR EACH ROW EXECUTE FUNCTION fanlift_tg_last_star();

    -- Athletes join (p_sign 1) or leave (-1) schools (p_pairs: athlete_schools rows as JSON); the table holds the change.
    CREATE FUNCTION fanlift_school_members_changed(p_pairs jsonb, p_sign integer) RETURNS void
    LANGUAGE plpgsql AS $fn$
    DECLARE
      v_slot smallint := fanlift_slot();
    BEGIN
      IF p_pairs IS NULL THEN RETURN; END IF;
      PERFORM 1 FROM athlete_profiles
        WHERE id IN (SELECT x.athlete_profile_id FROM jsonb_to_recordset(p_pairs) AS x(athlete_profile_id integer, school_id integer)) ORDER BY id FOR UPDATE;
      WITH pr AS (SELECT DISTINCT x.athlete_profile_id AS a, x.school_id AS s
                   FROM jsonb_to_recordset(p_pairs) AS x(athlete_profile_id integer, school_id integer)),
      acc AS (SELECT pr.s, pr.a, la.id FROM pr JOIN ledger_accounts la ON la.kind = 'athlete' AND la.owner_id = pr.a),
      cnt AS (
        SELECT 'school_athletes'::text AS kind, s AS id, count(*)::bigint AS n FROM pr GROUP BY s
        UNION ALL
        SELECT 'school_athlete_likes', s, sum(fanlift_balance(id))::bigint FROM acc GROUP BY s)
      INSERT INTO derived_counts AS d (kind, id, slot, n)
      SELECT kind, id, v_slot, p_sign * sum(n) FROM cnt GROUP BY kind, id HAVING sum(n) <> 0 ORDER BY kind, id
      ON CONFLICT (kind, id, slot) DO UPDATE SET n = d.n + EXCLUDED.n;

      WITH pr AS (SELECT DISTINCT x.athlete_profile_id AS a, x.school_id AS s
                   FROM jsonb_to_recordset(p_pairs) AS x(athlete_profile_id integer, school_id integer)),
      acc AS (SELECT pr.s, la.id FROM pr JOIN ledger_accounts la ON la.kind = 'athlete' AND la.owner_id = pr.a),
      -- the school's accounts that count whatever this change: its own and its other athletes'
      other AS (
        SELECT la.id, la.owner_id AS s FROM ledger_accounts la
         WHERE la.kind = 'school' AND la.owner_id IN (SELECT s FROM pr)
        UNION ALL
        SELECT la.id, x.school_id FROM athlete_schools x
          JOIN ledger_accounts la ON la.kind = 'athlete' AND la.owner_id = x.athlete_profile_id
         WHERE x.school_id IN (SELECT s FROM pr)
           AND NOT EXISTS (SELECT 1 FROM pr WHERE pr.s = x.school_id AND pr.a = x.athlete_profile_id)),
      credited AS (
        SELECT DISTINCT acc.s, e.journal_id FROM acc
          JOIN ledger_entries e ON e.account_id = acc.id AND e.amount > 0
         WHERE NOT EXISTS (SELECT 1 FROM ledger_entries oe JOIN other o ON o.id = oe.account_id AND o.s = acc.s
                            WHERE oe.journal_id = e.journal_id AND oe.amount > 0)),
      given AS (
        SELECT c.s, fa.owner_id AS user_id, p_sign * sum(-fe.amount) AS likes FROM credited c
          JOIN ledger_entries fe ON fe.journal_id = c.journal_id AND fe.amount < 0
          JOIN ledger_accounts fa ON fa.id = fe.account_id AND fa.kind = 'fan'
         GROUP BY c.s, fa.owner_id),
      up AS (
        INSERT INTO school_supporters AS s (school_id, user_id, likes)
        SELECT s, user_id, likes FROM given ORDER BY 1, 2
        ON CONFLICT (school_id, user_id) DO UPDATE SET likes = s.likes + EXCLUDED.likes
        RETURNING s.school_id, (s.xmax = 0) AS fresh)
      INSERT INTO derived_counts AS d (kind, id, slot, n)
      SELECT 'school_supporters', school_id, v_slot, count(*) FROM up WHERE fresh GROUP BY school_id ORDER BY school_id
      ON CONFLICT (kind, id, slot) DO UPDATE SET n = d.n + EXCLUDED.n;
      IF p_sign < 0 THEN
        WITH gone AS (
          DELETE FROM school_supporters s
           WHERE s.school_id IN (SELECT x.school_id FROM jsonb_to_recordset(p_pairs) AS x(athlete_profile_id integer, school_id integer)) AND s.likes = 0
          RETURNING s.school_id)
        INSERT INTO derived_counts AS d (kind, id, slot, n)
        SELECT 'school_supporters', school_id, v_slot, -count(*) FROM gone GROUP BY school_id ORDER BY school_id
        ON CONFLICT (kind, id, slot) DO UPDATE SET n = d.n + EXCLUDED.n;
      END IF;
    END $fn$;

    -- Rows inserted (+1), deleted (-1) or moved (-1 the old, +1 the new) handed as JSON to the function named by the
    -- trigger's argument: the statement's transition table at once, or one row.
    CREATE FUNCTION fanlift_tg_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      v_rows jsonb;
    BEGIN
      IF TG_LEVEL = 'ROW' THEN
        EXECUTE format('SELECT %I($1, -1)', TG_ARGV[0]) USING jsonb_build_array(to_jsonb(OLD));
        EXECUTE format('SELECT %I($1, 1)', TG_ARGV[0]) USING jsonb_build_array(to_jsonb(NEW));
      ELSIF TG_OP = 'INSERT' THEN
        SELECT jsonb_agg(to_jsonb(r)) INTO v_rows FROM new_rows r;
        EXECUTE format('SELECT %I($1, 1)', TG_ARGV[0]) USING v_rows;
      ELSE
        SELECT jsonb_agg(to_jsonb(r)) INTO v_rows FROM old_rows r;
        EXECUTE format('SELECT %I($1, -1)', TG_ARGV[0]) USING v_rows;
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER athlete_schools_added AFTER INSERT ON athlete_schools REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fanlift_tg_rows_changed('fanlift_school_members_changed');
    CREATE TRIGGER athlete_schools_removed AFTER DELETE ON athlete_schools REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fanlift_tg_rows_changed('fanlift_school_members_changed');
    CREATE TRIGGER athlete_schools_moved AFTER UPDATE OF athlete_profile_id, school_id ON athlete_schools
      FOR EACH ROW WHEN (OLD.athlete_profile_id <> NEW.athlete_profile_id OR OLD.school_id <> NEW.school_id)
      EXECUTE FUNCTION fanlift_tg_rows_changed('fanlift_school_members_changed');
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP TRIGGER IF EXISTS athlete_schools_moved ON athlete_schools;
    DROP TRIGGER IF EXISTS athlete_schools_removed ON athlete_schools;
    DROP TRIGGER IF EXISTS athlete_schools_added ON athlete_schools;
    DROP TRIGGER IF EXISTS milestone_stars_last ON milestone_stars;
    DROP TRIGGER IF EXISTS chat_messages_count_update ON chat_messages;
    DROP TRIGGER IF EXISTS chat_messages_count ON chat_messages;
    DROP TRIGGER IF EXISTS athlete_profiles_count_sport ON athlete_profiles;
    DROP TRIGGER IF EXISTS athlete_profiles_count ON athlete_profiles;
    DROP TRIGGER IF EXISTS users_fans_type ON users;
    DROP TRIGGER IF EXISTS users_fans_count ON users;
    DROP TRIGGER IF EXISTS fan_selected_schools_count ON fan_selected_schools;
    DROP FUNCTION IF EXISTS fanlift_tg_rows_changed(),
      fanlift_school_members_changed(jsonb, integer), fanlift_tg_last_star(), fanlift_tg_game_messages(), fanlift_tg_athletes(), fanlift_sport_id(text),
      fanlift_tg_fans(), fanlift_tg_school_fans();
  `);
};
