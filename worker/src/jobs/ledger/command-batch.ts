import { parseCommandResult, rooms } from '@fanlift/core';
import {
  CommandRejectedError,
  InsufficientBalanceError,
  athleteAccount,
  fanAccount,
  finishCommand,
  lockAccountKeys,
  lockCommands,
  sendLikesPayloadSchema,
  type Command,
} from '@fanlift/db';
import type { WorkerContext } from '../../context';
import { sendLikes } from '../commands/send-likes';
import type { CommandOutcome } from '../commands/types';

/**
 * Batched apply of send-likes commands (issue 17): the `ledger.apply-command` jobs a worker process is running
 * at the same moment are applied in ONE transaction (one BEGIN/COMMIT and one command-row lock for all), each
 * command in its own savepoint, so one command's rejection or error never touches the others. Exactly-once is
 * unchanged: the locked command row must still be pending and the journal's cause key is UNIQUE.
 * The accounts the batch touches are locked first in key order (no deadlock with another process's batch).
 * A command the batch cannot take (another kind, an allocation or school recipient, an unexpected error, or the
 * whole batch failing) is answered `null`: the caller applies it alone, as before.
 */
export interface CommandBatcher {
  /** Apply this command in the next batch; `null` means "apply it alone". */
  apply(commandId: string): Promise<{ status: string } | null>;
}

interface Waiting {
  id: string;
  resolve: (v: { status: string } | null) => void;
}

interface Done {
  item: Waiting;
  finished: Command;
  outcome: CommandOutcome | null;
}

/** Can this command go in a batch (send-likes straight to an athlete)? Its account keys, or null. */
function batchKeys(cmd: Command): string[] | null {
  if (cmd.kind !== 'send-likes' || cmd.status !== 'pending') return null;
  const p = sendLikesPayloadSchema.safeParse(cmd.payload);
  if (!p.success || p.data.athleteId == null || p.data.allocationId != null || p.data.schoolId != null)
    return null;
  return [fanAccount(p.data.fanUserId), athleteAccount(p.data.athleteId)];
}

async function runBatch(ctx: WorkerContext, items: Waiting[]): Promise<void> {
  const { sequelize } = ctx.db;
  let done: Done[];
  const alone = new Set<Waiting>();
  try {
    done = await sequelize.transaction(async (t) => {
      const out: Done[] = [];
      const cmds = await lockCommands(
        t,
        items.map((i) => i.id),
      );
      const keys = new Map(items.map((i) => [i, cmds.get(i.id) ? batchKeys(cmds.get(i.id)!) : null]));
      await lockAccountKeys(
        t,
        [...keys.values()].flatMap((k) => k ?? []),
      );
      for (const item of items) {
        const cmd = cmds.get(item.id);
        if (cmd && cmd.status !== 'pending') {
          out.push({ item, finished: cmd, outcome: null });
          continue;
        }
        if (!cmd || !keys.get(item)) {
          alone.add(item);
          continue;
        }
        try {
          const outcome = await sequelize.transaction({ transaction: t }, async (sp) => {
            const o = await sendLikes(sp, cmd, ctx);
            await finishCommand(sp, cmd.id, {
              status: 'applied',
              result: parseCommandResult('send-likes', o.result),
            });
            return o;
          });
          out.push({ item, finished: { ...cmd, status: 'applied', result: outcome.result }, outcome });
        } catch (err) {
          if (err instanceof InsufficientBalanceError || err instanceof CommandRejectedError) {
            const { code, message } = err;
            await finishCommand(t, cmd.id, { status: 'failed', code, message });
            out.push({
              item,
              finished: { ...cmd, status: 'failed', error: { code, message } },
              outcome: null,
            });
          } else alone.add(item);
        }
      }
      return out;
    });
  } catch (err) {
    ctx.logger.warn({ err, commands: items.length }, 'command batch failed; applying them one by one');
    for (const i of items) i.resolve(null);
    return;
  }
  for (const d of done) {
    d.outcome?.emit?.(ctx);
    if (d.finished.userId != null) {
      ctx.emitter.to(rooms.user(d.finished.userId)).emit('command:result', {
        commandId: d.finished.id,
        status: d.finished.status as 'applied' | 'failed',
        ...(d.finished.error ? { error: d.finished.error } : {}),
      });
    }
    d.item.resolve({ status: d.finished.status });
  }
  for (const i of alone) i.resolve(null);
}

/**
 * One batcher per worker process (in its context): jobs arriving while a batch runs wait and form the next one
 * (at most `max`), so a batch grows with the load and a lone job waits only for the tick it arrived in.
 */
export function createCommandBatcher(ctx: WorkerContext, max: number): CommandBatcher {
  const waiting: Waiting[] = [];
  let running = false;
  const kick = () => {
    if (running || waiting.length === 0) return;
    running = true;
    const batch = waiting.splice(0, max);
    void runBatch(ctx, batch)
      .catch((err: unknown) => {
        ctx.logger.error({ err }, 'command batch crashed');
        for (const i of batch) i.resolve(null);
      })
      .finally(() => {
        running = false;
        kick();
      });
  };
  return {
    apply(id) {
      return new Promise((resolve) => {
        waiting.push({ id, resolve });
        setImmediate(kick);
      });
    },
  };
}
