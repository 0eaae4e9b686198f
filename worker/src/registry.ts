import { UnrecoverableError, type Job } from 'bullmq';
import { JOBS, parseJobData, type JobName, type QueueName } from '@fanlift/core';
import type { JobHandler, JobHandlers, WorkerContext } from './context';
import { applyCommandJob } from './jobs/ledger/apply-command-job';
import { stripeEventJob } from './jobs/payments/stripe-event-job';
import { sendEmailJob } from './jobs/email/send-email-job';
import { applyGameEventsJob } from './jobs/games/apply-events-job';
import { demoTickJob } from './jobs/games/demo-tick-job';
import { goalCorrectJob } from './jobs/games/goal-correct-job';
import { rankBracketJob } from './jobs/brackets/rank-job';
import { thanksFanOutJob, updateFanOutJob } from './jobs/updates/fan-out';

/** One handler per job name of the job map (the type makes a missing one a compile error). */
export const handlers: JobHandlers = {
  'ledger.apply-command': applyCommandJob,
  'ledger.stripe-event': stripeEventJob,
  'email.send': sendEmailJob,
  'games.apply-events': applyGameEventsJob,
  'games.goal-correct': goalCorrectJob,
  'games.demo-tick': demoTickJob,
  'brackets.rank': rankBracketJob,
  'updates.fan-out': updateFanOutJob,
  'thanks.fan-out': thanksFanOutJob,
};

/** Refuse to start when a job name in JOBS has no handler (or a handler names no job). */
export function assertHandlersComplete(h: Partial<Record<string, unknown>> = handlers): void {
  const missing = Object.keys(JOBS).filter((name) => typeof h[name] !== 'function');
  const unknown = Object.keys(h).filter((name) => !(name in JOBS));
  if (missing.length || unknown.length) {
    throw new Error(
      `Worker refuses to start: ${missing.length ? `no handler for job(s) ${missing.join(', ')}` : ''}` +
        `${missing.length && unknown.length ? '; ' : ''}${unknown.length ? `handler(s) for unknown job(s) ${unknown.join(', ')}` : ''}`,
    );
  }
}

export function jobNamesOf(queue: QueueName): JobName[] {
  return (Object.keys(JOBS) as JobName[]).filter((n) => JOBS[n].queue === queue);
}

/** The BullMQ processor of one queue: dispatch by job name, validate job.data, run the handler. */
export function queueProcessor(ctx: WorkerContext, queue: QueueName, h: JobHandlers = handlers) {
  const names = new Set<string>(jobNamesOf(queue));
  return async (job: Job): Promise<unknown> => {
    if (!names.has(job.name)) throw new Error(`Job ${job.name} does not belong to queue ${queue}`);
    const name = job.name as JobName;
    let data;
    try {
      data = parseJobData(name, job.data);
    } catch (err) {
      // A malformed payload never becomes valid: fail the job now instead of retrying it.
      throw new UnrecoverableError(`Invalid data for job ${name}: ${(err as Error).message}`);
    }
    const handler = h[name] as JobHandler<typeof name>;
    return handler(ctx, data, job);
  };
}
