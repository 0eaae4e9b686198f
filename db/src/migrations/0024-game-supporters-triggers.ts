import type { MigrationFn } from '../migrator';

/**
 * Game supporters (0021, 0022) follow the games' windows and accounts. A send reads which games are live while it
 * holds the advisory lock 27/1 shared; every change below takes it exclusively first (see 0023 for why triggers):
 * - a game's window opening or closing now is stamped with the clock read under the lock (BEFORE UPDATE): every
 *   send that saw the old window began before it, every later one sees the new window, so nothing moves;
 * - any other change of a game's window or schools, and a game inserted live, rebuilds that game's supporters;
 * - a player added to or removed from a game (game_athletes), or an athlete's radarAthleteId changed, adds or takes
 *   that athlete's credits inside the window.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE FUNCTION fanlift_tg_game_window() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM pg_advisory_xact_lock(27, 1);
      IF OLD.started_at IS NULL AND NEW.started_at = now() THEN NEW.started_at := clock_timestamp(); END IF;
      IF OLD.ended_at IS NULL AND NEW.ended_at = now() THEN NEW.ended_at := clock_timestamp(); END IF;
      RETURN NEW;
    END $fn$;
    CREATE TRIGGER games_window BEFORE UPDATE ON games FOR EACH ROW
      WHEN (NEW.started_at IS DISTINCT FROM OLD.started_at OR NEW.ended_at IS DISTINCT FROM OLD.ended_at
            OR NEW.home_school_id <> OLD.home_school_id OR NEW.away_school_id <> OLD.away_school_id)
      EXECUTE FUNCTION fanlift_tg_game_window();

    CREATE FUNCTION fanlift_tg_game_rebuild() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM pg_advisory_xact_lock(27, 1);
      PERFORM fanlift_game_supporters_rebuild(NEW.id);
      RETURN NULL;
    END $fn$;
    -- (a window opened or closed at a moment not yet passed when the lock was taken needs no rebuild)
    CREATE TRIGGER games_window_changed AFTER UPDATE ON games FOR EACH ROW
      WHEN (NEW.home_school_id <> OLD.home_school_id OR NEW.away_school_id <> OLD.away_school_id
            OR (NEW.started_at IS DISTINCT FROM OLD.started_at AND NOT (OLD.started_at IS NULL AND NEW.started_at > now()))
            OR (NEW.ended_at IS DISTINCT FROM OLD.ended_at AND NOT (OLD.ended_at IS NULL AND NEW.ended_at > now())))
      EXECUTE FUNCTION fanlift_tg_game_rebuild();
    CREATE TRIGGER games_inserted_live AFTER INSERT ON games FOR EACH ROW WHEN (NEW.started_at IS NOT NULL)
      EXECUTE FUNCTION fanlift_tg_game_rebuild();

    -- Players (game_athletes rows as JSON) joining (p_sign 1) or leaving (-1) games.
    CREATE FUNCTION fanlift_game_players_changed(p_players jsonb, p_sign integer) RETURNS void
    LANGUAGE plpgsql AS $fn$
    DECLARE
      r record;
    BEGIN
      IF p_players IS NULL THEN RETURN; END IF;
      PERFORM pg_advisory_xact_lock(27, 1);
      FOR r IN SELECT x.game_id, array_agg(DISTINCT la.id) AS accounts
                 FROM jsonb_to_recordset(p_players) AS x(game_id integer, radar_athlete_id text)
                 JOIN games gm ON gm.id = x.game_id AND gm.started_at IS NOT NULL
                 JOIN athlete_profiles ap ON ap.radar_athlete_id = x.radar_athlete_id
                 JOIN ledger_accounts la ON la.kind = 'athlete' AND la.owner_id = ap.id
                GROUP BY x.game_id ORDER BY x.game_id LOOP
        PERFORM fanlift_game_supporters_add(r.game_id, r.accounts, p_sign);
      END LOOP;
    END $fn$;

    CREATE TRIGGER game_athletes_added AFTER INSERT ON game_athletes REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fanlift_tg_rows_changed('fanlift_game_players_changed');
    CREATE TRIGGER game_athletes_removed AFTER DELETE ON game_athletes REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fanlift_tg_rows_changed('fanlift_game_players_changed');
    CREATE TRIGGER game_athletes_moved AFTER UPDATE OF game_id, radar_athlete_id ON game_athletes FOR EACH ROW
      WHEN (OLD.game_id <> NEW.game_id OR OLD.radar_athlete_id <> NEW.radar_athlete_id)
      EXECUTE FUNCTION fanlift_tg_rows_changed('fanlift_game_players_changed');

    -- An athlete's radarAthleteId names the games it plays in.
    CREATE FUNCTION fanlift_athlete_games_changed(p_athlete integer, p_radar text, p_sign integer) RETURNS void
    LANGUAGE plpgsql AS $fn$
    DECLARE
      r record;
    BEGIN
      FOR r IN SELECT ga.game_id, la.id FROM game_athletes ga
                 JOIN games g ON g.id = ga.game_id AND g.started_at IS NOT NULL
                 JOIN ledger_accounts la ON la.kind = 'athlete' AND la.owner_id = p_athlete
                WHERE ga.radar_athlete_id = p_radar ORDER BY ga.game_id LOOP
        PERFORM fanlift_game_supporters_add(r.game_id, ARRAY[r.id], p_sign);
      END LOOP;
    END $fn$;
    CREATE FUNCTION fanlift_tg_athlete_radar() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM pg_advisory_xact_lock(27, 1);
      PERFORM fanlift_athlete_games_changed(OLD.id, OLD.radar_athlete_id, -1);
      IF TG_OP = 'UPDATE' THEN PERFORM fanlift_athlete_games_changed(NEW.id, NEW.radar_athlete_id, 1); END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER athlete_profiles_radar AFTER UPDATE OF radar_athlete_id ON athlete_profiles FOR EACH ROW
      WHEN (OLD.radar_athlete_id IS DISTINCT FROM NEW.radar_athlete_id)
      EXECUTE FUNCTION fanlift_tg_athlete_radar();
    CREATE TRIGGER athlete_profiles_radar_gone AFTER DELETE ON athlete_profiles FOR EACH ROW
      WHEN (OLD.radar_athlete_id IS NOT NULL) EXECUTE FUNCTION fanlift_tg_athlete_radar();
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP TRIGGER IF EXISTS athlete_profiles_radar_gone ON athlete_profiles;
    DROP TRIGGER IF EXISTS athlete_profiles_radar ON athlete_profiles;
    DROP TRIGGER IF EXISTS game_athletes_moved ON game_athletes;
    DROP TRIGGER IF EXISTS game_athletes_removed ON game_athletes;
    DROP TRIGGER IF EXISTS game_athletes_added ON game_athletes;
    DROP TRIGGER IF EXISTS games_inserted_live ON games;
    DROP TRIGGER IF EXISTS games_window_changed ON games;
    DROP TRIGGER IF EXISTS games_window ON games;
    DROP FUNCTION IF EXISTS fanlift_tg_athlete_radar(), fanlift_athlete_games_changed(integer, text, integer),
      fanlift_game_players_changed(jsonb, integer), fanlift_tg_game_rebuild(), fanlift_tg_game_window();
  `);
};
