import type { CommandKind, CommandResult } from '@fanlift/core';
import type { Command, DbTransaction } from '@fanlift/db';
import type { WorkerContext } from '../../context';

export type { AppliedCommand } from '@fanlift/db';

export interface CommandOutcome<K extends CommandKind = CommandKind> {
  /** Stored as commands.result (validated against the command map) and answered by GET /api/commands/:id. */
  result: CommandResult<K>;
  /** Socket events to emit after commit (never inside the transaction). */
  emit?: (ctx: WorkerContext) => void;
}

/**
 * Applies one command kind inside the worker's transaction (the command row is locked and pending) through a db
 * service. Throw InsufficientBalanceError or CommandRejectedError to record the command as failed (the
 * transaction is rolled back first); any other error is retried.
 */
export type CommandHandler<K extends CommandKind = CommandKind> = (
  t: DbTransaction,
  command: Command,
  ctx: WorkerContext,
) => Promise<CommandOutcome<K>>;

/** One handler per kind of the command map: a missing kind is a compile error (and refused at boot). */
export type CommandHandlers = { [K in CommandKind]: CommandHandler<K> };
