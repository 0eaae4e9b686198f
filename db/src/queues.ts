import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { JOBS, QUEUES, parseJobData, type JobData, type JobName, type QueueName } from '@fanlift/core';

export interface Queues {
  /** Typed by the job map; validates the payload; the job id is deterministic (name + idempotency key). */
  enqueue<N extends JobName>(name: N, data: JobData<N>, opts?: Omit<JobsOptions, 'jobId'>): Promise<string>;
  queue(name: QueueName): Queue;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 200 },
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 24 * 3600 },
};

export function jobIdFor(name: JobName, idempotencyKey: string): string {
  // BullMQ job ids may not contain ':'.
  return `${name}__${idempotencyKey}`.replace(/:/g, '_');
}

export function createQueues(opts: { redisUrl: string; prefix: string; logger?: Logger }): Queues {
  const connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  connection.on('error', (err) => opts.logger?.warn({ err: err.message }, 'queue redis error'));
  const queues = new Map<QueueName, Queue>();
  const queue = (name: QueueName) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection, prefix: opts.prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
      q.on('error', (err) => opts.logger?.warn({ err: err.message, queue: name }, 'queue error'));
      queues.set(name, q);
    }
    return q;
  };
  return {
    async enqueue(name, data, jobOpts) {
      const parsed = parseJobData(name, data);
      const jobId = jobIdFor(name, (parsed as { idempotencyKey: string }).idempotencyKey);
      await queue(JOBS[name].queue).add(name, parsed, { ...jobOpts, jobId });
      return jobId;
    },
    queue,
    async ping() {
      try {
        return (await connection.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      connection.disconnect();
    },
  };
}

export { QUEUES };
