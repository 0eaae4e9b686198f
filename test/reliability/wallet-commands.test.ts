import { expect } from 'chai';
import { io as ioClient, type Socket } from 'socket.io-client';
import { createQueues, enqueueCommand, stageCommand, type Queues } from '@fanlift/db';
import { testEnv } from '../helpers/env';
import { startProcess } from '../helpers/processes';
import { waitForSocketEvent } from '../helpers/wait';
import { fanBalance, newKey, waitForCommandDone } from '../helpers/ledger-fixtures';
import { signedInFan, sessionCookie, fundWallet, seededSchool, signedInAdmin } from '../factories';
import { commandsOfUser, journalsOfUser, send, walletSuite } from './wallet-helpers';

describe('reliability: wallet commands with two workers (DESIGN §1, §4)', function () {
  this.timeout(180_000);
  const suite = walletSuite();
  const { api, workers } = suite;

  describe('with two worker processes', () => {
    before(async () => {
      await Promise.all([workers.start(), workers.start()]);
    });
    after(async () => {
      await workers.stopAll();
    });

    it('balance 10, 20 concurrent spends of 1: exactly 10 succeed, none below 0, the rest insufficient_balance', async () => {
      const { agent, me } = await signedInFan(api, 10);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => send(agent, { athleteId: suite.athleteId, likes: 1 })),
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
      const over = await send(agent, { athleteId: suite.athleteId, likes: 1 }, newKey(), '?wait=1');
      expect(over.status).to.equal(409);
      expect(over.body.error.code).to.equal('insufficient_balance');
    });

    it('same Idempotency-Key + same body: same answer, one effect; a different body: 409', async () => {
      const { agent, me } = await signedInFan(api, 10);
      const key = newKey();
      const school = await seededSchool();
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
      expect(await commandsOfUser(me.id)).to.equal(1);
    });

    it('one Idempotency-Key per user across every command: the same key on /likes/send then a (server-priced) spend is a 409, one effect', async () => {
      const { agent, me } = await signedInFan(api, 10);
      const key = newKey();
      const sent = await send(agent, { athleteId: suite.athleteId, likes: 3 }, key, '?wait=1');
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
      const crossed = await send(agent, { athleteId: suite.athleteId, likes: 3 }, key2, '?wait=1');
      expect(crossed.status).to.equal(409);
      expect(await fanBalance(me.id)).to.equal(4);
      expect(await journalsOfUser(me.id)).to.equal(2);
      expect(await commandsOfUser(me.id)).to.equal(2);
      // Another user may use the same key: keys are scoped per user.
      const other = await signedInFan(api, 5);
      expect(
        (await send(other.agent, { athleteId: suite.athleteId, likes: 1 }, key, '?wait=1')).status,
      ).to.equal(200);
    });

    it('staged but not enqueued (Redis refused the job): 202, then the re-driver applies it exactly once', async () => {
      const { agent, me } = await signedInFan(api, 5);
      const real = api.deps.queues;
      const dead: Queues = createQueues({
        redisUrl: 'redis://127.0.0.1:13390',
        prefix: testEnv.QUEUE_PREFIX,
      });
      api.deps.queues = dead;
      let res;
      try {
        res = await send(agent, { athleteId: suite.athleteId, likes: 2 });
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
      const { id, cookie } = await sessionCookie(api, 'rt');
      const agent = api.agent().set('Cookie', cookie);
      await fundWallet(id, 5);
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
        // The ack says the socket is in the athlete's room.
        expect(
          await socket.timeout(10_000).emitWithAck('athlete:watch', { athleteId: suite.athleteId }),
        ).to.deep.equal({
          ok: true,
        });
        const balance = waitForSocketEvent<{
          balance: number;
          transaction: { likes: number; type: string } | null;
        }>(socket, 'wallet:balance');
        const likes = waitForSocketEvent<{ athleteId: number; likes: number; sumTotalInCents: number }>(
          socket,
          'athlete:likes',
        );
        const result = waitForSocketEvent<{ commandId: string; status: string }>(socket, 'command:result');
        const res = await send(agent, { athleteId: suite.athleteId, likes: 2 });
        expect(res.status).to.equal(202);
        const b = await balance;
        expect(b.balance).to.equal(3);
        expect(b.transaction).to.include({ likes: 2, type: 'used' });
        const l = await likes;
        expect(l.athleteId).to.equal(suite.athleteId);
        expect(l.sumTotalInCents).to.equal(l.likes * 100);
        expect(await result).to.deep.equal({ commandId: res.body.commandId, status: 'applied' });
      } finally {
        socket.close();
        await realtime.kill('SIGTERM');
      }
    });

    it('athlete wallet, allocations and the athlete room data follow the ledger', async () => {
      const { agent } = await signedInFan(api, 6);
      const before = (
        await api.deps.db.sequelize.query(
          `SELECT likes_received FROM athlete_profiles WHERE id = ${suite.athleteId}`,
        )
      )[0][0] as { likes_received: number };
      const r = await send(agent, { athleteId: suite.athleteId, likes: 6 }, newKey(), '?wait=1');
      expect(r.status).to.equal(200);
      expect(r.body.result.recipientLikes).to.equal(Number(before.likes_received) + 6);
      const admin = await signedInAdmin(api);
      const w = await admin.get(`/api/athlete-wallet/get-athlete-wallet/${suite.athleteId}`);
      expect(w.status).to.equal(200);
      expect(w.body).to.include({
        athleteId: suite.athleteId,
        likes: Number(before.likes_received) + 6,
        sumTotalInCents: (Number(before.likes_received) + 6) * 100,
      });
      expect(w.body.supporters).to.be.greaterThan(0);
      expect(w.body.recent[0]).to.include({ likes: 6, kind: 'send-likes' });
      const ensured = await admin
        .post('/api/athlete-wallet/post-athlete-wallet')
        .send({ athleteId: suite.athleteId });
      expect(ensured.status).to.equal(200);
      const allocs = await api.agent().get(`/api/athletes/${suite.athleteId}/allocations`);
      expect(allocs.status).to.equal(200);
      expect(allocs.body.allocations).to.be.an('array');
    });
  });
});
