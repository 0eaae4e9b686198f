import { setTimeout as sleep } from 'node:timers/promises';
import { isCommandKind, parseCommandResult, rooms } from '@fanlift/core';
import {
  COMMAND_KINDS,
  applySendLikesInOneTrip,
  CommandRejectedError,
  InsufficientBalanceError,
  finishCommand,
  getCommand,
  pgTransaction,
} from '@fanlift/db';
import type { JobHandler } from '../../context';
import { commandHandlers, type CommandHandler, type CommandOutcome } from '../commands';
import type { AppliedCommand } from '../commands/types';
import { sentInOneTrip } from '../commands/send-likes';

/** After this many unexpected errors a command is recorded as failed ('internal') instead of retried forever. */
export const MAX_COMMAND_ATTEMPTS = 25;

/**
 * `ledger.apply-command`: apply one staged command in ONE transaction (lock the command row; if still pending run
 * its kind's handler, which posts the journal with cause `cmd:<id>`; record the outcome), exactly once in effect
 * however often the job runs or wherever the worker dies. Socket events go out after commit.
 */
export const applyCommandJob: JobHandler<'ledger.apply-command'> = async (ctx, data, job) => {
  const { sequelize } = ctx.db;
  let outcome = null as CommandOutcome | null;
  let finished: AppliedCommand | null;
  try {
    // The hot command in one statement (migration 0012); anything else, or null from it, takes the general path.
    const oneTrip =
      data.kind === COMMAND_KINDS.sendLikes && !ctx.faults.holdApplyMs
        ? await applySendLikesInOneTrip(sequelize, data.commandId, ctx.config.STAR_THRESHOLDS)
        : null;
    if (oneTrip) ({ finished, outcome } = sentInOneTrip(data.commandId, oneTrip));
    else
      finished = await pgTransaction(sequelize, async (t) => {
        const cmd = await getCommand(sequelize, data.commandId, { transaction: t, lock: true });
        if (!cmd || cmd.status !== 'pending') return cmd;
        if (!isCommandKind(cmd.kind))
          throw new CommandRejectedError('unknown_command', `No handler for command kind ${cmd.kind}`);
        const handler = commandHandlers[cmd.kind] as CommandHandler;
        outcome = await handler(t, cmd, ctx);
        // The result is what the command map says it is, or the command is not recorded as applied.
        const result = parseCommandResult(cmd.kind, outcome.result);
        await finishCommand(t, cmd.id, { status: 'applied', result });
        if (ctx.faults.holdApplyMs) {
          ctx.logger.warn(
            { commandId: cmd.id, ms: ctx.faults.holdApplyMs },
            'fault: holding the apply transaction',
          );
          await sleep(ctx.faults.holdApplyMs);
        }
        return { ...cmd, status: 'applied' as const, result: outcome.result };
      });
  } catch (err) {
    if (err instanceof InsufficientBalanceError || err instanceof CommandRejectedError) {
      outcome = null;
      const { code, message } = err;
      finished = await pgTransaction(sequelize, async (t) => {
        const cmd = await getCommand(sequelize, data.commandId, { transaction: t, lock: true });
        if (!cmd || cmd.status !== 'pending') return cmd;
        await finishCommand(t, cmd.id, { status: 'failed', code, message });
        return { ...cmd, status: 'failed' as const, error: { code, message } };
      });
    } else {
      const [rows] = (await sequelize
        .query(
          `UPDATE commands SET attempts = attempts + 1 WHERE id = $1 AND status = 'pending' RETURNING attempts`,
          {
            bind: [data.commandId],
          },
        )
        .catch(() => [[]])) as [{ attempts: number }[], unknown];
      const attempts = rows?.[0]?.attempts ?? 0;
      ctx.logger.warn(
        { err, commandId: data.commandId, attempts, jobAttempt: job.attemptsMade },
        'command attempt failed',
      );
      if (attempts >= MAX_COMMAND_ATTEMPTS) {
        await sequelize.query(
          `UPDATE commands SET status = 'failed', error_code = 'internal', error_message = $2, applied_at = now()
           WHERE id = $1 AND status = 'pending'`,
          {
            bind: [
              data.commandId,
              `Gave up after ${attempts} attempts: ${(err as Error).message}`.slice(0, 500),
            ],
          },
        );
        ctx.logger.error({ commandId: data.commandId }, 'command failed for good');
      }
      throw err;
    }
  }

  if (!finished) {
    ctx.logger.warn({ commandId: data.commandId }, 'command not found; nothing to apply');
    return { status: 'missing' };
  }
  if (ctx.faults.holdAfterCommitMs) {
    ctx.logger.warn(
      { commandId: data.commandId, ms: ctx.faults.holdAfterCommitMs },
      'fault: holding after commit',
    );
    await sleep(ctx.faults.holdAfterCommitMs);
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
