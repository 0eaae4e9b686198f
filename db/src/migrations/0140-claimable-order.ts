import type { MigrationFn } from '../migrator';

/**
 * The claim search reads its page from one index walk (issue 27). Migration 0130's prefix index still read every
 * profile whose last name starts with the text (111,111 entries for "Season8" among 1,000,000 athletes) and sorted
 * the 13,890 that matched the first name too by ranking: 20 to 40 ms. The search now orders its matches by name
 * (last, first, then ranking), which is this index's order, so a page reads about as many entries as it shows.
 * The names are in the C collation: LIKE 'x%' is a range of the index, and the order is the index's. It also holds
 * the names themselves (PostgreSQL needs the named columns to read an expression index alone).
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE INDEX athlete_profiles_claimable_order
      ON athlete_profiles ((lower(last_name) COLLATE "C"), (lower(first_name) COLLATE "C"), ranking NULLS LAST, id)
      INCLUDE (last_name, first_name)
      WHERE user_id IS NULL;
    DROP INDEX IF EXISTS athlete_profiles_claimable_prefix;
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE INDEX IF NOT EXISTS athlete_profiles_claimable_prefix
      ON athlete_profiles (lower(last_name) text_pattern_ops, lower(first_name) text_pattern_ops)
      INCLUDE (ranking, id, last_name, first_name)
      WHERE user_id IS NULL;
    DROP INDEX IF EXISTS athlete_profiles_claimable_order;
  `);
};
