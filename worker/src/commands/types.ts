import type { Transaction } from 'sequelize';
import type { Command } from '@fanlift/db';
import type { WorkerContext } from '../context';

export interface CommandOutcome {
  /** Stored as commands.result and answered by GET /api/commands/:id. */
  result: Record<string, unknown>;
  /** Socket events to emit after commit (never inside the transaction). */
  emit?: (ctx: WorkerContext) => void;
}

/**
 * Applies one command kind inside the worker's transaction (the command row is locked and pending). Throw
 * InsufficientBalanceError or CommandRejectedError to record the command as failed (the transaction is rolled
 * back first); any other error is retried.
 */
export type CommandHandler = (
  t: Transaction,
  command: Command,
  ctx: WorkerContext,
) => Promise<CommandOutcome>;
