import type { Request, Response } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { DomainError, COMMANDS, type CommandKind, type CommandPayload } from '@fanlift/core';
import { enqueueCommand, getCommand, stageCommand, type Command, type StageCommandInput } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { sessionUser } from '../middleware/auth';
import { httpStatusOfCommandError } from '../middleware/errors';

/** `Idempotency-Key` header: 8..200 printable ASCII characters, no spaces. */
export const idempotencyKeySchema = z
  .string({ error: 'Idempotency-Key header is required' })
  .min(8, 'Idempotency-Key must be 8 to 200 characters')
  .max(200, 'Idempotency-Key must be 8 to 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces');

export function idempotencyKeyOf(req: Request): string {
  const parsed = idempotencyKeySchema.safeParse(req.get('idempotency-key'));
  if (!parsed.success)
    throw new DomainError(
      'invalid',
      'validation_error',
      parsed.error.issues[0]?.message ?? 'Bad Idempotency-Key',
    );
  return parsed.data;
}

/** The public view of a command (GET /api/commands/:id and the answers of command calls). */
export function commandView(c: Command) {
  return {
    commandId: c.id,
    kind: c.kind,
    status: c.status,
    result: c.result,
    error: c.error,
    createdAt: c.createdAt,
    appliedAt: c.appliedAt,
  };
}

const ENQUEUE_TIMEOUT_MS = 2_000;

type Staged = Awaited<ReturnType<typeof stageCommand>>;

/** Enqueue with a bound: a hung Redis must not hang the request (the re-driver covers what we miss). */
export async function tryEnqueue(deps: ApiDeps, commandId: string, kind?: CommandKind): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      deps.logger.warn({ commandId }, 'enqueue timed out; command stays staged for the re-driver');
      resolve(false);
    }, ENQUEUE_TIMEOUT_MS);
  });
  const attempt = enqueueCommand(deps.queues, commandId, kind).then(
    () => true,
    (err: unknown) => {
      deps.logger.warn(
        { err: (err as Error).message, commandId },
        'enqueue failed; command stays staged for the re-driver',
      );
      return false;
    },
  );
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Poll the command row until it is applied/failed or `timeoutMs` passed. */
export async function waitForCommand(deps: ApiDeps, id: string, timeoutMs: number): Promise<Command | null> {
  const deadline = Date.now() + timeoutMs;
  let delay = 10;
  for (;;) {
    const c = await getCommand(deps.db.sequelize, id);
    if (!c || c.status !== 'pending' || Date.now() >= deadline) return c;
    await sleep(Math.min(delay, Math.max(1, deadline - Date.now())));
    delay = Math.min(delay * 1.5, 100);
  }
}

/**
 * Stage a command for the session user and enqueue it (DESIGN §1), then answer:
 * - 202 `{ commandId, status, ... }` when accepted (also when Redis could not take the job: the command is
 *   staged in PostgreSQL and the worker's re-driver applies it once Redis is back);
 * - with `?wait=1` (bounded by COMMAND_TIMEOUT_MS): 200 `{ commandId, status: 'applied', result }`, or the
 *   command's error `{ error: { code, message }, commandId }` (insufficient_balance: 409), or 202 if still pending;
 * - 503 `unavailable` only when the command could not be staged (nothing was accepted);
 * - 409 `conflict` when the Idempotency-Key was used before with a different body.
 * The same key with the same body answers the same command (never a second effect).
 */
export async function submitCommand<K extends CommandKind>(
  deps: ApiDeps,
  req: Request,
  res: Response,
  kind: K,
  payload: CommandPayload<K>,
  /** How to stage it (default stageCommand); a fast path may check more in the same statement. */
  stage: (input: StageCommandInput) => Promise<Staged> = (input) => stageCommand(deps.db.sequelize, input),
): Promise<void> {
  const me = sessionUser(req);
  // The command map's payload schema: a command is staged only as its kind says (the worker checks it again).
  const parsed = COMMANDS[kind].payload.safeParse(payload);
  if (!parsed.success)
    throw new DomainError(
      'invalid',
      'validation_error',
      parsed.error.issues[0]?.message ?? 'Invalid command',
    );
  const idempotencyKey = idempotencyKeyOf(req);
  let staged: Staged;
  try {
    staged = await stage({ userId: me.id, kind, idempotencyKey, payload });
  } catch (err) {
    if (err instanceof DomainError) throw err;
    deps.logger.error({ err: (err as Error).message, kind }, 'could not stage command');
    throw new DomainError(
      'unavailable',
      'unavailable',
      'Could not record your request; nothing was done. Try again.',
    );
  }
  let command = staged.command;
  let queued = command.status !== 'pending';
  if (command.status === 'pending') queued = await tryEnqueue(deps, command.id, kind);

  const wait = req.query.wait === '1' || req.query.wait === 'true';
  if (wait && command.status === 'pending') {
    command = (await waitForCommand(deps, command.id, deps.config.COMMAND_TIMEOUT_MS)) ?? command;
  }
  res.setHeader('Location', `/api/commands/${command.id}`);
  if (wait && command.status === 'applied') {
    res.status(200).json({ ...commandView(command), replayed: !staged.created });
    return;
  }
  if (wait && command.status === 'failed' && command.error) {
    res
      .status(httpStatusOfCommandError(command.error.code))
      .json({ error: command.error, commandId: command.id, status: command.status });
    return;
  }
  res.status(202).json({ ...commandView(command), queued, replayed: !staged.created });
}
