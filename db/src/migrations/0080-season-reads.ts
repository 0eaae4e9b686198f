import type { MigrationFn } from '../migrator';

/**
 * Season-scale reads (issue 27, found by the season bench): the sitemap's "last modified" is the newest
 * `updated_at` of the athletes, read from an index instead of a scan of every profile (1,000,000 at season
 * scale; the count beside it comes from the derived athlete count).
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`CREATE INDEX athlete_profiles_updated ON athlete_profiles (updated_at);`);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`DROP INDEX IF EXISTS athlete_profiles_updated;`);
};
