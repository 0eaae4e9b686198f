import { expect } from 'chai';
import supertest from 'supertest';
import { Queue } from 'bullmq';
import { io as ioClient, type Socket } from 'socket.io-client';
import {
  commandJobId,
  createQueues,
  enqueueCommand,
  getCommand,
  stageCommand,
  type Queues,
} from '@fanlift/db';
import { login, startApi, uniqueEmail, type TestApi } from '../helpers/api';
import { testEnv } from '../helpers/env';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor, waitForQueuesIdle, waitForSocketEvent } from '../helpers/wait';
import {
  anyAthlete,
  anySchool,
  countRows,
  creditFan,
  expectLedgerInvariants,
  fanBalance,
  newKey,
  waitForCommandDone,
} from '../helpers/ledger-fixtures';
import { scratchRedis, type ScratchRedis } from '../helpers/ledger-redis';

/** Worker settings for fault tests: a short job lock, so a killed worker's job is taken over within seconds. */
const FAST = { WORKER_LOCK_DURATION_MS: '2000', REDRIVE_INTERVAL_MS: '500' };

const send = (agent: supertest.Agent, body: unknown, key: string | null = newKey(), query = '') => {
  const req = agent.post(`/api/likes/send${query}`);
  if (key !== null) req.set('Idempotency-Key', key);
  return req.send(body as object);
};

const journalsOfUser = (userId: number) =>
  countRows(
    `SELECT COUNT(*)::int AS n FROM ledger_journals j WHERE j.command_id IN (SELECT id FROM commands WHERE user_id = $1)`,
    [userId],
  );

describe('reliability: wallet commands (DESIGN §1, §4)', function () {
  this.timeout(180_000);
  let api: TestApi;
  let athleteId: number;
  const workers: RunningProcess[] = [];
  const startWorker = async (env: Record<string, string> = {}) => {
    const w = await startProcess('worker', { ...FAST, ...env });
    workers.push(w);
    return w;
  };
  /** The worker's log has the fault's line for this id (proof the fault was injected before we act on it). */
  const faultLogged = (w: RunningProcess, msg: string, id: string) =>
    w
      .output()
      .split('\n')
      .some((l) => l.includes(msg) && l.includes(id));
  const stopWorkers = async () => {
    await Promise.all(workers.splice(0).map((w) => w.kill('SIGTERM')));
  };

  before(async () => {
    api = await startApi();
    athleteId = (await anyAthlete(5)).id;
  });
  after(async () => {
    await stopWorkers();
    await api.close();
  });
  afterEach(async () => {
    await expectLedgerInvariants(60_000);
  });

  async function newFan(likes = 0) {
    const agent = api.agent();
    const me = await login(agent, uniqueEmail('wallet'), 'fan');
    if (likes) await creditFan(me.id, likes);
    return { agent, me };
  }

  describe('validation and authorisation (nothing written)', () => {
    it('refuses amounts 0, -5, 1.5, "1e9", 2^63 and other non-integers with 400 and stages nothing', async () => {
      const { agent, me } = await newFan(10);
      for (const likes of [0, -5, 1.5, '1e9', 2 ** 63, '5', 1e9, 100_001, null, true, [], {}, Number.NaN]) {
        const res = await send(agent, { athleteId, likes });
        expect(res.status, `likes=${JSON.stringify(likes)}`).to.equal(400);
        expect(res.body.error.code).to.equal('validation_error');
      }
      const raw = await agent
        .post('/api/likes/send')
        .set('Idempotency-Key', newKey())
        .set('Content-Type', 'application/json')
        .send(`{"athleteId":${athleteId},"likes":9223372036854775808}`);
      expect(raw.status).to.equal(400);
      // bad bodies: two recipients, none, unknown fields, string ids
      for (const body of [
        { likes: 1 },
        { athleteId, schoolId: 1, likes: 1 },
        { athleteId, likes: 1, extra: 1 },
        { athleteId: String(athleteId), likes: 1 },
      ]) {
        expect((await send(agent, body)).status, JSON.stringify(body)).to.equal(400);
      }
      // the Idempotency-Key header is required, 8..200 characters
      expect((await send(agent, { athleteId, likes: 1 }, null)).status).to.equal(400);
      expect((await send(agent, { athleteId, likes: 1 }, 'short')).status).to.equal(400);
      expect((await send(agent, { athleteId, likes: 1 }, 'x'.repeat(201))).status).to.equal(400);
      expect(await countRows(`SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1`, [me.id])).to.equal(
        0,
      );
      expect(await fanBalance(me.id)).to.equal(10);
    });

    it("refuses a fan naming another fan's id anywhere (403/404) and changes nothing", async () => {
      const victim = await newFan(10);
      const attacker = await newFan(10);
      for (const field of ['fanID', 'fanId', 'userId']) {
        const res = await send(attacker.agent, { athleteId, likes: 1, [field]: victim.me.id });
        expect(res.status, field).to.equal(403);
        const res2 = await send(attacker.agent, { athleteId, likes: 1, [field]: String(victim.me.id) });
        expect(res2.status, field).to.equal(403);
      }
      expect((await attacker.agent.get(`/api/walletTransactions/${victim.me.id}`)).status).to.equal(403);
      const [victimTx] = (await victim.agent.get(`/api/walletTransactions/${victim.me.id}`)).body
        .transactions;
      expect(victimTx).to.include({ type: 'gift', likes: 10, status: 'succeeded' });
      expect((await attacker.agent.get(`/api/singleTransaction/${victimTx.id}`)).status).to.equal(404);
      expect((await victim.agent.get(`/api/singleTransaction/${victimTx.id}`)).body).to.include({
        id: victimTx.id,
        likes: 10,
      });
      expect(
        (await attacker.agent.get(`/api/athlete-wallet/get-athlete-wallet/${athleteId}`)).status,
      ).to.equal(403);
      expect(
        (await attacker.agent.post('/api/athlete-wallet/post-athlete-wallet').send({ athleteId })).status,
      ).to.equal(403);
      // someone else's command is invisible
      const { agent: other } = await newFan();
      const mine = await send(victim.agent, { athleteId, likes: 1 });
      expect(mine.status).to.equal(202);
      expect((await other.get(`/api/commands/${mine.body.commandId}`)).status).to.equal(404);
      await api.deps.db.sequelize.query(
        `UPDATE commands SET status = 'failed', error_code = 'test', applied_at = now() WHERE id = $1`,
        {
          bind: [mine.body.commandId],
        },
      );
      // an athlete cannot send likes; a visitor cannot either
      const ath = api.agent();
      await login(ath, uniqueEmail('ath'), 'athlete');
      expect((await send(ath, { athleteId, likes: 1 })).status).to.equal(403);
      expect((await send(api.agent(), { athleteId, likes: 1 })).status).to.equal(401);
      expect(await fanBalance(victim.me.id)).to.equal(10);
      expect(await fanBalance(attacker.me.id)).to.equal(10);
      expect(
        await countRows(`SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1`, [attacker.me.id]),
      ).to.equal(0);
    });

    it('answers 404 for a recipient that does not exist (nothing staged)', async () => {
      const { agent, me } = await newFan(5);
      expect((await send(agent, { athleteId: 2_000_000_000, likes: 1 })).status).to.equal(404);
      expect((await send(agent, { schoolId: 2_000_000_000, likes: 1 })).status).to.equal(404);
      expect((await send(agent, { allocationId: 2_000_000_000, likes: 1 })).status).to.equal(404);
      expect(await countRows(`SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1`, [me.id])).to.equal(
        0,
      );
    });
  });

  describe('with two worker processes', () => {
    before(async () => {
      await Promise.all([startWorker(), startWorker()]);
    });
    after(async () => {
      await stopWorkers();
    });

    it('balance 10, 20 concurrent spends of 1: exactly 10 succeed, none below 0, the rest insufficient_balance', async () => {
      const { agent, me } = await newFan(10);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => send(agent, { athleteId, likes: 1 })),
      );
      expect(answers.map((a) => a.status)).to.deep.equal(Array(20).fill(202));
      const done = await Promise.all(answers.map((a) => waitForCommandDone(a.body.commandId)));
      expect(done.filter((c) => c.status === 'applied')).to.have.length(10);
      const failed = done.filter((c) => c.status === 'failed');
      expect(failed).to.have.length(10);
      for (const f of failed) expect(f.error?.code).to.equal('insufficient_balance');
      expect(await fanBalance(me.id)).to.equal(0);
      const wallet = await agent.get(`/api/walletTransactions/${me.id}`);
      expect(wallet.body.balance).to.equal(0);
      expect(wallet.body.transactions.filter((t: { type: string }) => t.type === 'used')).to.have.length(10);
      expect((await agent.get('/api/wallet/balance')).body).to.deep.equal({ balance: 0 });
      // with ?wait=1 an over-spend answers 409 insufficient_balance
      const over = await send(agent, { athleteId, likes: 1 }, newKey(), '?wait=1');
      expect(over.status).to.equal(409);
      expect(over.body.error.code).to.equal('insufficient_balance');
    });

    it('same Idempotency-Key + same body: same answer, one effect; a different body: 409', async () => {
      const { agent, me } = await newFan(10);
      const key = newKey();
      const school = await anySchool();
      const first = await send(agent, { schoolId: school.id, likes: 3 }, key, '?wait=1');
      expect(first.status).to.equal(200);
      expect(first.body).to.include({ status: 'applied' });
      expect(first.body.result).to.include({ likes: 3, balance: 7, schoolId: school.id });
      const again = await send(agent, { likes: 3, schoolId: school.id }, key, '?wait=1');
      expect(again.status).to.equal(200);
      expect(again.body.commandId).to.equal(first.body.commandId);
      expect(again.body.result).to.deep.equal(first.body.result);
      const noWait = await send(agent, { schoolId: school.id, likes: 3 }, key);
      expect(noWait.status).to.equal(202);
      expect(noWait.body).to.include({ commandId: first.body.commandId, status: 'applied' });
      const conflict = await send(agent, { schoolId: school.id, likes: 4 }, key);
      expect(conflict.status).to.equal(409);
      expect(conflict.body.error.code).to.equal('conflict');
      expect(await fanBalance(me.id)).to.equal(7);
      expect(await journalsOfUser(me.id)).to.equal(1);
      const cmd = await agent.get(`/api/commands/${first.body.commandId}`);
      expect(cmd.body).to.include({ commandId: first.body.commandId, status: 'applied', kind: 'send-likes' });
      // The client-priced spend is gone: the price of a spend is always the server's (issue 8).
      const spent = await agent
        .post('/api/wallet/spend?wait=1')
        .set('Idempotency-Key', newKey())
        .send({ likes: 2, description: 'Signed jersey' });
      expect(spent.status).to.equal(404);
      expect(await fanBalance(me.id)).to.equal(7);
      expect(await countRows(`SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1`, [me.id])).to.equal(
        1,
      );
    });

    it('one Idempotency-Key per user across every command: the same key on /likes/send then a (server-priced) spend is a 409, one effect', async () => {
      const { agent, me } = await newFan(10);
      const key = newKey();
      const sent = await send(agent, { athleteId, likes: 3 }, key, '?wait=1');
      expect(sent.status).to.equal(200);
      expect(sent.body.result).to.include({ balance: 7 });
      // A spend is staged by the server with its own price (the marketplace purchase will do this).
      const spend = (k: string) =>
        stageCommand(api.deps.db.sequelize, {
          userId: me.id,
          kind: 'spend',
          idempotencyKey: k,
          payload: { fanUserId: me.id, likes: 3, description: 'Signed jersey' },
        });
      // Concurrent attempts too: every one is refused, none is a second effect.
      const reused = await Promise.allSettled([spend(key), spend(key), spend(key)]);
      for (const r of reused) {
        expect(r.status).to.equal('rejected');
        const err = (r as PromiseRejectedResult).reason as { kind: string; code: string; message: string };
        expect(err.kind).to.equal('conflict');
        expect(err.code).to.equal('conflict');
        expect(err.message).to.match(/another kind of request/);
      }
      // And the other way round: a key first used for a spend cannot send likes.
      const key2 = newKey();
      const staged = await spend(key2);
      await enqueueCommand(api.deps.queues, staged.command.id);
      expect((await waitForCommandDone(staged.command.id)).status).to.equal('applied');
      const crossed = await send(agent, { athleteId, likes: 3 }, key2, '?wait=1');
      expect(crossed.status).to.equal(409);
      expect(await fanBalance(me.id)).to.equal(4);
      expect(await journalsOfUser(me.id)).to.equal(2);
      expect(await countRows(`SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1`, [me.id])).to.equal(
        2,
      );
      // Another user may use the same key: keys are scoped per user.
      const other = await newFan(5);
      expect((await send(other.agent, { athleteId, likes: 1 }, key, '?wait=1')).status).to.equal(200);
    });

    it('staged but not enqueued (Redis refused the job): 202, then the re-driver applies it exactly once', async () => {
      const { agent, me } = await newFan(5);
      const real = api.deps.queues;
      const dead: Queues = createQueues({
        redisUrl: 'redis://127.0.0.1:13390',
        prefix: testEnv.QUEUE_PREFIX,
      });
      api.deps.queues = dead;
      let res;
      try {
        res = await send(agent, { athleteId, likes: 2 });
      } finally {
        api.deps.queues = real;
        await dead.close();
      }
      expect(res.status).to.equal(202);
      expect(res.body).to.include({ status: 'pending', queued: false });
      const done = await waitForCommandDone(res.body.commandId, 20_000);
      expect(done.status).to.equal('applied');
      expect(await fanBalance(me.id)).to.equal(3);
      expect(await journalsOfUser(me.id)).to.equal(1);
    });

    it('after commit the worker emits wallet:balance, athlete:likes and command:result through the realtime node', async () => {
      const realtime = await startProcess('realtime');
      const agent = api.agent();
      const login1 = await agent
        .post('/api/auth/dev-login')
        .send({ email: uniqueEmail('rt'), userType: 'fan' });
      const me = login1.body as { id: number };
      const cookie = ([] as string[])
        .concat(login1.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ');
      await creditFan(me.id, 5);
      const socket: Socket = ioClient(realtime.url, {
        transports: ['websocket'],
        extraHeaders: { cookie },
        reconnection: false,
        forceNew: true,
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        socket.emit('athlete:watch', { athleteId });
        await new Promise((r) => setTimeout(r, 200));
        const balance = waitForSocketEvent<{
          balance: number;
          transaction: { likes: number; type: string } | null;
        }>(socket, 'wallet:balance');
        const likes = waitForSocketEvent<{ athleteId: number; likes: number; sumTotalInCents: number }>(
          socket,
          'athlete:likes',
        );
        const result = waitForSocketEvent<{ commandId: string; status: string }>(socket, 'command:result');
        const res = await send(agent, { athleteId, likes: 2 });
        expect(res.status).to.equal(202);
        const b = await balance;
        expect(b.balance).to.equal(3);
        expect(b.transaction).to.include({ likes: 2, type: 'used' });
        const l = await likes;
        expect(l.athleteId).to.equal(athleteId);
        expect(l.sumTotalInCents).to.equal(l.likes * 100);
        expect(await result).to.deep.equal({ commandId: res.body.commandId, status: 'applied' });
      } finally {
        socket.close();
        await realtime.kill('SIGTERM');
      }
    });

    it('athlete wallet, allocations and the athlete room data follow the ledger', async () => {
      const { agent } = await newFan(6);
      const before = (
        await api.deps.db.sequelize.query(
          `SELECT likes_received FROM athlete_profiles WHERE id = ${athleteId}`,
        )
      )[0][0] as { likes_received: number };
      const r = await send(agent, { athleteId, likes: 6 }, newKey(), '?wait=1');
      expect(r.status).to.equal(200);
      expect(r.body.result.recipientLikes).to.equal(Number(before.likes_received) + 6);
      const admin = api.agent();
      await login(admin, 'admin@test.dev', 'fan');
      const w = await admin.get(`/api/athlete-wallet/get-athlete-wallet/${athleteId}`);
      expect(w.status).to.equal(200);
      expect(w.body).to.include({
        athleteId,
        likes: Number(before.likes_received) + 6,
        sumTotalInCents: (Number(before.likes_received) + 6) * 100,
      });
      expect(w.body.supporters).to.be.greaterThan(0);
      expect(w.body.recent[0]).to.include({ likes: 6, kind: 'send-likes' });
      const ensured = await admin.post('/api/athlete-wallet/post-athlete-wallet').send({ athleteId });
      expect(ensured.status).to.equal(200);
      const allocs = await api.agent().get(`/api/athletes/${athleteId}/allocations`);
      expect(allocs.status).to.equal(200);
      expect(allocs.body.allocations).to.be.an('array');
    });
  });

  describe('worker crashes and shutdown', () => {
    afterEach(async () => {
      await stopWorkers();
    });

    async function waitActive(commandId: string) {
      const q = new Queue('ledger', { connection: { url: testEnv.REDIS_URL }, prefix: testEnv.QUEUE_PREFIX });
      try {
        await waitFor(
          async () => (await (await q.getJob(commandJobId(commandId)))?.getState()) === 'active',
          {
            timeout: 15_000,
            message: 'the job to be active',
          },
        );
      } finally {
        await q.close();
      }
    }

    it('worker SIGKILLed mid-job (transaction open): after restart exactly one effect', async () => {
      const { agent, me } = await newFan(10);
      const slow = await startWorker({ FAULT_HOLD_APPLY_MS: '5000', LOG_LEVEL: 'warn' });
      const res = await send(agent, { athleteId, likes: 4 });
      expect(res.status).to.equal(202);
      await waitActive(res.body.commandId);
      // The fault is in place: the worker says it holds this command's transaction open.
      await waitFor(() => faultLogged(slow, 'fault: holding the apply transaction', res.body.commandId), {
        timeout: 10_000,
        message: 'the worker to hold the transaction',
      });
      await slow.kill('SIGKILL');
      workers.splice(workers.indexOf(slow), 1);
      expect((await getCommand(api.deps.db.sequelize, res.body.commandId))?.status).to.equal('pending');
      expect(await fanBalance(me.id)).to.equal(10);
      await startWorker();
      const done = await waitForCommandDone(res.body.commandId, 30_000);
      expect(done.status).to.equal('applied');
      await waitForQueuesIdle(20_000);
      expect(await fanBalance(me.id)).to.equal(6);
      expect(await journalsOfUser(me.id)).to.equal(1);
    });

    it('worker SIGKILLed after commit, before the job completed: the re-run changes nothing', async () => {
      const { agent, me } = await newFan(10);
      const slow = await startWorker({ FAULT_HOLD_AFTER_COMMIT_MS: '5000', LOG_LEVEL: 'warn' });
      const res = await send(agent, { athleteId, likes: 3 });
      await waitForCommandDone(res.body.commandId, 15_000);
      await waitFor(() => faultLogged(slow, 'fault: holding after commit', res.body.commandId), {
        timeout: 10_000,
        message: 'the worker to hold after commit',
      });
      await slow.kill('SIGKILL');
      workers.splice(workers.indexOf(slow), 1);
      await startWorker();
      await waitForQueuesIdle(30_000);
      expect(await fanBalance(me.id)).to.equal(7);
      expect(await journalsOfUser(me.id)).to.equal(1);
    });

    it('SIGTERM: the worker finishes its active job and exits 0 within 10 s', async () => {
      const { agent, me } = await newFan(10);
      const w = await startWorker({ FAULT_HOLD_APPLY_MS: '1500' });
      const res = await send(agent, { athleteId, likes: 1 });
      await waitActive(res.body.commandId);
      const t0 = Date.now();
      const code = await w.kill('SIGTERM');
      workers.splice(workers.indexOf(w), 1);
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
      await stopWorkers();
      await api2?.close();
      await redis?.destroy();
    });

    it('answers a clear 503 (nothing accepted) or accepts and applies once Redis is back; never twice', async () => {
      const worker = await startWorker({ REDIS_URL: redis.url });
      const agent = api2.agent();
      const me = await login(agent, uniqueEmail('redis'), 'fan');
      await creditFan(me.id, 10);
      const warm = await send(agent, { athleteId, likes: 1 }, newKey(), '?wait=1');
      expect(warm.status).to.equal(200);

      await redis.stop();
      const key = newKey();
      const during = await send(agent, { athleteId, likes: 2 }, key);
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
          const r = await send(agent, { athleteId, likes: 2 }, key);
          return r.status === 202 ? r : null;
        },
        { timeout: 15_000, message: 'the retry to be accepted' },
      );
      if (during.status === 202) expect(retry.body.commandId).to.equal(during.body.commandId);
      const done = await waitForCommandDone(retry.body.commandId, 30_000);
      expect(done.status).to.equal('applied');
      expect(await fanBalance(me.id)).to.equal(7);
      expect(await journalsOfUser(me.id)).to.equal(2);
      await worker.kill('SIGTERM');
      workers.splice(workers.indexOf(worker), 1);
    });
  });

  describe('after everything', () => {
    it('leaves no accepted command unapplied once a worker runs (invariant 6)', async () => {
      await startWorker();
      await waitFor(
        async () =>
          (await countRows(`SELECT COUNT(*)::int AS n FROM commands WHERE status = 'pending'`)) === 0,
        { timeout: 15_000, message: 'no pending commands' },
      );
      await expectLedgerInvariants(0);
      await stopWorkers();
    });
  });
});
