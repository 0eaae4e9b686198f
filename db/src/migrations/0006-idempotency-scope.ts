import type { MigrationFn } from '../migrator';

/**
 * Idempotency keys are scoped per user across every command (DESIGN §5): the same key with another kind or
 * another body is a 409, never a second effect. Before, the UNIQUE was (user_id, kind, idempotency_key), so one
 * key could be spent once on /api/likes/send and once more on /api/wallet/spend.
 *
 * Rows that already share a user and key under different kinds (made before this migration) keep their history:
 * the oldest keeps its key, the later ones get `<key>#<kind>#<command id>` so the new constraint can hold. NULLS
 * NOT DISTINCT: a command without a user (none today) cannot repeat a key either.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    WITH repeated AS (
      SELECT id, row_number() OVER (PARTITION BY user_id, idempotency_key ORDER BY created_at, id) AS n
      FROM commands
    )
    UPDATE commands c SET idempotency_key = c.idempotency_key || '#' || c.kind || '#' || c.id
    FROM repeated r WHERE r.id = c.id AND r.n > 1;

    ALTER TABLE commands DROP CONSTRAINT IF EXISTS commands_user_id_kind_idempotency_key_key;
    ALTER TABLE commands
      ADD CONSTRAINT commands_user_idempotency_key UNIQUE NULLS NOT DISTINCT (user_id, idempotency_key);
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE commands DROP CONSTRAINT IF EXISTS commands_user_idempotency_key;
    ALTER TABLE commands
      ADD CONSTRAINT commands_user_id_kind_idempotency_key_key UNIQUE (user_id, kind, idempotency_key);
  `);
};
