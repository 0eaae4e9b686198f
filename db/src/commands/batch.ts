import type { Transaction } from 'sequelize';
import { txQuery } from '../ledger/tx';
import { COMMAND_COLUMNS, toCommand, type Command, type CommandRow } from './index';

/**
 * The worker's batched apply (issue 17): lock several command rows in one round trip (in id order), and lock the
 * ledger accounts a batch will touch up front in key order, so concurrent batches (other worker processes)
 * never deadlock on each other. Missing rows are simply absent from the answers.
 */
export async function lockCommands(t: Transaction, ids: string[]): Promise<Map<string, Command>> {
  const rows = await txQuery<CommandRow>(
    t,
    `SELECT ${COMMAND_COLUMNS} FROM commands WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [ids],
    'fanlift_command_lock_batch',
  );
  return new Map(rows.map((r) => [r.id, toCommand(r)]));
}

/** Lock the existing ledger accounts among `keys` in key order (accounts not yet created are skipped). */
export async function lockAccountKeys(t: Transaction, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await txQuery(
    t,
    `SELECT id FROM ledger_accounts WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
    [[...new Set(keys)].sort()],
    'fanlift_ledger_lock_keys',
  );
}
