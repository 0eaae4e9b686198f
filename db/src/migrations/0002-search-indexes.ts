import type { MigrationFn } from '../migrator';

/**
 * Indexes for the athlete search sorts (SPEC §3 filters, §9 default sort ranking) and no parallel plans on
 * the search tables: on a small machine a parallel worker's start-up (tens of ms) costs far more than the
 * scan it would share, and these queries are short OLTP reads. Name order is byte order of the lower-cased
 * name (COLLATE "C"): the same on every server whatever its default collation.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE athlete_profiles SET (parallel_workers = 0);
    ALTER TABLE athlete_schools SET (parallel_workers = 0);
    -- The ranking order carries the full name: the header search walks it index-only (no heap visits) when a
    -- name fragment is common, and the trigram index serves the rare ones. It replaces athlete_profiles_ranking.
    CREATE INDEX athlete_profiles_ranking_name ON athlete_profiles (ranking NULLS LAST, id) INCLUDE (full_name);
    DROP INDEX IF EXISTS athlete_profiles_ranking;
    CREATE INDEX athlete_profiles_name_sort ON athlete_profiles ((lower(full_name) COLLATE "C"), id);
    CREATE INDEX athlete_profiles_rating_sort ON athlete_profiles (star_rating DESC NULLS LAST, ranking NULLS LAST, id);
    CREATE INDEX athlete_profiles_likes_sort ON athlete_profiles (likes_received DESC, ranking NULLS LAST, id);
    CREATE INDEX athlete_profiles_class_sort ON athlete_profiles (recruiting_class, ranking NULLS LAST, id);
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE INDEX IF NOT EXISTS athlete_profiles_ranking ON athlete_profiles (ranking NULLS LAST, id);
    DROP INDEX IF EXISTS athlete_profiles_ranking_name, athlete_profiles_name_sort, athlete_profiles_rating_sort,
      athlete_profiles_likes_sort, athlete_profiles_class_sort;
    ALTER TABLE athlete_profiles RESET (parallel_workers);
    ALTER TABLE athlete_schools RESET (parallel_workers);
  `);
};
