import { createHash, randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { DomainError, type CommandKind } from '@fanlift/core';
import { jobIdFor, type Queues } from '../queues';
import { OUTBOX_SOURCES, ensureJob, redriveSource } from '../outbox';
import { txQuery } from '../ledger/tx';

export * from './email';
export * from './email-delivery';
export * from './apply-send-one-trip';

/**
 * Durable commands (DESIGN §1): the api stages a command in PostgreSQL (UNIQUE user + idempotency key)
 * before it enqueues `ledger.apply-command`; the worker applies it once and records the outcome; the
 * re-driver re-enqueues commands still pending, so a command told accepted is never lost.
 */
export type CommandStatus = 'pending' | 'applied' | 'failed';

export interface Command<P = Record<string, unknown>> {
  id: string;
  userId: number | null;
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  payload: P;
  status: CommandStatus;
  result: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
  attempts: number;
  createdAt: string;
  appliedAt: string | null;
}

interface CommandRow {
  id: string;
  user_id: number | null;
  kind: string;
  idempotency_key: string;
  request_hash: string;
  payload: Record<string, unknown>;
  status: CommandStatus;
  result: Record<string, unknown> | null;
  error_code: string | null;
  error_message: string | null;
  attempts: number;
  created_at: Date | string;
  applied_at: Date | string | null;
}

const COMMAND_COLUMNS =
  'id, user_id, kind, idempotency_key, request_hash, payload, status, result, error_code, error_message, attempts, created_at, applied_at';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function toCommand<P = Record<string, unknown>>(r: CommandRow): Command<P> {
  return {
    id: r.id,
    userId: r.user_id,
    kind: r.kind,
    idempotencyKey: r.idempotency_key,
    requestHash: r.request_hash,
    payload: r.payload as P,
    status: r.status,
    result: r.result,
    error: r.error_code ? { code: r.error_code, message: r.error_message ?? r.error_code } : null,
    attempts: r.attempts,
    createdAt: iso(r.created_at)!,
    appliedAt: iso(r.applied_at),
  };
}

/** JSON with object keys sorted at every level (so equal bodies hash equally whatever their key order). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

export function requestHash(kind: string, payload: unknown): string {
  return createHash('sha256')
    .update(`${kind}\n${canonicalJson(payload)}`)
    .digest('hex');
}

export interface StageCommandInput {
  userId: number;
  /** A kind of core's command map (COMMANDS). */
  kind: CommandKind;
  idempotencyKey: string;
  payload: Record<string, unknown>;
}

/**
 * Stage a command exactly once per (user, idempotency key), whatever its kind (UNIQUE, migration 0006). Same key +
 * same kind and body: the existing command (created: false). Same key + another kind or body: a conflict
 * 'conflict'. Optionally inside a transaction.
 */
export async function stageCommand(
  sequelize: Sequelize,
  input: StageCommandInput,
  opts: { transaction?: Transaction } = {},
): Promise<{ command: Command; created: boolean }> {
  const hash = requestHash(input.kind, input.payload);
  const inserted = await sequelize.query<CommandRow>(
    `INSERT INTO commands (id, user_id, kind, idempotency_key, request_hash, payload)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING
     RETURNING *`,
    {
      bind: [
        randomUUID(),
        input.userId,
        input.kind,
        input.idempotencyKey,
        hash,
        canonicalJson(input.payload),
      ],
      type: QueryTypes.SELECT,
      transaction: opts.transaction,
    },
  );
  if (inserted.length > 0) return { command: toCommand(inserted[0]), created: true };
  const [existing] = await sequelize.query<CommandRow>(
    `SELECT * FROM commands WHERE user_id IS NOT DISTINCT FROM $1 AND idempotency_key = $2`,
    {
      bind: [input.userId, input.idempotencyKey],
      type: QueryTypes.SELECT,
      transaction: opts.transaction,
    },
  );
  if (!existing) throw new Error('Command vanished after a conflicting insert');
  // The hash covers the kind and the body: the same key on another command or with another body is refused.
  if (existing.request_hash !== hash) {
    throw new DomainError(
      'conflict',
      'conflict',
      existing.kind !== input.kind
        ? 'This Idempotency-Key was already used for another kind of request; nothing was done'
        : 'This Idempotency-Key was already used with a different request; nothing was done',
    );
  }
  return { command: toCommand(existing), created: false };
}

export async function getCommand(
  sequelize: Sequelize,
  id: string,
  opts: { transaction?: Transaction; lock?: boolean } = {},
): Promise<Command | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const sql = `SELECT ${COMMAND_COLUMNS} FROM commands WHERE id = $1${opts.lock ? ' FOR UPDATE' : ''}`;
  const rows = opts.transaction
    ? await txQuery<CommandRow>(
        opts.transaction,
        sql,
        [id],
        opts.lock ? 'fanlift_command_lock' : 'fanlift_command_get',
      )
    : await sequelize.query<CommandRow>(sql, { bind: [id], type: QueryTypes.SELECT });
  return rows[0] ? toCommand(rows[0]) : null;
}

/** Record the outcome of a command (inside the transaction that applied it). */
export async function finishCommand(
  t: Transaction,
  id: string,
  outcome:
    | { status: 'applied'; result: Record<string, unknown> }
    | { status: 'failed'; code: string; message: string },
): Promise<void> {
  await txQuery(
    t,
    `UPDATE commands SET status = $2, result = $3::jsonb, error_code = $4, error_message = $5, applied_at = now(),
       attempts = attempts + 1
     WHERE id = $1`,
    [
      id,
      outcome.status,
      outcome.status === 'applied' ? JSON.stringify(outcome.result) : null,
      outcome.status === 'failed' ? outcome.code : null,
      outcome.status === 'failed' ? outcome.message : null,
    ],
    'fanlift_command_finish',
  );
}

/** The job id of a command's `ledger.apply-command` job. The job's idempotency key is the command id (unique). */
export function commandJobId(commandId: string): string {
  return jobIdFor('ledger.apply-command', commandId);
}

export async function enqueueCommand(queues: Queues, commandId: string, kind?: CommandKind): Promise<string> {
  return queues.enqueue('ledger.apply-command', {
    commandId,
    idempotencyKey: commandId,
    ...(kind ? { kind } : {}),
  });
}

/** Ensure there is a runnable job for this command (see ensureJob in ../outbox). */
export function ensureCommandJob(
  queues: Queues,
  commandId: string,
): Promise<'added' | 'retried' | 'present'> {
  return ensureJob(queues, 'ledger.apply-command', { commandId, idempotencyKey: commandId });
}

/** Re-enqueue commands still pending after `olderThanMs`: the outbox re-driver's `commands` source. */
export function redrivePending(
  sequelize: Sequelize,
  queues: Queues,
  olderThanMs: number,
  opts: { limit?: number } = {},
): Promise<number> {
  const commands = OUTBOX_SOURCES.find((src) => src.name === 'commands')!;
  return redriveSource(sequelize, queues, commands, olderThanMs, opts.limit);
}
export * from './kinds';
export * from './stage-send';
