import { QueryTypes, type Sequelize } from 'sequelize';
import type { Queues } from '../queues';
import { ensureCommandJob } from '../commands';

/** A command an operator should look at: accepted but still pending after a while, or given up on. */
export interface StuckCommand {
  id: string;
  userId: number | null;
  kind: string;
  status: 'pending' | 'failed';
  ageSeconds: number;
  attempts: number;
  error: string | null;
}

/**
 * Pending for longer than `olderThanMs`, or failed for an infrastructure reason (error code `internal`: the worker
 * gave up after its attempts). Commands refused for a domain reason (insufficient balance, ...) are final answers
 * the client was given, never stuck.
 */
export async function listStuckCommands(
  sequelize: Sequelize,
  { olderThanMs = 60_000, limit = 100 } = {},
): Promise<StuckCommand[]> {
  return sequelize.query<StuckCommand>(
    `SELECT id, user_id AS "userId", kind, status, attempts,
            EXTRACT(EPOCH FROM now() - created_at)::int AS "ageSeconds",
            CASE WHEN error_code IS NULL THEN NULL ELSE error_code || ': ' || COALESCE(error_message, '') END AS error
       FROM commands
      WHERE (status = 'pending' AND created_at < now() - make_interval(secs => $1 / 1000.0))
         OR (status = 'failed' AND error_code = 'internal')
      ORDER BY created_at LIMIT $2`,
    { bind: [olderThanMs, limit], type: QueryTypes.SELECT },
  );
}

/**
 * Re-drive stuck commands: a given-up command goes back to pending (attempts reset), and each gets a runnable
 * job. Safe to repeat and to run beside the workers: applying stays exactly once (the command row is locked and
 * its journal's cause key is UNIQUE).
 */
export async function redriveStuckCommands(
  sequelize: Sequelize,
  queues: Queues,
  stuck: StuckCommand[],
): Promise<{ reopened: number; enqueued: number }> {
  const failed = stuck.filter((c) => c.status === 'failed').map((c) => c.id);
  const reopened = failed.length
    ? await sequelize.query<{ id: string }>(
        `UPDATE commands SET status = 'pending', attempts = 0, error_code = NULL, error_message = NULL, applied_at = NULL
          WHERE id = ANY($1::uuid[]) AND status = 'failed' AND error_code = 'internal' RETURNING id`,
        { bind: [failed], type: QueryTypes.SELECT },
      )
    : [];
  let enqueued = 0;
  for (const c of stuck) if ((await ensureCommandJob(queues, c.id)) !== 'present') enqueued++;
  return { reopened: reopened.length, enqueued };
}
