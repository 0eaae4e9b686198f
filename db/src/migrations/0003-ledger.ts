import type { MigrationFn } from '../migrator';

/**
 * Ledger and commands, second part (DESIGN §1, §4, §5): the email outbox (staged in the same transaction as
 * what caused it, delivered by the `email` queue exactly once per idempotency key) and lookup indexes.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE emails (
      id uuid PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      kind text NOT NULL DEFAULT 'generic',
      to_address text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      html text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      transport text,
      message_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX emails_pending ON emails (created_at) WHERE status = 'pending';
    CREATE INDEX emails_user ON emails (user_id, created_at DESC);

    CREATE INDEX ledger_journals_command ON ledger_journals (command_id) WHERE command_id IS NOT NULL;
    CREATE INDEX wallet_transactions_journal ON wallet_transactions (journal_id);
    CREATE INDEX commands_user ON commands (user_id, created_at DESC);
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS commands_user, wallet_transactions_journal, ledger_journals_command;
    DROP TABLE IF EXISTS emails CASCADE;
  `);
};
