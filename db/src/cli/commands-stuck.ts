import pino from 'pino';
import { baseConfigSchema, loadConfig } from '@fanlift/core/config';
import { connectDatabase } from '../connection';
import { createQueues } from '../queues';
import { listStuckCommands, redriveStuckCommands } from '../ops';

/**
 * `npm run commands:stuck [-- --older-than-ms N] [-- --redrive]`: the commands accepted but still pending after N
 * ms (default 60000) and those the worker gave up on (internal failures), with kind, age, attempts and error.
 * `--redrive` reopens the given-up ones and makes sure each has a job (exactly once still holds).
 */
const config = loadConfig(baseConfigSchema, process.env);
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const olderThanMs = Number(arg('--older-than-ms') ?? 60_000);
const redrive = process.argv.includes('--redrive');
const db = connectDatabase({ url: config.DATABASE_URL, poolMax: 2 });
const queues = createQueues({
  redisUrl: config.REDIS_URL,
  prefix: config.QUEUE_PREFIX,
  logger: pino({ level: 'silent' }),
});
let exitCode = 0;
try {
  const stuck = await listStuckCommands(db.sequelize, { olderThanMs, limit: 500 });
  if (stuck.length === 0) console.log(`no stuck commands (pending over ${olderThanMs} ms, or given up)`);
  for (const c of stuck)
    console.log(
      `${c.status.padEnd(7)} ${c.kind.padEnd(14)} ${String(c.ageSeconds).padStart(7)} s  attempts ${c.attempts}  ${c.id}  user ${c.userId ?? '-'}${c.error ? `  ${c.error}` : ''}`,
    );
  if (redrive && stuck.length) {
    const r = await redriveStuckCommands(db.sequelize, queues, stuck);
    console.log(`re-driven: ${r.reopened} reopened, ${r.enqueued} jobs added (the others had one)`);
  }
} catch (err) {
  console.error('commands:stuck could not run:', (err as Error).message);
  exitCode = 1;
} finally {
  await queues.close();
  await db.close();
}
process.exit(exitCode);
