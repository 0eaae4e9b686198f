import { expect } from 'chai';
import { getCommand } from '@fanlift/db';
import { startApi, type TestApi } from '../helpers/api';
import { waitFor, waitForQueuesIdle } from '../helpers/wait';
import {
  countRows,
  expectLedgerInvariants,
  fanBalance,
  newKey,
  waitForCommandDone,
} from '../helpers/ledger-fixtures';
import { scratchRedis, type ScratchRedis } from '../helpers/ledger-redis';
import { signedInFan } from '../factories';
import { faultLogged, journalsOfUser, send, waitActive, walletSuite } from './wallet-helpers';

describe('reliability: wallet commands under faults (DESIGN §1, §4)', function () {
  this.timeout(180_000);
  const suite = walletSuite();
  const { api, workers } = suite;

  describe('worker crashes and shutdown', () => {
    afterEach(async () => {
      await workers.stopAll();
    });

    it('worker SIGKILLed mid-job (transaction open): after restart exactly one effect', async () => {
      const { agent, me } = await signedInFan(api, 10);
      const slow = await workers.start({ FAULT_HOLD_APPLY_MS: '5000', LOG_LEVEL: 'warn' });
      const res = await send(agent, { athleteId: suite.athleteId, likes: 4 });
      expect(res.status).to.equal(202);
      await waitActive(res.body.commandId);
      // The fault is in place: the worker says it holds this command's transaction open.
      await waitFor(() => faultLogged(slow, 'fault: holding the apply transaction', res.body.commandId), {
        timeout: 10_000,
        message: 'the worker to hold the transaction',
      });
      await workers.kill(slow, 'SIGKILL');
      expect((await getCommand(api.deps.db.sequelize, res.body.commandId))?.status).to.equal('pending');
      expect(await fanBalance(me.id)).to.equal(10);
      await workers.start();
      const done = await waitForCommandDone(res.body.commandId, 30_000);
      expect(done.status).to.equal('applied');
      await waitForQueuesIdle(20_000);
      expect(await fanBalance(me.id)).to.equal(6);
      expect(await journalsOfUser(me.id)).to.equal(1);
    });

    it('worker SIGKILLed after commit, before the job completed: the re-run changes nothing', async () => {
      const { agent, me } = await signedInFan(api, 10);
      const slow = await workers.start({ FAULT_HOLD_AFTER_COMMIT_MS: '5000', LOG_LEVEL: 'warn' });
      const res = await send(agent, { athleteId: suite.athleteId, likes: 3 });
      await waitForCommandDone(res.body.commandId, 15_000);
      await waitFor(() => faultLogged(slow, 'fault: holding after commit', res.body.commandId), {
        timeout: 10_000,
        message: 'the worker to hold after commit',
      });
      await workers.kill(slow, 'SIGKILL');
      await workers.start();
      await waitForQueuesIdle(30_000);
      expect(await fanBalance(me.id)).to.equal(7);
      expect(await journalsOfUser(me.id)).to.equal(1);
    });

    it('SIGTERM: the worker finishes its active job and exits 0 within 10 s', async () => {
      const { agent, me } = await signedInFan(api, 10);
      const w = await workers.start({ FAULT_HOLD_APPLY_MS: '1500' });
      const res = await send(agent, { athleteId: suite.athleteId, likes: 1 });
      await waitActive(res.body.commandId);
      const t0 = Date.now();
      const code = await workers.kill(w);
      expect(code).to.equal(0);
      expect(Date.now() - t0).to.be.lessThan(10_000);
      expect((await getCommand(api.deps.db.sequelize, res.body.commandId))?.status).to.equal('applied');
      expect(await fanBalance(me.id)).to.equal(9);
    });
  });

  describe('Redis unavailable while a fan sends likes', () => {
    let redis: ScratchRedis;
    let api2: TestApi;
    before(async () => {
      redis = scratchRedis(13379);
      await redis.start();
      api2 = await startApi({ REDIS_URL: redis.url });
    });
    after(async () => {
      await workers.stopAll();
      await api2?.close();
      await redis?.destroy();
    });

    it('answers a clear 503 (nothing accepted) or accepts and applies once Redis is back; never twice', async () => {
      const worker = await workers.start({ REDIS_URL: redis.url });
      const { agent, me } = await signedInFan(api2, 10, { tag: 'redis' });
      const warm = await send(agent, { athleteId: suite.athleteId, likes: 1 }, newKey(), '?wait=1');
      expect(warm.status).to.equal(200);

      await redis.stop();
      const key = newKey();
      const during = await send(agent, { athleteId: suite.athleteId, likes: 2 }, key);
      console.log(
        `      (while Redis was down the api answered ${during.status} ${JSON.stringify(during.body)})`,
      );
      expect([503, 202]).to.include(during.status);
      if (during.status === 503) {
        expect(during.body.error.code).to.equal('unavailable');
        expect(
          await countRows(`SELECT COUNT(*)::int AS n FROM commands WHERE idempotency_key = $1`, [key]),
        ).to.equal(0);
      }
      await redis.start();
      await waitFor(() => api2.deps.redis.status === 'ready', {
        timeout: 15_000,
        message: 'api redis to reconnect',
      });
      // the client retries with the same key: accepted (or the same command again), applied exactly once
      const retry = await waitFor(
        async () => {
          const r = await send(agent, { athleteId: suite.athleteId, likes: 2 }, key);
          return r.status === 202 ? r : null;
        },
        { timeout: 15_000, message: 'the retry to be accepted' },
      );
      if (during.status === 202) expect(retry.body.commandId).to.equal(during.body.commandId);
      const done = await waitForCommandDone(retry.body.commandId, 30_000);
      expect(done.status).to.equal('applied');
      expect(await fanBalance(me.id)).to.equal(7);
      expect(await journalsOfUser(me.id)).to.equal(2);
      await workers.kill(worker);
    });
  });

  describe('after everything', () => {
    it('leaves no accepted command unapplied once a worker runs (invariant 6)', async () => {
      await workers.start();
      await waitFor(
        async () =>
          (await countRows(`SELECT COUNT(*)::int AS n FROM commands WHERE status = 'pending'`)) === 0,
        { timeout: 15_000, message: 'no pending commands' },
      );
      await expectLedgerInvariants(0);
      await workers.stopAll();
    });
  });
});
