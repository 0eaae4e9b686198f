import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { JobData, JobName } from '@fanlift/core';
import type { Database, Queues, RealtimeEmitter } from '@fanlift/db';
import type { WorkerConfig } from './config';

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
