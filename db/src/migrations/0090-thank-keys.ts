import type { MigrationFn } from '../migrator';

/**
 * A thank-you to one fan is idempotent (issue 29): the athlete's client sends an Idempotency-Key, kept on the
 * row; the same key again answers the first thank-you instead of writing (and emailing) a second one.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE athlete_thanks ADD COLUMN client_key text;
    CREATE UNIQUE INDEX athlete_thanks_client_key ON athlete_thanks (athlete_id, client_key)
      WHERE client_key IS NOT NULL;
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS athlete_thanks_client_key;
    ALTER TABLE athlete_thanks DROP COLUMN IF EXISTS client_key;
  `);
};
