import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  COMMANDS,
  DomainError,
  invalid,
  toCommandView,
  type CommandKind,
  type CommandPayload,
  type CommandView,
} from '@fanlift/core';
import { idempotencyKeySchema } from '@fanlift/core/routes';
import { enqueueCommand, getCommand, stageCommand, type Command, type StageCommandInput } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { answer, refusal, type Answer, type Refusal } from '../http/answer';
import { httpStatusOfCommandError } from '../middleware/errors';

/**
 * The api's one way to run a command (DESIGN §1): stage it once per (user, idempotency key), hand it to the
 * queue, optionally wait for the worker's outcome, and answer it. Every command route goes through here.
 */

/** The request's `Idempotency-Key` (400 validation_error when missing or malformed). */
export function idempotencyKeyOf(req: Request): string {
  return idempotencyKeyFrom(req.get('idempotency-key'));
}

/** An Idempotency-Key header's value (400 validation_error when missing or malformed). */
export function idempotencyKeyFrom(value: string | undefined): string {
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Bad Idempotency-Key');
  return parsed.data;
}

/** The request's Idempotency-Key, or a fresh one (each call is then its own command). */
export function idempotencyKeyOrNew(req: Request, prefix: string): string {
  if (req.get('idempotency-key') === undefined) return `${prefix}:${randomUUID()}`;
  return idempotencyKeyOf(req);
}

/** The public view of a command, its result typed by its kind. */
export function commandView<K extends CommandKind>(kind: K, c: Command): CommandView<K> {
  return toCommandView(kind, c) as CommandView<K>;
}

const ENQUEUE_TIMEOUT_MS = 2_000;

/** Enqueue with a bound: a hung Redis must not hang the request (the re-driver covers what we miss). */
async function tryEnqueue(deps: ApiDeps, commandId: string, kind: CommandKind): Promise<boolean> {
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
async function waitForCommand(deps: ApiDeps, id: string, timeoutMs: number): Promise<Command | null> {
  const deadline = Date.now() + timeoutMs;
  let delay = 10;
  for (;;) {
    const c = await getCommand(deps.db.sequelize, id);
    if (!c || c.status !== 'pending' || Date.now() >= deadline) return c;
    await sleep(Math.min(delay, Math.max(1, deadline - Date.now())));
    delay = Math.min(delay * 1.5, 100);
  }
}

type Staged = Awaited<ReturnType<typeof stageCommand>>;
export type Stager = (input: StageCommandInput) => Promise<Staged>;

export interface CommandRun<K extends CommandKind> {
  command: Command;
  view: CommandView<K>;
  /** False when the same key and body were staged before (the same command answers again). */
  created: boolean;
  /** Whether the job is with the queue (false: staged, and the worker's re-driver will enqueue it). */
  queued: boolean;
}

/**
 * Stage a command of `kind` for `userId` (once per key: the same key with the same body is the same command,
 * with another body a 409 conflict), enqueue it and, with `waitMs`, wait that long for its outcome. The payload
 * is checked against the command map first. Nothing staged (PostgreSQL away): 503 unavailable.
 */
export async function runCommand<K extends CommandKind>(
  deps: ApiDeps,
  input: CommandInput<K>,
  opts: { waitMs?: number; stage?: Stager } = {},
): Promise<CommandRun<K>> {
  checkPayload(input.kind, input.payload);
  return stageAndWait(deps, input, opts);
}

interface CommandInput<K extends CommandKind> {
  userId: number;
  kind: K;
  idempotencyKey: string;
  payload: CommandPayload<K>;
}

/** The payload is what the command map says (the worker checks it again before it acts). */
export function checkPayload(kind: CommandKind, payload: unknown): void {
  const parsed = COMMANDS[kind].payload.safeParse(payload);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid command');
}

async function stageAndWait<K extends CommandKind>(
  deps: ApiDeps,
  input: CommandInput<K>,
  opts: { waitMs?: number; stage?: Stager },
): Promise<CommandRun<K>> {
  const { kind } = input;
  const stage = opts.stage ?? ((i: StageCommandInput) => stageCommand(deps.db.sequelize, i));
  let staged: Staged;
  try {
    staged = await stage({ ...input, payload: input.payload });
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
  const queued = command.status === 'pending' ? await tryEnqueue(deps, command.id, kind) : true;
  if (opts.waitMs && command.status === 'pending')
    command = (await waitForCommand(deps, command.id, opts.waitMs)) ?? command;
  return { command, view: commandView(kind, command), created: staged.created, queued };
}

/**
 * A command route's answer for the session user, keyed by the request's Idempotency-Key (DESIGN §1):
 * - 202 `{ commandId, status, ..., queued, replayed }` when accepted (also when Redis could not take the job: the
 *   command is staged in PostgreSQL and the worker's re-driver applies it once Redis is back);
 * - with `?wait=1` (bounded by COMMAND_TIMEOUT_MS): 200 with the applied result, or the command's error
 *   `{ error, commandId, status }` (insufficient_balance: 409), or 202 if still pending;
 * - 503 unavailable only when nothing could be staged; 409 conflict when the key was used with another body.
 * Every answer carries `Location: /api/commands/{id}`.
 */
export async function submitCommand<K extends CommandKind>(
  deps: ApiDeps,
  req: Request,
  kind: K,
  payload: CommandPayload<K>,
  stage?: Stager,
): Promise<Answer<CommandView<K>> | Refusal> {
  const me = req.user;
  if (!me) throw new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this');
  // Checked before the key, as before: a bad payload is a 400 whatever the key.
  checkPayload(kind, payload);
  const wait = req.query.wait === '1' || req.query.wait === 'true';
  return answerCommand(
    deps,
    { userId: me.id, idempotencyKey: idempotencyKeyOf(req), wait },
    kind,
    payload,
    stage,
  );
}

/** submitCommand past the request: the user, the key and `wait` already known, the payload already checked. */
export async function answerCommand<K extends CommandKind>(
  deps: ApiDeps,
  who: { userId: number; idempotencyKey: string; wait: boolean },
  kind: K,
  payload: CommandPayload<K>,
  stage?: Stager,
): Promise<Answer<CommandView<K>> | Refusal> {
  const { userId, idempotencyKey, wait } = who;
  const run = await stageAndWait(
    deps,
    { userId, kind, idempotencyKey, payload },
    { stage, waitMs: wait ? deps.config.COMMAND_TIMEOUT_MS : undefined },
  );
  const { command, view } = run;
  const location = { Location: `/api/commands/${command.id}` };
  if (wait && command.status === 'applied') return answer(200, { ...view, replayed: !run.created }, location);
  if (wait && command.status === 'failed' && command.error)
    return refusal(
      httpStatusOfCommandError(command.error.code),
      { error: command.error, commandId: command.id, status: command.status },
      location,
    );
  return answer(202, { ...view, queued: run.queued, replayed: !run.created }, location);
}
