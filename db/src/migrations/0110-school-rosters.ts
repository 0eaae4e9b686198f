import type { MigrationFn } from '../migrator';

/**
 * A school's roster at season scale (issue 27; the season bench measured the Ohio page's extras at 116 ms and a
 * school's roster for a sport at 60 ms with 7,445 athletes in the school among 1,000,000): the roster by
 * ranking fetched every member's profile to sort them. Each membership row now carries its athlete's sport and
 * ranking, so the first page is read in order from an index, as many rows as the page.
 *
 * - `athlete_schools.sport`, `athlete_schools.ranking`: copies of the athlete's, set by a trigger when a
 *   membership is made or moved, and by a trigger on athlete_profiles when the sport or ranking changes (rare:
 *   imports and edits). ledger:check holds them equal to the profiles (check 18).
 * - Indexes (school, sport, ranking, athlete) and (school, ranking, athlete): the ranking order with unranked
 *   athletes last, as the search orders them (COALESCE(ranking, 2147483647), id).
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE athlete_schools ADD COLUMN sport text, ADD COLUMN ranking integer;
    UPDATE athlete_schools x SET sport = a.sport, ranking = a.ranking
      FROM athlete_profiles a WHERE a.id = x.athlete_profile_id;
    CREATE INDEX athlete_schools_roster_sport
      ON athlete_schools (school_id, sport, (COALESCE(ranking, 2147483647)), athlete_profile_id);
    CREATE INDEX athlete_schools_roster
      ON athlete_schools (school_id, (COALESCE(ranking, 2147483647)), athlete_profile_id);

    CREATE FUNCTION fanlift_tg_roster_copy() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      SELECT a.sport, a.ranking INTO NEW.sport, NEW.ranking FROM athlete_profiles a WHERE a.id = NEW.athlete_profile_id;
      RETURN NEW;
    END $fn$;
    CREATE TRIGGER athlete_schools_roster_copy BEFORE INSERT OR UPDATE OF athlete_profile_id ON athlete_schools
      FOR EACH ROW EXECUTE FUNCTION fanlift_tg_roster_copy();

    CREATE FUNCTION fanlift_tg_roster_profile() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE athlete_schools SET sport = NEW.sport, ranking = NEW.ranking WHERE athlete_profile_id = NEW.id;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER athlete_profiles_roster AFTER UPDATE OF sport, ranking ON athlete_profiles
      FOR EACH ROW WHEN (OLD.sport IS DISTINCT FROM NEW.sport OR OLD.ranking IS DISTINCT FROM NEW.ranking)
      EXECUTE FUNCTION fanlift_tg_roster_profile();
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP TRIGGER IF EXISTS athlete_profiles_roster ON athlete_profiles;
    DROP TRIGGER IF EXISTS athlete_schools_roster_copy ON athlete_schools;
    DROP FUNCTION IF EXISTS fanlift_tg_roster_profile(), fanlift_tg_roster_copy();
    DROP INDEX IF EXISTS athlete_schools_roster, athlete_schools_roster_sport;
    ALTER TABLE athlete_schools DROP COLUMN IF EXISTS ranking, DROP COLUMN IF EXISTS sport;
  `);
};
