import type { MigrationFn } from '../migrator';

/**
 * A school's roster by likes at season scale (issue 27; the season bench measured the university dashboard at
 * 78.9 ms p95 with 7,445 athletes in the school among 1,000,000): the dashboard's roster, ordered by likes
 * received, fetched every member's profile to sort them. Now the page is read in order from an index, as many
 * rows as the page.
 *
 * - `school_roster_likes`: one row per membership with the athlete's likes received (the main row's part of the
 *   balance, migration 0020) and ranking, indexed (school, likes desc, ranking, athlete) as the search orders.
 * - A send updates the athlete's rows here in its own transaction, after the profile's row that the send already
 *   holds. It is a table of its own, not columns of `athlete_schools`: a membership's delete locks the membership,
 *   then the profile (migration 0023's trigger), so a send that then waited on the membership would deadlock.
 *   Here every writer takes the profile first: a membership's insert, move or delete locks the profiles, then
 *   writes these rows.
 * - ledger:check holds the rows equal to the memberships and the profiles (check 19), and
 *   `fanlift_rebuild_derived()` refills them (a bulk load with triggers off leaves them stale).
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE school_roster_likes (
      school_id integer NOT NULL,
      athlete_profile_id integer NOT NULL,
      likes_received bigint NOT NULL DEFAULT 0,
      ranking integer,
      PRIMARY KEY (athlete_profile_id, school_id)
    );
    INSERT INTO school_roster_likes (school_id, athlete_profile_id, likes_received, ranking)
    SELECT x.school_id, x.athlete_profile_id, a.likes_received, a.ranking
      FROM athlete_schools x JOIN athlete_profiles a ON a.id = x.athlete_profile_id;
    CREATE INDEX school_roster_likes_order
      ON school_roster_likes (school_id, likes_received DESC, (COALESCE(ranking, 2147483647)), athlete_profile_id);

    -- A profile's likes or ranking changed: its rows (the profile's row is this transaction's already).
    CREATE FUNCTION fanlift_tg_roster_likes_profile() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE school_roster_likes SET likes_received = NEW.likes_received, ranking = NEW.ranking
       WHERE athlete_profile_id = NEW.id;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER athlete_profiles_roster_likes AFTER UPDATE OF likes_received, ranking ON athlete_profiles
      FOR EACH ROW WHEN (OLD.likes_received IS DISTINCT FROM NEW.likes_received OR OLD.ranking IS DISTINCT FROM NEW.ranking)
      EXECUTE FUNCTION fanlift_tg_roster_likes_profile();

    -- Memberships made, moved or removed: the profiles first (as every send does), then their rows.
    CREATE FUNCTION fanlift_tg_roster_likes_members() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM 1 FROM athlete_profiles WHERE id IN (SELECT athlete_profile_id FROM new_rows) ORDER BY id FOR UPDATE;
        INSERT INTO school_roster_likes (school_id, athlete_profile_id, likes_received, ranking)
        SELECT n.school_id, n.athlete_profile_id, a.likes_received, a.ranking
          FROM new_rows n JOIN athlete_profiles a ON a.id = n.athlete_profile_id
        ON CONFLICT (athlete_profile_id, school_id)
          DO UPDATE SET likes_received = EXCLUDED.likes_received, ranking = EXCLUDED.ranking;
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM 1 FROM athlete_profiles WHERE id IN (SELECT athlete_profile_id FROM old_rows) ORDER BY id FOR UPDATE;
        DELETE FROM school_roster_likes r USING old_rows o
         WHERE r.athlete_profile_id = o.athlete_profile_id AND r.school_id = o.school_id;
      ELSE
        IF NOT EXISTS (SELECT athlete_profile_id, school_id FROM old_rows
                       EXCEPT SELECT athlete_profile_id, school_id FROM new_rows)
           AND NOT EXISTS (SELECT athlete_profile_id, school_id FROM new_rows
                           EXCEPT SELECT athlete_profile_id, school_id FROM old_rows) THEN
          RETURN NULL; -- positions only
        END IF;
        PERFORM 1 FROM athlete_profiles
          WHERE id IN (SELECT athlete_profile_id FROM old_rows UNION SELECT athlete_profile_id FROM new_rows)
          ORDER BY id FOR UPDATE;
        DELETE FROM school_roster_likes r
         USING (SELECT athlete_profile_id, school_id FROM old_rows
                EXCEPT SELECT athlete_profile_id, school_id FROM new_rows) o
         WHERE r.athlete_profile_id = o.athlete_profile_id AND r.school_id = o.school_id;
        INSERT INTO school_roster_likes (school_id, athlete_profile_id, likes_received, ranking)
        SELECT n.school_id, n.athlete_profile_id, a.likes_received, a.ranking
          FROM (SELECT athlete_profile_id, school_id FROM new_rows
                EXCEPT SELECT athlete_profile_id, school_id FROM old_rows) n
          JOIN athlete_profiles a ON a.id = n.athlete_profile_id
        ON CONFLICT (athlete_profile_id, school_id)
          DO UPDATE SET likes_received = EXCLUDED.likes_received, ranking = EXCLUDED.ranking;
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER athlete_schools_roster_likes_added AFTER INSERT ON athlete_schools
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fanlift_tg_roster_likes_members();
    CREATE TRIGGER athlete_schools_roster_likes_removed AFTER DELETE ON athlete_schools
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fanlift_tg_roster_likes_members();
    CREATE TRIGGER athlete_schools_roster_likes_moved AFTER UPDATE ON athlete_schools
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fanlift_tg_roster_likes_members();

    ALTER FUNCTION fanlift_rebuild_derived() RENAME TO fanlift_rebuild_derived_0100;
    CREATE FUNCTION fanlift_rebuild_derived() RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM fanlift_rebuild_derived_0100();
      UPDATE athlete_schools x SET sport = a.sport, ranking = a.ranking
        FROM athlete_profiles a
       WHERE a.id = x.athlete_profile_id
         AND (x.sport IS DISTINCT FROM a.sport OR x.ranking IS DISTINCT FROM a.ranking);
      LOCK TABLE school_roster_likes IN EXCLUSIVE MODE;
      DELETE FROM school_roster_likes;
      INSERT INTO school_roster_likes (school_id, athlete_profile_id, likes_received, ranking)
      SELECT x.school_id, x.athlete_profile_id, a.likes_received, a.ranking
        FROM athlete_schools x JOIN athlete_profiles a ON a.id = x.athlete_profile_id;
    END
    $fn$;
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP FUNCTION IF EXISTS fanlift_rebuild_derived();
    ALTER FUNCTION fanlift_rebuild_derived_0100() RENAME TO fanlift_rebuild_derived;
    DROP TRIGGER IF EXISTS athlete_schools_roster_likes_moved ON athlete_schools;
    DROP TRIGGER IF EXISTS athlete_schools_roster_likes_removed ON athlete_schools;
    DROP TRIGGER IF EXISTS athlete_schools_roster_likes_added ON athlete_schools;
    DROP TRIGGER IF EXISTS athlete_profiles_roster_likes ON athlete_profiles;
    DROP FUNCTION IF EXISTS fanlift_tg_roster_likes_members(), fanlift_tg_roster_likes_profile();
    DROP TABLE IF EXISTS school_roster_likes;
  `);
};
