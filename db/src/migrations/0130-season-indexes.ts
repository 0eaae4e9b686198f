import type { MigrationFn } from '../migrator';

/**
 * Two reads the season bench found growing with the data (issue 27).
 *
 * The claim search's name prefixes (issue 27: /api/athletes/claimable sorted every profile matching a common
 * name, 160 ms p95 among 1,000,000 athletes). The unclaimed profiles' name index becomes a pattern index, so a
 * prefix of the last name (then of the first) is a range of it as well as an equality; the database's collation
 * (C.UTF-8 through libc) does not let the plain index serve LIKE 'x%'. It holds the ranking and id too, so the
 * matches are read from the index alone (PostgreSQL needs the named columns as well to read an expression index
 * alone): 13,890 matches of a common name in 19 ms rather than 80 ms from the table.
 *
 * The goals a fan's sends named ("where your likes went": 33.6 ms for the fan with 50,000 sends, which named no
 * goal): a partial index of the sends that name one, so the sum reads those rows only, from the index.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE INDEX athlete_profiles_claimable_prefix
      ON athlete_profiles (lower(last_name) text_pattern_ops, lower(first_name) text_pattern_ops)
      INCLUDE (ranking, id, last_name, first_name)
      WHERE user_id IS NULL;
    DROP INDEX IF EXISTS athlete_profiles_claimable_name;
    CREATE INDEX wallet_transactions_goal_gifts
      ON wallet_transactions (user_id, ((meta->>'allocationId')::integer)) INCLUDE (likes)
      WHERE type = 'used' AND status = 'succeeded' AND meta->>'allocationId' ~ '^[0-9]{1,9}$';
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE INDEX IF NOT EXISTS athlete_profiles_claimable_name
      ON athlete_profiles (lower(last_name), lower(first_name)) WHERE user_id IS NULL;
    DROP INDEX IF EXISTS athlete_profiles_claimable_prefix, wallet_transactions_goal_gifts;
  `);
};
