import type { Sequelize, Transaction } from 'sequelize';
import { COMMAND_KINDS, parseCommandResult, type CheerPayload } from '@fanlift/core';
import { applyStagedCommand, isRefusal, recordRefusal } from '../commands/apply';
import { finishCommand, getCommand, stageCommand, type Command } from '../commands';
import { pgTransaction } from '../ledger/pg-transaction';
import { chancesLeftOf } from '../rewards/spins';
import { applyCheer, type AppliedCheer, type CheerSettings } from './apply';
import { cheerInOneTrip, type CheerGoal } from './one-trip';

/** What a call applied: the cheer, the fan's spin chances after any star it awarded, and from the one-statement
 *  path the `milestone-sync` command it staged for a star (the caller enqueues it for the worker) and the game's
 *  goal after the cheer (null from the general path: the caller reads it). */
type Applied = AppliedCheer & { chancesLeft: number; starsCommand: string | null; goal: CheerGoal | null };

export interface CheerNow {
  /** The command as it stands after this call (applied, failed, or pending when another caller holds it). */
  command: Command;
  /** What this call applied (its events are the caller's to emit after commit); null for a replay or a refusal. */
  applied: Applied | null;
}

interface CheerInput {
  userId: number;
  idempotencyKey: string;
  payload: CheerPayload;
}

/** The cheer inside a transaction that holds its command row: the ledger, the message, and the command's result. */
async function applyHeld(t: Transaction, cmd: Command, settings: CheerSettings) {
  const applied = await applyCheer(t, cmd, settings);
  const chancesLeft = applied.stars.newStars.length
    ? (await chancesLeftOf(t, applied.fanUserId)).chancesLeft
    : 0;
  return {
    result: parseCommandResult(COMMAND_KINDS.cheer, applied.result),
    applied: { ...applied, chancesLeft, starsCommand: null, goal: null },
  };
}

/**
 * A cheer applied by the caller at once (realtime's `chat:cheer`, issue 28), exactly once per (user, idempotency
 * key) like every command, and the same command as POST /api/games/{id}/cheers with that key (a key reused with
 * another body: DomainError 'conflict').
 * - A new key, the common case: ONE statement stages and applies it (cheerInOneTrip, migration 0160), with the
 *   rows and locks of the general path.
 * - A new key otherwise: ONE transaction stages the command and applies it (the ledger through applyCheer, as the
 *   worker applies a cheer staged by the api) and records its result.
 *   Either way nothing is committed unless all of it is, so a process that dies on the way leaves nothing, and
 *   the client, never answered, retries with its key.
 * - A cheer the ledger refused: staged once and recorded as the failed command with the ledger's words.
 * - A key seen before: the general path (stage once, applyStagedCommand), which answers the stored outcome (or
 *   applies a command another caller staged and left pending).
 */
export async function cheerNow(
  sequelize: Sequelize,
  input: CheerInput,
  settings: CheerSettings,
  /** Called right after the commit with what this call applied (emit its events here: before the command's read). */
  onApplied?: (applied: Applied, commandId: string) => void,
): Promise<CheerNow> {
  const stage = { ...input, kind: COMMAND_KINDS.cheer };
  const fast = await cheerInOneTrip(sequelize, input, settings);
  let done: { id: string; applied: Applied } | null = fast
    ? {
        id: fast.commandId,
        applied: { ...fast.applied, chancesLeft: 0, starsCommand: fast.starsCommand, goal: fast.goal },
      }
    : null;
  let refused: { code: string; message: string } | null = null;
  if (!done)
    try {
      done = await pgTransaction(sequelize, async (t) => {
        const staged = await stageCommand(sequelize, stage, { transaction: t });
        if (!staged.created) return null;
        const out = await applyHeld(t, staged.command, settings);
        await finishCommand(t, staged.command.id, { status: 'applied', result: out.result });
        return { id: staged.command.id, applied: out.applied };
      });
    } catch (err) {
      if (!isRefusal(err)) throw err;
      refused = err;
    }
  if (done) {
    onApplied?.(done.applied, done.id);
    const command = await getCommand(sequelize, done.id);
    if (!command) throw new Error(`cheer command ${done.id} vanished after its commit`);
    return { command, applied: done.applied };
  }
  const staged = await stageCommand(sequelize, stage);
  if (staged.command.status !== 'pending') return { command: staged.command, applied: null };
  // Refused just now: recorded as the failed command with the ledger's words, without applying it a second time.
  if (refused && staged.created) {
    await recordRefusal(sequelize, staged.command.id, refused);
    return { command: (await getCommand(sequelize, staged.command.id)) ?? staged.command, applied: null };
  }
  const { outcome } = await applyStagedCommand(sequelize, staged.command.id, (t, cmd) =>
    applyHeld(t, cmd, settings),
  );
  const applied = outcome?.applied ?? null;
  if (applied) onApplied?.(applied, staged.command.id);
  const command = (await getCommand(sequelize, staged.command.id)) ?? staged.command;
  return { command, applied };
}
