import { expect } from 'chai';
import { io as ioClient, type Socket } from 'socket.io-client';
import {
  WHEEL_SEGMENTS,
  earnSchema,
  milestoneSchema,
  rewardsDataSchema,
  spinAnswerSchema,
  spinChancesSchema,
} from '@fanlift/core';
import { login, startApi, type TestApi } from '../helpers/api';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor, waitForSocketEvent } from '../helpers/wait';
import {
  countRows,
  expectLedgerInvariants,
  fanBalance,
  newKey,
  waitForCommandDone,
} from '../helpers/ledger-fixtures';
import { createAthlete, seededSchool, fundWallet, signedInUser } from '../factories';
import { grantChances, spinsOf } from '../helpers/rewards';

describe('rewards: spin, referral rewards, stars (SPEC §7, DESIGN §5)', function () {
  this.timeout(120_000);
  let api: TestApi;
  let worker: RunningProcess;
  let realtime: RunningProcess;
  const sockets: Socket[] = [];

  before(async () => {
    api = await startApi();
    [worker, realtime] = await Promise.all([
      startProcess('worker', { REDRIVE_INTERVAL_MS: '500' }),
      startProcess('realtime', { PUBLIC_URL: 'http://127.0.0.1' }),
    ]);
  });
  after(async () => {
    sockets.forEach((s) => s.disconnect());
    await Promise.all([worker?.kill(), realtime?.kill()]);
    await api.close();
  });
  afterEach(() => expectLedgerInvariants(60_000));

  const newFan = (tag: string, extra: Record<string, string> = {}) =>
    signedInUser(api, 'fan', { tag, ...extra });
  async function socketOf(agent: ReturnType<TestApi['agent']>) {
    const cookie = (await agent.get('/api/auth/me')).request.cookies as unknown as string;
    const s = ioClient(realtime.url, { transports: ['websocket'], extraHeaders: { cookie }, forceNew: true });
    sockets.push(s);
    await waitForSocketEvent(s, 'connect');
    return s;
  }

  it('spins: the server draws, consumes one chance, credits the segment; then refuses with no chance left', async () => {
    const { agent, me } = await newFan('spin');
    await grantChances(me.id, 1);
    const chances = await agent.get(`/api/referralCode/getSpinChances/${me.id}`);
    expect(chances.body.chancesLeft).to.equal(1);
    expect(chances.body.entries[0].chances).to.equal(1);
    const res = await agent
      .post('/api/referralCode/creditSpinWheelLikes')
      .send({ fanID: me.id, userId: me.id, likes: 1000 });
    expect(res.status).to.equal(200);
    expect(res.body.data.success).to.equal(true);
    const { likes, segmentIndex, balance, chancesLeft } = res.body.data;
    expect(WHEEL_SEGMENTS[segmentIndex]).to.equal(likes);
    expect(likes).to.not.equal(1000);
    expect(balance).to.equal(likes);
    expect(chancesLeft).to.equal(0);
    expect(await fanBalance(me.id)).to.equal(likes);
    const again = await agent.post('/api/referralCode/creditSpinWheelLikes').send({});
    expect(again.status).to.equal(409);
    expect(again.body.error.code).to.equal('no_spin_chances');
    expect(again.body.data.success).to.equal(false);
    // The answers are the core contracts, exactly (no field more or less).
    spinAnswerSchema.strict().parse(res.body);
    const history = await agent.get(`/api/referralCode/getSpinChances/${me.id}`);
    spinChancesSchema.strict().parse(history.body);
    rewardsDataSchema.strict().parse((await agent.get(`/api/referralCode/getRewardsData/${me.id}`)).body);
    milestoneSchema.strict().parse((await agent.get(`/api/milestone/get-milestone/${me.id}`)).body);
    earnSchema.strict().parse((await agent.get('/api/earn')).body);
    expect(history.body.spins).to.have.length(1);
    expect(history.body.spinsUsed).to.equal(1);
  });

  it('refuses another fan’s ids and another fan’s data; createSpinChances is admin only', async () => {
    const a = await newFan('spin-a');
    const b = await newFan('spin-b');
    await grantChances(b.me.id, 1);
    const res = await a.agent.post('/api/referralCode/creditSpinWheelLikes').send({ fanID: b.me.id });
    expect(res.status).to.equal(403);
    expect(await spinsOf(b.me.id)).to.equal(0);
    expect((await a.agent.get(`/api/referralCode/getSpinChances/${b.me.id}`)).status).to.equal(403);
    expect((await a.agent.get(`/api/referralCode/getRewardsData/${b.me.id}`)).status).to.equal(403);
    const grant = await a.agent
      .post('/api/referralCode/createSpinChances')
      .send({ userId: a.me.id, chances: 5 });
    expect(grant.status).to.equal(403);
    const admin = api.agent();
    await login(admin, 'admin@fanlift.dev', 'fan');
    const ok = await admin.post('/api/referralCode/createSpinChances').send({ userId: a.me.id, chances: 2 });
    expect(ok.status).to.equal(200);
    expect(ok.body.result.chancesLeft).to.equal(2);
  });

  it('the same Idempotency-Key is one spin', async () => {
    const { agent, me } = await newFan('spin-key');
    await grantChances(me.id, 3);
    const key = newKey();
    const [r1, r2] = await Promise.all([
      agent.post('/api/referralCode/creditSpinWheelLikes').set('Idempotency-Key', key).send({}),
      agent.post('/api/referralCode/creditSpinWheelLikes').set('Idempotency-Key', key).send({}),
    ]);
    expect(r1.body.commandId).to.equal(r2.body.commandId);
    await waitForCommandDone(r1.body.commandId);
    expect(await spinsOf(me.id)).to.equal(1);
  });

  it('referral: the friend signs up with the link and onboards; the inviter gets likes, a chance, live and by email', async () => {
    const inviter = await newFan('inviter');
    const socket = await socketOf(inviter.agent);
    const rewarded = waitForSocketEvent<{ likes: number; friendName: string }>(
      socket,
      'referral:reward',
      () => true,
      30_000,
    );
    const code = inviter.me.referralCode as string;
    const friend = await newFan('friend', {
      referralCode: `REFER${code}`,
      firstName: 'Frida',
      lastName: 'Friend',
    });
    const school = await seededSchool();
    const put = await friend.agent.put(`/api/users/${encodeURIComponent(friend.me.authId)}`).send({
      firstName: 'Frida',
      lastName: 'Friend',
      tosAccepted: true,
      fanProfile: { schools: [{ schoolId: school.id }] },
    });
    expect(put.status).to.equal(200);
    const event = await rewarded;
    expect(event.likes).to.equal(5);
    expect(event.friendName).to.equal('Frida F.');
    expect(await fanBalance(inviter.me.id)).to.equal(5);
    const data = await inviter.agent.get(`/api/referralCode/getRewardsData/${inviter.me.id}`);
    expect(data.body.inviterEarnLike).to.equal(5);
    expect(data.body.rewards[0]).to.include({ kind: 'referral', likes: 5, friendName: 'Frida F.' });
    const chances = await inviter.agent.get(`/api/referralCode/getSpinChances/${inviter.me.id}`);
    expect(chances.body.chancesLeft).to.equal(1);
    // A second ask (and the onboarding saved again) never pays twice.
    await friend.agent.post('/api/referralCode/creditLikesUseReferral').send({});
    await friend.agent.put(`/api/users/${encodeURIComponent(friend.me.authId)}`).send({ firstName: 'Frida' });
    await waitFor(
      async () =>
        (await countRows(
          `SELECT COUNT(*)::int AS n FROM commands WHERE kind = 'referral-reward' AND user_id = $1 AND status = 'pending'`,
          [inviter.me.id],
        )) === 0,
    );
    expect(await fanBalance(inviter.me.id)).to.equal(5);
    const email = await waitFor(() =>
      countRows(
        `SELECT COUNT(*)::int AS n FROM emails WHERE kind = 'referral-reward' AND user_id = $1 AND status = 'sent'`,
        [inviter.me.id],
      ),
    );
    expect(email).to.equal(1);
  });

  it('referral refusals: self-referral, unknown code, a second inviter; sign-up with an unknown code still works', async () => {
    const a = await newFan('selfref');
    const self = await a.agent
      .post('/api/referralCode/createReferral')
      .send({ referralCode: `REFER${a.me.referralCode as string}` });
    expect(self.status).to.equal(400);
    expect(self.body.error.code).to.equal('self_referral');
    const unknown = await a.agent
      .post('/api/referralCode/createReferral')
      .send({ referralCode: 'REFERZZZZZZZZ' });
    expect(unknown.status).to.equal(404);
    const b = await newFan('ref-b');
    const ok = await a.agent
      .post('/api/referralCode/createReferral')
      .send({ referralCode: `REFER${b.me.referralCode as string}` });
    expect(ok.status).to.equal(201);
    const c = await newFan('ref-c');
    const second = await a.agent
      .post('/api/referralCode/createReferral')
      .send({ referralCode: c.me.referralCode });
    expect(second.status).to.equal(409);
    const signup = await newFan('unknown-code', { referralCode: 'REFERNOPENOPE' });
    expect(signup.me.id).to.be.a('number');
  });

  it('stars: crossing a threshold records the star once, grants a chance and emits milestone:star', async () => {
    const { agent, me } = await newFan('stars');
    await fundWallet(me.id, 100);
    const socket = await socketOf(agent);
    const starred = waitForSocketEvent<{ earnedStar: number; star: number }>(
      socket,
      'milestone:star',
      () => true,
      30_000,
    );
    const athlete = await createAthlete();
    const r = await agent
      .post('/api/likes/send?wait=1')
      .set('Idempotency-Key', newKey())
      .send({ athleteId: athlete.id, likes: 12 });
    expect(r.status).to.equal(200);
    const ev = await starred;
    expect(ev).to.include({ earnedStar: 1, star: 1 });
    const m = await agent.get(`/api/milestone/get-milestone/${me.id}`);
    expect(m.body).to.include({ likesGiven: 12, earnedStar: 1, nextThreshold: 50, remaining: 38 });
    expect(m.body.stars).to.have.length(1);
    const star = await agent.get(`/api/milestone/get-milestone-star/${me.id}`);
    expect(star.body.earnedStar).to.equal(1);
    const sync = await agent.post('/api/milestone/create-milestone-star').send({});
    expect(sync.body.result.newStars).to.deep.equal([]);
    expect((await agent.get(`/api/referralCode/getSpinChances/${me.id}`)).body.chancesLeft).to.equal(1);
    const admin = api.agent();
    await login(admin, 'admin@fanlift.dev', 'fan');
    expect((await agent.get('/api/milestone/generate-old-data')).status).to.equal(403);
    expect((await admin.get('/api/milestone/generate-old-data')).status).to.equal(202);
    const list = await admin.get('/api/milestone/progression?sort=likes&page=1&pageSize=5');
    expect(list.status).to.equal(200);
    expect(list.body.rows.length).to.be.at.most(5);
    await waitFor(
      async () =>
        (await countRows(
          `SELECT COUNT(*)::int AS n FROM commands WHERE kind = 'milestone-sync' AND status = 'pending'`,
        )) === 0,
      { timeout: 30_000 },
    );
    expect(
      await countRows(`SELECT COUNT(*)::int AS n FROM milestone_stars WHERE user_id = $1`, [me.id]),
    ).to.equal(1);
  });
});
