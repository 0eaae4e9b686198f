import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { JobData, JobName } from '@fanlift/core';
import type { Database, Queues, RealtimeEmitter } from '@fanlift/db';
import type { WorkerConfig } from './config';
import type { WorkerMetrics } from '@fanlift/core/metrics';

/** What every processor may use; built once per worker process (no module singletons). */
export interface WorkerContext {
  config: WorkerConfig;
  logger: Logger;
  db: Database;
  queues: Queues;
  /** A plain Redis client (not BullMQ's) used by the emitter. */
  redis: Redis;
  /** Socket.IO emitter (through Redis); emit only after commit. Emits never throw. */
  emitter: RealtimeEmitter;
  /** Faults a reliability test injects (all 0 outside NODE_ENV=test); jobs read them here, never from env. */
  faults: WorkerFaults;
  /** This worker's Prometheus counters (absent in unit tests that build a bare context). */
  metrics?: WorkerMetrics;
}

export interface WorkerFaults {
  holdApplyMs: number;
  holdAfterCommitMs: number;
  holdStripeApplyMs: number;
}

/** The faults of a config; refuses any outside NODE_ENV=test. */
export function faultsOf(config: WorkerConfig): WorkerFaults {
  const faults = {
    holdApplyMs: config.FAULT_HOLD_APPLY_MS,
    holdAfterCommitMs: config.FAULT_HOLD_AFTER_COMMIT_MS,
    holdStripeApplyMs: config.FAULT_HOLD_STRIPE_APPLY_MS,
  };
  if (config.NODE_ENV !== 'test' && Object.values(faults).some((v) => v > 0))
    throw new Error('Worker refuses to start: FAULT_* settings are for tests only (NODE_ENV=test)');
  return faults;
}

/**
 * A job processor. `data` is already validated with `parseJobData` against the job map. Throwing makes BullMQ
 * retry (with backoff); processors must be idempotent (a job may run more than once).
 */
export type JobHandler<N extends JobName> = (
  ctx: WorkerContext,
  data: JobData<N>,
  job: Job,
) => Promise<unknown>;

export type JobHandlers = { [N in JobName]: JobHandler<N> };
