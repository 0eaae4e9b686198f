import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { InsufficientBalanceError } from '../ledger/journal';
import { pgTransaction } from '../ledger/pg-transaction';
import { CommandRejectedError } from './kinds';
import { finishCommand, getCommand, type Command } from './index';

/** What the worker knows of a command once applied or failed (enough for its events and metrics). */
export type AppliedCommand = Pick<Command, 'id' | 'userId' | 'kind' | 'status' | 'result' | 'error'>;

export interface CommandApplication<O> {
  /** The command as this call left it; null when there is no such command. */
  command: AppliedCommand | null;
  /** What `apply` answered when this call applied the command (null when it was not pending, or failed). */
  outcome: O | null;
}

/**
 * The general path of a staged command (DESIGN §1). ONE transaction locks the command row and, if it is still
 * pending, runs `apply` (which posts its journal, cause `cmd:<id>`) and records the result: applied exactly once
 * however often this runs. When `apply` throws InsufficientBalanceError or CommandRejectedError, all of it is
 * rolled back and the command is recorded as failed with the error's code (a second transaction). Any other error
 * is thrown: the caller retries (countCommandAttempt).
 */
export async function applyStagedCommand<O extends { result: Record<string, unknown> }>(
  sequelize: Sequelize,
  commandId: string,
  apply: (t: Transaction, command: Command) => Promise<O>,
  opts: { beforeCommit?: (command: Command) => Promise<void> } = {},
): Promise<CommandApplication<O>> {
  try {
    return await pgTransaction(sequelize, async (t) => {
      const cmd = await getCommand(sequelize, commandId, { transaction: t, lock: true });
      if (!cmd || cmd.status !== 'pending') return { command: cmd, outcome: null };
      const outcome = await apply(t, cmd);
      await finishCommand(t, cmd.id, { status: 'applied', result: outcome.result });
      await opts.beforeCommit?.(cmd);
      return { command: { ...cmd, status: 'applied' as const, result: outcome.result }, outcome };
    });
  } catch (err) {
    if (!isRefusal(err)) throw err;
    return { command: await recordRefusal(sequelize, commandId, err), outcome: null };
  }
}

/** What a command's application may be refused with (recorded as the failed command, never retried). */
export const isRefusal = (err: unknown): err is InsufficientBalanceError | CommandRejectedError =>
  err instanceof InsufficientBalanceError || err instanceof CommandRejectedError;

/**
 * Record a pending command as failed with the refusal's code and words (its own transaction, the command row
 * locked): the command as it stands after, unchanged if it was no longer pending.
 */
export function recordRefusal(
  sequelize: Sequelize,
  commandId: string,
  { code, message }: { code: string; message: string },
): Promise<AppliedCommand | null> {
  return pgTransaction(sequelize, async (t) => {
    const cmd = await getCommand(sequelize, commandId, { transaction: t, lock: true });
    if (!cmd || cmd.status !== 'pending') return cmd;
    await finishCommand(t, cmd.id, { status: 'failed', code, message });
    return { ...cmd, status: 'failed' as const, error: { code, message } };
  });
}

/**
 * An unexpected error applying a pending command: count the attempt, and at `maxAttempts` record the command as
 * failed for good ('internal') instead of retrying it forever. Answers the attempts counted so far (0 when the
 * count itself failed) and whether it gave up.
 */
export async function countCommandAttempt(
  sequelize: Sequelize,
  commandId: string,
  error: string,
  maxAttempts: number,
): Promise<{ attempts: number; gaveUp: boolean }> {
  const rows = await sequelize
    .query<{ attempts: number }>(
      `UPDATE commands SET attempts = attempts + 1 WHERE id = $1 AND status = 'pending' RETURNING attempts`,
      { bind: [commandId], type: QueryTypes.SELECT },
    )
    .catch(() => []);
  const attempts = rows[0]?.attempts ?? 0;
  if (attempts < maxAttempts) return { attempts, gaveUp: false };
  await sequelize.query(
    `UPDATE commands SET status = 'failed', error_code = 'internal', error_message = $2, applied_at = now()
     WHERE id = $1 AND status = 'pending'`,
    { bind: [commandId, `Gave up after ${attempts} attempts: ${error}`.slice(0, 500)] },
  );
  return { attempts, gaveUp: true };
}
