import { setTimeout as sleep } from 'node:timers/promises';
import { isCommandKind, parseCommandResult, rooms } from '@fanlift/core';
import {
  COMMAND_KINDS,
  applySendLikesInOneTrip,
  applyStagedCommand,
  CommandRejectedError,
  countCommandAttempt,
  type Command,
  type DbTransaction,
} from '@fanlift/db';
import type { JobHandler, WorkerContext } from '../../context';
import { commandHandlers, type CommandHandler, type CommandOutcome } from '../commands';
import type { AppliedCommand } from '../commands/types';
import { sentInOneTrip } from '../commands/send-likes';

/** After this many unexpected errors a command is recorded as failed ('internal') instead of retried forever. */
export const MAX_COMMAND_ATTEMPTS = 25;

/** Run the handler of a command's kind; its result is what the command map says it is, or nothing is recorded. */
async function runHandler(ctx: WorkerContext, t: DbTransaction, cmd: Command): Promise<CommandOutcome> {
  if (!isCommandKind(cmd.kind))
    throw new CommandRejectedError('unknown_command', `No handler for command kind ${cmd.kind}`);
  const outcome = await (commandHandlers[cmd.kind] as CommandHandler)(t, cmd, ctx);
  return { ...outcome, result: parseCommandResult(cmd.kind, outcome.result) };
}

/**
 * `ledger.apply-command`: apply one staged command exactly once in effect, however often the job runs or wherever
 * the worker dies: the hot send in one statement (migration 0012), anything else (or a send that statement
 * leaves) on db's general path (applyStagedCommand: one transaction). Socket events go out after commit.
 */
export const applyCommandJob: JobHandler<'ledger.apply-command'> = async (ctx, data, job) => {
  const { sequelize } = ctx.db;
  const { holdApplyMs, holdAfterCommitMs } = ctx.faults;
  let outcome: CommandOutcome | null;
  let finished: AppliedCommand | null;
  try {
    const oneTrip =
      // (a platform fee is a third line the one statement does not book: the general path books it)
      data.kind === COMMAND_KINDS.sendLikes && !holdApplyMs && !(ctx.config.PLATFORM_FEE_PERCENT > 0)
        ? await applySendLikesInOneTrip(sequelize, data.commandId, ctx.config.STAR_THRESHOLDS)
        : null;
    if (oneTrip) ({ finished, outcome } = sentInOneTrip(data.commandId, oneTrip));
    else
      ({ command: finished, outcome } = await applyStagedCommand(
        sequelize,
        data.commandId,
        (t, cmd) => runHandler(ctx, t, cmd),
        {
          beforeCommit: holdApplyMs
            ? async (cmd) => {
                ctx.logger.warn(
                  { commandId: cmd.id, ms: holdApplyMs },
                  'fault: holding the apply transaction',
                );
                await sleep(holdApplyMs);
              }
            : undefined,
        },
      ));
  } catch (err) {
    const message = (err as Error).message;
    const { attempts, gaveUp } = await countCommandAttempt(
      sequelize,
      data.commandId,
      message,
      MAX_COMMAND_ATTEMPTS,
    );
    ctx.logger.warn(
      { err, commandId: data.commandId, attempts, jobAttempt: job.attemptsMade },
      'command attempt failed',
    );
    if (gaveUp) ctx.logger.error({ commandId: data.commandId }, 'command failed for good');
    throw err;
  }

  if (!finished) {
    ctx.logger.warn({ commandId: data.commandId }, 'command not found; nothing to apply');
    return { status: 'missing' };
  }
  if (holdAfterCommitMs) {
    ctx.logger.warn({ commandId: data.commandId, ms: holdAfterCommitMs }, 'fault: holding after commit');
    await sleep(holdAfterCommitMs);
  }
  if (outcome?.emit) outcome.emit(ctx);
  if (finished.userId != null && finished.status !== 'pending') {
    ctx.emitter.to(rooms.user(finished.userId)).emit('command:result', {
      commandId: finished.id,
      status: finished.status,
      ...(finished.error ? { error: finished.error } : {}),
    });
  }
  ctx.logger.debug({ commandId: finished.id, kind: finished.kind, status: finished.status }, 'command done');
  if (outcome) {
    ctx.metrics?.commands.inc({ kind: finished.kind, outcome: finished.status });
    if (finished.result?.journalId != null) ctx.metrics?.journals.inc({ source: 'command' });
  }
  return { status: finished.status };
};
