import type { MigrationFn } from '../migrator';

/**
 * Idempotent chat sends: a client names each message it sends (`clientId`, kept across its retries), UNIQUE per
 * user, so a retry after a lost acknowledgement stores nothing new and answers the message already stored.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE chat_messages ADD COLUMN client_id text CHECK (char_length(client_id) BETWEEN 8 AND 64);
    CREATE UNIQUE INDEX chat_messages_client_id ON chat_messages (user_id, client_id) WHERE client_id IS NOT NULL;
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS chat_messages_client_id;
    ALTER TABLE chat_messages DROP COLUMN IF EXISTS client_id;
  `);
};
