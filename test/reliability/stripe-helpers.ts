/** Shared set-up of the Stripe reliability tests (not a test file itself). */
import { fileApi, type TestApi } from '../helpers/api';
import { expectLedgerOk } from '../helpers/payments-stripe';
import { startProcess, type RunningProcess } from '../helpers/processes';

/** A short job lock, so jobs of a killed worker are picked up again within seconds. */
export const startStripeWorker = (env: Record<string, string> = {}) =>
  startProcess('worker', { WORKER_LOCK_DURATION_MS: '3000', ...env });

export interface StripeSuite {
  api: TestApi;
  /** The file's worker; a fault test may replace it. */
  worker: RunningProcess;
}

/**
 * Hooks of a Stripe reliability file: real PostgreSQL, Redis, the api (in-process) and a worker process; the
 * ledger invariants hold after each test.
 */
export function stripeSuite(): StripeSuite {
  const suite = { api: fileApi() } as StripeSuite;
  before(async () => {
    suite.worker = await startStripeWorker();
  });
  after(async () => {
    await suite.worker?.kill('SIGTERM');
  });
  afterEach(async () => {
    await expectLedgerOk();
  });
  return suite;
}
