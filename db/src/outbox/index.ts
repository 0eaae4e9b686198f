/**
 * The one outbox re-driver (DESIGN §1: work the client was told was accepted is never lost). Commands, emails
 * and Stripe events are staged in PostgreSQL before their job is enqueued; when Redis was down at that moment,
 * the job vanished, or it failed for good, the re-driver gives the staged row a runnable job again. Job ids are
 * deterministic and applying is idempotent (UNIQUE constraints), so any number of workers may run it at once.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { JOBS, type JobData, type JobName } from '@fanlift/core';
import { jobIdFor, type Queues } from '../queues';
import { PENDING_RANKS_SQL, rankJobData } from '../brackets/rank';
import { PENDING_UPDATE_FANOUTS_SQL, updateFanOutKey } from '../updates/fanout';
import { PENDING_THANK_FANOUTS_SQL, thanksFanOutKey } from '../updates/thanks';

/** Stripe events that match nothing are retried this long (out-of-order delivery), then recorded as unmatched. */
export const UNMATCHED_EVENT_MAX_AGE_HOURS = 72;

export interface OutboxSource<N extends JobName = JobName> {
  name: string;
  job: N;
  /** Ids of staged rows not done yet and older than $1 ms, oldest first, at most $2. */
  pendingSql: string;
  data(id: string): JobData<N>;
}

const source = <N extends JobName>(s: OutboxSource<N>): OutboxSource => s as unknown as OutboxSource;

/** Rows of a staged-work table still pending after the grace period ($1 ms), oldest first, at most $2. */
const pendingRowsOf = (table: 'commands' | 'emails') =>
  `SELECT id FROM ${table} WHERE status = 'pending' AND created_at < now() - ($1::int * interval '1 millisecond')
   ORDER BY created_at LIMIT $2`;

export const OUTBOX_SOURCES: OutboxSource[] = [
  source({
    name: 'commands',
    job: 'ledger.apply-command',
    pendingSql: pendingRowsOf('commands'),
    data: (id) => ({ commandId: id, idempotencyKey: id }),
  }),
  source({
    name: 'emails',
    job: 'email.send',
    pendingSql: pendingRowsOf('emails'),
    data: (id) => ({ emailId: id, idempotencyKey: id }),
  }),
  source({
    name: 'stripeEvents',
    job: 'ledger.stripe-event',
    pendingSql: `SELECT id FROM stripe_events
                 WHERE processed_at IS NULL
                   AND received_at < now() - ($1::int * interval '1 millisecond')
                   AND received_at > now() - interval '${UNMATCHED_EVENT_MAX_AGE_HOURS + 1} hours'
                 ORDER BY received_at LIMIT $2`,
    data: (id) => ({ stripeEventId: id, idempotencyKey: id }),
  }),
  source({
    name: 'gameEvents',
    job: 'games.apply-events',
    pendingSql: `SELECT id::text FROM game_events WHERE status = 'pending'
                   AND created_at < now() - ($1::int * interval '1 millisecond') ORDER BY created_at LIMIT $2`,
    data: (id) => ({ eventId: Number(id), idempotencyKey: gameEventJobKey(Number(id)) }),
  }),
  source({
    // Bracket rankings behind their results (a linked game went final on game day, an enqueue was lost) or
    // with entries waiting (DESIGN §5 derived figures): the id is the job's idempotency key.
    name: 'bracketRanks',
    job: 'brackets.rank',
    pendingSql: PENDING_RANKS_SQL,
    data: rankJobData,
  }),
  source({
    // Athlete updates and thank batches whose fan-out has not finished (issue 29): the job resumes at its cursor.
    name: 'updateFanOuts',
    job: 'updates.fan-out',
    pendingSql: PENDING_UPDATE_FANOUTS_SQL,
    data: (id) => ({ updateId: Number(id), idempotencyKey: updateFanOutKey(Number(id)) }),
  }),
  source({
    name: 'thankFanOuts',
    job: 'thanks.fan-out',
    pendingSql: PENDING_THANK_FANOUTS_SQL,
    data: (id) => ({ batchId: Number(id), idempotencyKey: thanksFanOutKey(Number(id)) }),
  }),
];

/** The idempotency key (hence job id) of the job that applies a staged game event. */
export function gameEventJobKey(eventId: number): string {
  return `game-event-${eventId}`;
}

/**
 * Ensure a staged row has a runnable job: add it when missing, retry it when it failed, replace it when it
 * completed without finishing the row. Active, waiting and delayed jobs are left alone.
 */
export async function ensureJob<N extends JobName>(
  queues: Queues,
  job: N,
  data: JobData<N>,
): Promise<'added' | 'retried' | 'present'> {
  const key = (data as { idempotencyKey: string }).idempotencyKey;
  const existing = await queues.queue(JOBS[job].queue).getJob(jobIdFor(job, key));
  if (!existing) {
    await queues.enqueue(job, data);
    return 'added';
  }
  const state = await existing.getState();
  if (state === 'failed') {
    await existing.retry('failed');
    return 'retried';
  }
  if (state === 'completed') {
    await existing.remove();
    await queues.enqueue(job, data);
    return 'added';
  }
  return 'present';
}

/** Re-drive one source; answers how many rows got a new or retried job. */
export async function redriveSource(
  sequelize: Sequelize,
  queues: Queues,
  src: OutboxSource,
  olderThanMs: number,
  limit = 500,
): Promise<number> {
  const rows = await sequelize.query<{ id: string }>(src.pendingSql, {
    bind: [Math.max(0, Math.floor(olderThanMs)), limit],
    type: QueryTypes.SELECT,
  });
  let n = 0;
  for (const r of rows) if ((await ensureJob(queues, src.job, src.data(r.id))) !== 'present') n++;
  return n;
}

/** Re-drive every source; answers the count per source. */
export async function redriveOutbox(
  sequelize: Sequelize,
  queues: Queues,
  olderThanMs: number,
  sources: OutboxSource[] = OUTBOX_SOURCES,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const s of sources) out[s.name] = await redriveSource(sequelize, queues, s, olderThanMs);
  return out;
}
