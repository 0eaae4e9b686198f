/** Shared set-up of the wallet reliability tests (not a test file itself). */
import { Queue } from 'bullmq';
import type supertest from 'supertest';
import { commandJobId } from '@fanlift/db';
import { fileApi, type TestApi } from '../helpers/api';
import { testEnv } from '../helpers/env';
import { countRows, expectLedgerInvariants, newKey } from '../helpers/ledger-fixtures';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait';
import { createAthlete } from '../factories';

/** Worker settings for fault tests: a short job lock, so a killed worker's job is taken over within seconds. */
const FAST = { WORKER_LOCK_DURATION_MS: '2000', REDRIVE_INTERVAL_MS: '500' };

export const send = (agent: supertest.Agent, body: unknown, key: string | null = newKey(), query = '') => {
  const req = agent.post(`/api/likes/send${query}`);
  if (key !== null) req.set('Idempotency-Key', key);
  return req.send(body as object);
};

export const journalsOfUser = (userId: number) =>
  countRows(
    `SELECT COUNT(*)::int AS n FROM ledger_journals j WHERE j.command_id IN (SELECT id FROM commands WHERE user_id = $1)`,
    [userId],
  );

export const commandsOfUser = (userId: number) =>
  countRows(`SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1`, [userId]);

/** Worker processes started by a test file, stopped by it. */
export function workerPool() {
  const workers: RunningProcess[] = [];
  return {
    async start(env: Record<string, string> = {}) {
      const w = await startProcess('worker', { ...FAST, ...env });
      workers.push(w);
      return w;
    },
    /** Stop one worker (SIGKILL for the crash tests); answers its exit code. */
    async kill(w: RunningProcess, signal: NodeJS.Signals = 'SIGTERM') {
      workers.splice(workers.indexOf(w), 1);
      return w.kill(signal);
    },
    async stopAll() {
      await Promise.all(workers.splice(0).map((w) => w.kill('SIGTERM')));
    },
  };
}

/** The worker's log has the fault's line for this id (proof the fault was injected before we act on it). */
export const faultLogged = (w: RunningProcess, msg: string, id: string) =>
  w
    .output()
    .split('\n')
    .some((l) => l.includes(msg) && l.includes(id));

/** Wait until the ledger job of a command is active in a worker. */
export async function waitActive(commandId: string) {
  const q = new Queue('ledger', { connection: { url: testEnv.REDIS_URL }, prefix: testEnv.QUEUE_PREFIX });
  try {
    await waitFor(async () => (await (await q.getJob(commandJobId(commandId)))?.getState()) === 'active', {
      timeout: 15_000,
      message: 'the job to be active',
    });
  } finally {
    await q.close();
  }
}

export interface WalletSuite {
  api: TestApi;
  /** An athlete of this file's own (no other test sends to it). */
  athleteId: number;
  workers: ReturnType<typeof workerPool>;
}

/** Hooks of a wallet reliability file: an in-process api, an athlete, a worker pool, invariants after each. */
export function walletSuite(): WalletSuite {
  const suite: WalletSuite = { api: fileApi(), athleteId: 0, workers: workerPool() };
  before(async () => {
    suite.athleteId = (await createAthlete()).id;
  });
  after(async () => {
    await suite.workers.stopAll();
  });
  afterEach(async () => {
    await expectLedgerInvariants(60_000);
  });
  return suite;
}
