import { expect } from 'chai';
import type supertest from 'supertest';
import { chargeRefundedEvent, checkoutCompletedEvent } from '../../api/src/payments/local-events';
import { login, fileApi, uniqueEmail } from '../helpers/api';
import { testDb } from '../helpers/db';
import { countRows, expectLedgerInvariants, fanBalance } from '../helpers/ledger-fixtures';
import { postEvent, sessionLike, sessionRow, waitProcessed } from '../helpers/payments-stripe';
import { fileWorker } from '../helpers/processes';

/**
 * Affiliate programme (DESIGN §5): a visit keeps attribution 30 days (signed cookie); the sign-up that follows is
 * the affiliate's referral; each purchase of a referred fan earns AFFILIATE_SHARE_PERCENT (default 10) of its
 * likes once, through the ledger, taken back in proportion on refund; self-referral earns nothing.
 */
describe('api + worker: affiliate programme', function () {
  this.timeout(90_000);
  const api = fileApi();
  fileWorker();
  afterEach(async () => {
    await expectLedgerInvariants();
  });

  async function affiliate() {
    const agent = api.agent();
    const me = await login(agent, uniqueEmail('affiliate'), 'fan');
    const stats = await agent.get('/api/affiliate/me');
    expect(stats.status).to.equal(200);
    return { agent, me, code: stats.body.code as string };
  }

  async function referredFan(code: string) {
    const agent = api.agent();
    const visit = await agent.post('/api/affiliate/visits').send({ code });
    expect(visit.status, JSON.stringify(visit.body)).to.equal(200);
    expect(visit.body.recorded).to.equal(true);
    expect(String(visit.headers['set-cookie'])).to.match(/fanlift_aff=.*HttpOnly/i);
    const me = await login(agent, uniqueEmail('referred'), 'fan');
    return { agent, me };
  }

  async function buy(agent: supertest.Agent, likes: number) {
    const res = await agent.post('/api/payments/checkout').send({ likes });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const like = sessionLike((await sessionRow(res.body.sessionId))!);
    const ev = checkoutCompletedEvent(like, 'paid');
    // Stripe redelivers: the commission is still paid once.
    await Promise.all([postEvent(api, ev), postEvent(api, ev)]);
    expect(await waitProcessed(ev.id)).to.equal('credited');
    return like;
  }

  it('visit → sign-up → purchase: the affiliate earns 10% once; the dashboard shows visits, sign-ups, purchases and earnings by day', async () => {
    const a = await affiliate();
    const fan = await referredFan(a.code);
    expect(
      await countRows(`SELECT count(*) AS n FROM affiliate_referrals WHERE referred_user_id = $1`, [
        fan.me.id,
      ]),
    ).to.equal(1);
    await buy(fan.agent, 30);
    expect(await fanBalance(fan.me.id)).to.equal(30);
    expect(await fanBalance(a.me.id)).to.equal(3);
    await buy(fan.agent, 25); // 2.5 → 2 (whole likes, rounded down)
    expect(await fanBalance(a.me.id)).to.equal(5);
    const stats = await a.agent.get('/api/affiliate/me');
    expect(stats.body).to.include({ visits: 1, signups: 1, purchases: 2, earnedLikes: 5 });
    expect(stats.body.byDay).to.have.length(30);
    expect(stats.body.byDay.at(-1).likes).to.equal(5);
    expect(stats.body.link).to.equal(`${api.config.PUBLIC_URL}/affiliate/${a.code}`);
    const tx = await a.agent.get(`/api/walletTransactions/${a.me.id}`);
    expect(tx.body.transactions.map((t: { paymentName: string }) => t.paymentName)).to.include(
      'Affiliate commission',
    );
  });

  it('a refund takes the commission back in proportion, exactly all of it on a full refund', async () => {
    const a = await affiliate();
    const fan = await referredFan(a.code);
    const like = await buy(fan.agent, 30); // commission 3
    expect(await fanBalance(a.me.id)).to.equal(3);
    const half = chargeRefundedEvent(like, 1500); // 15 of 30 likes → floor(3 × 15 / 30) = 1
    await Promise.all([postEvent(api, half), postEvent(api, half)]);
    await waitProcessed(half.id);
    expect(await fanBalance(a.me.id)).to.equal(2);
    const full = chargeRefundedEvent(like, 3000); // all 30 → all 3
    await postEvent(api, full);
    await waitProcessed(full.id);
    expect(await fanBalance(a.me.id)).to.equal(0);
    expect(await fanBalance(fan.me.id)).to.equal(0);
    const stats = await a.agent.get('/api/affiliate/me');
    expect(stats.body.earnedLikes).to.equal(0);
  });

  it('self-referral earns nothing; a stale visit (over 30 days) or a forged cookie refers nobody', async () => {
    const a = await affiliate();
    const own = await a.agent.post('/api/affiliate/visits').send({ code: a.code });
    expect(own.body.recorded).to.equal(false);
    expect(own.headers['set-cookie']).to.equal(undefined);

    // Stale: the visit is 31 days old when the visitor signs up.
    const late = api.agent();
    await late.post('/api/affiliate/visits').send({ code: a.code });
    await testDb().sequelize.query(
      `UPDATE affiliate_visits SET created_at = now() - interval '31 days'
        WHERE id = (SELECT max(id) FROM affiliate_visits WHERE affiliate_id = (SELECT id FROM affiliates WHERE code = $1))`,
      { bind: [a.code] },
    );
    const lateFan = await login(late, uniqueEmail('late'), 'fan');
    // Forged: a cookie with a made-up signature.
    const forged = api.agent().set('Cookie', 'fanlift_aff=1.AAAAAAAAAAAAAAAAAAAAAA');
    const forgedFan = await login(forged, uniqueEmail('forged'), 'fan');
    for (const id of [lateFan.id, forgedFan.id])
      expect(
        await countRows(`SELECT count(*) AS n FROM affiliate_referrals WHERE referred_user_id = $1`, [id]),
      ).to.equal(0);
    expect((await a.agent.get('/api/affiliate/me')).body).to.include({
      visits: 1,
      signups: 0,
      earnedLikes: 0,
    });
    expect((await api.agent().post('/api/affiliate/visits').send({ code: 'NoSuchCode' })).status).to.equal(
      404,
    );
    expect(
      (await api.agent().post('/api/affiliate/visits').send({ code: 'https://evil.example' })).status,
    ).to.equal(400);
  });

  it('each fan sees only their own stats; admins see every affiliate with totals', async () => {
    const a = await affiliate();
    const b = await affiliate();
    expect(a.code).not.to.equal(b.code);
    expect((await b.agent.get('/api/affiliate/me')).body.code).to.equal(b.code);
    expect((await b.agent.get('/api/affiliate/all')).status).to.equal(403);
    expect((await api.agent().get('/api/affiliate/me')).status).to.equal(401);
    const admin = api.agent();
    await login(admin, 'admin@test.dev', 'fan');
    const all = await admin.get('/api/affiliate/all');
    expect(all.status).to.equal(200);
    expect(all.body.affiliates.map((x: { code: string }) => x.code)).to.include.members([a.code, b.code]);
  });
});
