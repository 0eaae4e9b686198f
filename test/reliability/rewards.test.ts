import { expect } from 'chai';
import { WHEEL_SEGMENTS } from '@fanlift/core';
import {
  enqueueCommand,
  stageCommand,
  stageMarketingEmail,
  setUnsubscribed,
  enqueueEmail,
  getEmail,
} from '@fanlift/db';
import { startApi, type TestApi } from '../helpers/api';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait';
import { testDb } from '../helpers/db';
import {
  countRows,
  expectLedgerInvariants,
  fanBalance,
  newKey,
  waitForCommandDone,
} from '../helpers/ledger-fixtures';
import { createAthlete, seededSchool, fundWallet, signedInUser } from '../factories';
import { grantChances, spinLikesOf, spinsOf } from '../helpers/rewards';

const FAST = { WORKER_LOCK_DURATION_MS: '2000', REDRIVE_INTERVAL_MS: '500' };

describe('reliability: rewards (spins, referrals, stars, unsubscribe) with real PostgreSQL and Redis', function () {
  this.timeout(180_000);
  let api: TestApi;
  const workers: RunningProcess[] = [];
  const startWorker = async (env: Record<string, string> = {}) => {
    const w = await startProcess('worker', { ...FAST, ...env });
    workers.push(w);
    return w;
  };
  const stopWorkers = () => Promise.all(workers.splice(0).map((w) => w.kill('SIGTERM')));

  before(async () => {
    api = await startApi();
  });
  after(async () => {
    await stopWorkers();
    await api.close();
  });
  afterEach(async () => {
    await expectLedgerInvariants(60_000);
  });

  const newFan = (tag: string, extra: Record<string, string> = {}) =>
    signedInUser(api, 'fan', { tag, ...extra });

  it('50 concurrent spins with 10 chances give exactly 10 draws; the balance is the sum of the drawn segments', async () => {
    await startWorker();
    const { agent, me } = await newFan('spin50');
    await grantChances(me.id, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        agent
          .post('/api/referralCode/creditSpinWheelLikes')
          .set('Idempotency-Key', `spin50-${me.id}-${i}`)
          // A client-sent likes value changes nothing: the server draws.
          .send({ fanID: me.id, likes: 100 }),
      ),
    );
    for (const a of answers) expect([200, 202, 409]).to.include(a.status);
    await waitFor(
      async () =>
        (await countRows(
          `SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1 AND status = 'pending'`,
          [me.id],
        )) === 0,
      { timeout: 60_000 },
    );
    expect(await spinsOf(me.id)).to.equal(10);
    const sum = await spinLikesOf(me.id);
    expect(await fanBalance(me.id)).to.equal(sum);
    const rows = await testDb().sequelize.query<{ likes: number; segment_index: number }>(
      `SELECT likes, segment_index FROM spins WHERE user_id = $1`,
      { bind: [me.id], type: 'SELECT' as never },
    );
    for (const r of rows) expect(r.likes).to.equal(WHEEL_SEGMENTS[r.segment_index]);
    expect(
      await countRows(
        `SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1 AND error_code = 'no_spin_chances'`,
        [me.id],
      ),
    ).to.equal(40);
    const ok = answers.filter((a) => a.status === 200);
    for (const a of ok) expect(a.body.data.likes).to.not.equal(100);
    await stopWorkers();
  });

  it('the same invitee rewarded twice concurrently gives one reward; self-referral is refused', async () => {
    await startWorker();
    const inviter = await newFan('inv2');
    const friend = await newFan('friend2', { referralCode: `REFER${inviter.me.referralCode as string}` });
    await friend.agent
      .put(`/api/users/${encodeURIComponent(friend.me.authId)}`)
      .send({ fanProfile: { schools: [{ schoolId: (await seededSchool()).id }] } });
    // Beside the command the onboarding staged, two more commands (other keys) race for the same invitee.
    const seq = testDb().sequelize;
    const staged = await Promise.all(
      [1, 2].map((i) =>
        stageCommand(seq, {
          userId: inviter.me.id,
          kind: 'referral-reward',
          idempotencyKey: `race-${i}-${newKey()}`,
          payload: { inviterUserId: inviter.me.id, inviteeUserId: friend.me.id },
        }),
      ),
    );
    await Promise.all(staged.map((s) => enqueueCommand(api.deps.queues, s.command.id)));
    await Promise.all(staged.map((s) => waitForCommandDone(s.command.id)));
    await waitFor(
      async () =>
        (await countRows(
          `SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1 AND status = 'pending'`,
          [inviter.me.id],
        )) === 0,
      { timeout: 30_000 },
    );
    expect(await fanBalance(inviter.me.id)).to.equal(5);
    expect(
      await countRows(`SELECT COUNT(*)::int AS n FROM ledger_journals WHERE cause_key = $1`, [
        `referral:${friend.me.id}`,
      ]),
    ).to.equal(1);
    expect(
      await countRows(`SELECT COUNT(*)::int AS n FROM spin_chances WHERE user_id = $1`, [inviter.me.id]),
    ).to.equal(1);

    const self = await stageCommand(seq, {
      userId: inviter.me.id,
      kind: 'referral-reward',
      idempotencyKey: newKey(),
      payload: { inviterUserId: inviter.me.id, inviteeUserId: inviter.me.id },
    });
    await enqueueCommand(api.deps.queues, self.command.id);
    const done = await waitForCommandDone(self.command.id);
    expect(done.status).to.equal('failed');
    expect(done.error?.code).to.equal('self_referral');
    const viaApi = await inviter.agent
      .post('/api/referralCode/createReferral')
      .send({ referralCode: inviter.me.referralCode });
    expect(viaApi.status).to.equal(400);
    expect(await fanBalance(inviter.me.id)).to.equal(5);
    await stopWorkers();
  });

  it('a star threshold crossed by concurrent sends records that star once (one chance, one email)', async () => {
    await startWorker();
    const { agent, me } = await newFan('star-race');
    await fundWallet(me.id, 100);
    const athlete = await createAthlete();
    const sends = await Promise.all(
      Array.from({ length: 12 }, () =>
        agent
          .post('/api/likes/send')
          .set('Idempotency-Key', newKey())
          .send({ athleteId: athlete.id, likes: 2 }),
      ),
    );
    for (const s of sends) expect(s.status).to.equal(202);
    await Promise.all(sends.map((s) => waitForCommandDone(s.body.commandId as string)));
    expect(
      await countRows(`SELECT COUNT(*)::int AS n FROM milestone_stars WHERE user_id = $1`, [me.id]),
    ).to.equal(1);
    expect(
      await countRows(`SELECT COUNT(*)::int AS n FROM spin_chances WHERE user_id = $1 AND source = 'star'`, [
        me.id,
      ]),
    ).to.equal(1);
    expect(
      await countRows(`SELECT COUNT(*)::int AS n FROM emails WHERE idempotency_key = $1`, [
        `star:${me.id}:1`,
      ]),
    ).to.equal(1);
    const m = await agent.get(`/api/milestone/get-milestone/${me.id}`);
    expect(m.body.likesGiven).to.equal(24);
    await stopWorkers();
  });

  it('the worker killed mid-spin: one effect after restart', async () => {
    const held = await startWorker({ FAULT_HOLD_APPLY_MS: '20000', LOG_LEVEL: 'warn' });
    const { agent, me } = await newFan('spin-kill');
    await grantChances(me.id, 3);
    const key = newKey();
    const first = await agent
      .post('/api/referralCode/creditSpinWheelLikes')
      .set('Idempotency-Key', key)
      .send({});
    const commandId = first.body.commandId as string;
    await waitFor(
      () =>
        held.output().includes('fault: holding the apply transaction') && held.output().includes(commandId),
      {
        timeout: 30_000,
      },
    );
    await held.kill('SIGKILL');
    workers.splice(workers.indexOf(held), 1);
    expect(await spinsOf(me.id)).to.equal(0);
    await startWorker();
    const done = await waitForCommandDone(commandId, 60_000);
    expect(done.status).to.equal('applied');
    // The same press again answers the same spin.
    const again = await agent
      .post('/api/referralCode/creditSpinWheelLikes')
      .set('Idempotency-Key', key)
      .send({});
    expect(again.body.commandId).to.equal(commandId);
    expect(await spinsOf(me.id)).to.equal(1);
    expect(await fanBalance(me.id)).to.equal(await spinLikesOf(me.id));
    const chances = await agent.get(`/api/referralCode/getSpinChances/${me.id}`);
    expect(chances.body.chancesLeft).to.equal(2);
    await stopWorkers();
  });

  it('an unsubscribed fan’s marketing email is never sent (staged before or after the unsubscribe)', async () => {
    const { me } = await newFan('unsub');
    const seq = testDb().sequelize;
    const staged = await stageMarketingEmail(seq, {
      idempotencyKey: `test-marketing:${me.id}`,
      to: me.email,
      subject: 'Hello',
      text: 'Marketing',
      userId: me.id,
      kind: 'star',
    });
    await setUnsubscribed(seq, me.email, true);
    const after = await stageMarketingEmail(seq, {
      idempotencyKey: `test-marketing-2:${me.id}`,
      to: me.email,
      subject: 'Hello again',
      text: 'Marketing',
      userId: me.id,
      kind: 'star',
    });
    expect(after).to.equal(null);
    await startWorker();
    await enqueueEmail(api.deps.queues, staged!.id);
    const email = await waitFor(async () => {
      const e = await getEmail(seq, staged!.id);
      return e && e.status !== 'pending' ? e : null;
    });
    expect(email.status).to.equal('suppressed');
    expect(
      await countRows(`SELECT COUNT(*)::int AS n FROM emails WHERE user_id = $1 AND status = 'sent'`, [
        me.id,
      ]),
    ).to.equal(0);
    await stopWorkers();
  });
});
