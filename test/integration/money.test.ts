import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import {
  asyncPaymentSucceededEvent,
  chargeRefundedEvent,
  checkoutCompletedEvent,
  disputeCreatedEvent,
} from '../../api/src/payments/local-events';
import type supertest from 'supertest';
import { fileApi, login, uniqueEmail } from '../helpers/api';
import { testDb } from '../helpers/db';
import { checkDerivedFigures } from '@fanlift/db';
import { expectLedgerInvariants, fanBalance } from '../helpers/ledger-fixtures';
import { athleteLikes, postEvent, sessionLike, sessionRow, waitProcessed } from '../helpers/payments-stripe';
import { grantChances } from '../helpers/rewards';
import { fileWorker } from '../helpers/processes';
import { createAllocation, createAthlete, seededSchool } from '../factories/athletes';
import { fundWallet } from '../factories/ledger';
import { signedInAdmin } from '../factories/users';

const FEE = { PLATFORM_FEE_PERCENT: '10' };
const q = <T extends object>(sql: string, bind: unknown[] = []) =>
  testDb().sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
const year = new Date().getUTCFullYear();

/** The cells of one CSV line (quoted cells may hold commas and doubled quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (const m of line.matchAll(re)) {
    if (m.index === line.length && m[0] === '') break;
    out.push(m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1]);
  }
  return out;
}

/**
 * Money in plain words (issue 29 items 3-5), with a 10 % platform fee: the statement, "where your likes went" and
 * the athlete's report equal the ledger for a fan with card and bank-debit purchases, a refund, a dispute, gift and
 * spin likes and sends; the fee is booked to platform:fees; a receipt is its buyer's only.
 */
describe('api + worker: statements, receipts, athlete report and the platform fee', function () {
  this.timeout(120_000);
  const api = fileApi({ ...FEE, PAYER_YEAR_THRESHOLD_CENTS: '2000' });
  fileWorker(FEE);
  afterEach(async () => {
    await expectLedgerInvariants();
  });

  async function pay(agent: supertest.Agent, likes: number, method: 'card' | 'bank') {
    const res = await agent.post('/api/payments/checkout').send({ likes });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const like = sessionLike((await sessionRow(res.body.sessionId))!);
    if (method === 'card') {
      const ev = checkoutCompletedEvent(like, 'paid');
      await postEvent(api, ev);
      expect(await waitProcessed(ev.id)).to.equal('credited');
    } else {
      const pending = checkoutCompletedEvent(like, 'unpaid');
      await postEvent(api, pending);
      expect(await waitProcessed(pending.id)).to.equal('awaiting_payment');
      const settled = asyncPaymentSucceededEvent(like);
      await postEvent(api, settled);
      expect(await waitProcessed(settled.id)).to.equal('credited');
    }
    return like;
  }

  async function send(agent: supertest.Agent, body: Record<string, number>) {
    const res = await agent.post('/api/likes/send?wait=1').set('Idempotency-Key', randomUUID()).send(body);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body;
  }

  const feesTotal = async () =>
    Number(
      (
        await q<{ n: string }>(
          `SELECT COALESCE(sum(e.amount), 0) AS n FROM ledger_entries e
             JOIN ledger_accounts a ON a.id = e.account_id WHERE a.key = 'platform:fees'`,
        )
      )[0].n,
    );

  it('statement, likes-went, wallet names and fee booking equal the ledger', async () => {
    const agent = api.agent();
    const me = await login(agent, uniqueEmail('statement'), 'fan');
    const athlete = await createAthlete();
    const goal = await createAllocation(athlete.id, 'Summer camp', 200);
    const school = await seededSchool(3);
    const feesBefore = await feesTotal();

    const card = await pay(agent, 50, 'card');
    const bank = await pay(agent, 30, 'bank');
    await fundWallet(me.id, 7); // gift likes
    await grantChances(me.id, 1);
    const spin = await agent.post('/api/referralCode/creditSpinWheelLikes').send({});
    expect(spin.status, JSON.stringify(spin.body)).to.equal(200);
    const spun = spin.body.data.likes as number;

    // 40 to the athlete's goal (fee 4), 9 to the school (fee 0 of 9 at 10 %, rounded down), 11 to the athlete.
    const first = await send(agent, { athleteId: athlete.id, allocationId: goal.id, likes: 40 });
    expect(first.result.recipientLikes).to.equal(36);
    await send(agent, { schoolId: school.id, likes: 9 });
    await send(agent, { athleteId: athlete.id, likes: 11 }); // fee 1 (general path: the one-trip path books none)
    expect(await feesTotal()).to.equal(feesBefore + 5);
    expect((await athleteLikes(athlete.id)).balance).to.equal(36 + 10);

    // A refund of $10 of the card purchase, a dispute of $5 of the bank debit.
    const refund = chargeRefundedEvent(card, 1000);
    await postEvent(api, refund);
    await waitProcessed(refund.id);
    const dispute = disputeCreatedEvent(bank, 500);
    await postEvent(api, dispute);
    await waitProcessed(dispute.id);

    const balance = await fanBalance(me.id);
    expect(balance).to.equal(50 + 30 + 7 + spun - 40 - 9 - 11 - 10 - 5);

    const st = await agent.get(`/api/me/statement?year=${year}`);
    expect(st.status, JSON.stringify(st.body)).to.equal(200);
    expect(st.body.totals).to.deep.equal({
      purchasedLikes: 80,
      purchasedCents: 8000,
      freeLikes: spun,
      giftLikes: 7,
      givenLikes: 60,
      spentLikes: 0,
      refundedLikes: 10,
      disputedLikes: 5,
      otherLikes: 0,
      net: balance,
    });
    expect(st.body.purchases.map((p: { paymentMethodType: string }) => p.paymentMethodType)).to.deep.equal([
      'card',
      'us_bank_account',
    ]);
    // Likes given by recipient: the ledger's fan debits per recipient account (ledger_supporters).
    const supporters = await q<{ key: string; likes: string }>(
      `SELECT a.key, g.likes FROM ledger_supporters g JOIN ledger_accounts a ON a.id = g.account_id
        WHERE g.user_id = $1 ORDER BY g.likes DESC`,
      [me.id],
    );
    expect(supporters.map((s) => [s.key, Number(s.likes)])).to.deep.equal([
      [`athlete:${athlete.id}`, 51],
      [`school:${school.id}`, 9],
    ]);
    expect(
      st.body.given.map((g: { kind: string; id: number; likes: number }) => [`${g.kind}:${g.id}`, g.likes]),
    ).to.deep.equal(supporters.map((s) => [s.key, Number(s.likes)]));
    expect(st.body.adjustments.map((a: { kind: string; likes: number }) => [a.kind, a.likes])).to.deep.equal([
      ['refund', 10],
      ['dispute', 5],
    ]);

    // The statement reads sums kept beside the rows (migration 0100): ledger:check holds them to the rows, and a
    // sum that drifts is found.
    await q(
      `UPDATE fan_statement_years SET likes_out = likes_out + 1 WHERE user_id = $1 AND category = 'given'`,
      [me.id],
    );
    const drifted = await checkDerivedFigures(testDb().sequelize);
    await q(
      `UPDATE fan_statement_years SET likes_out = likes_out - 1 WHERE user_id = $1 AND category = 'given'`,
      [me.id],
    );
    expect(drifted.problems.filter((p) => p.startsWith('16.'))).to.have.length(2);

    // The CSV: one line per wallet transaction, its signed likes add up to the balance.
    const csv = await agent.get(`/api/me/statement.csv?year=${year}`);
    expect(csv.status).to.equal(200);
    expect(csv.headers['content-type']).to.match(/^text\/csv/);
    expect(csv.headers['content-disposition']).to.include(`fanlift-statement-${year}.csv`);
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).to.equal(
      'date,category,description,likes_in,likes_out,amount_usd,payment_method,recipient,reference',
    );
    expect(lines).to.have.length(1 + 9);
    expect(lines.slice(1).reduce((n, l) => n + Number(cells(l)[3]) - Number(cells(l)[4]), 0)).to.equal(
      balance,
    );
    expect(csv.text).to.include('50.00,card');
    expect(csv.text).to.include('30.00,us_bank_account');

    // The wallet names the real method (a bank debit is no longer a "Card purchase").
    const tx = await agent.get(`/api/walletTransactions/${me.id}`);
    const names = tx.body.transactions.map((t: { paymentName: string }) => t.paymentName);
    expect(names).to.include('Card purchase (50 likes)');
    expect(names).to.include('Bank debit purchase (30 likes)');

    // Where your likes went: totals from the derived supporters, the goal's progress (net of the fee).
    const went = await agent.get('/api/me/likes-went');
    expect(went.status).to.equal(200);
    expect(went.body.totalLikes).to.equal(60);
    const a = went.body.recipients.find((r: { kind: string }) => r.kind === 'athlete');
    expect(a).to.include({ id: athlete.id, likes: 51 });
    expect(a.goals).to.deep.equal([
      { id: goal.id, name: 'Summer camp', goalLikes: 200, raisedLikes: 36, givenLikes: 40 },
    ]);
  });

  it("the athlete's report: sources and periods equal the ledger, and a payer above the threshold is named", async () => {
    const athlete = await createAthlete();
    const admin = await signedInAdmin(api);
    const fan = api.agent();
    const me = await login(fan, uniqueEmail('bigfan'), 'fan', { firstName: 'Big', lastName: 'Fan' });
    await fundWallet(me.id, 40);
    await send(fan, { athleteId: athlete.id, likes: 25 }); // 23 reach the athlete: $23 > $20 threshold
    const small = api.agent();
    const other = await login(small, uniqueEmail('smallfan'), 'fan');
    await fundWallet(other.id, 22);
    await send(small, { athleteId: athlete.id, likes: 10 }); // 9 reach the athlete

    // A guest like of 10 (fee 1): 9 reach the athlete as guest likes.
    const guest = await api
      .agent()
      .post('/api/payments/guest-like')
      .send({ athleteId: athlete.id, likes: 10, email: 'guest@test.dev' });
    expect(guest.status, JSON.stringify(guest.body)).to.equal(201);
    const ev = checkoutCompletedEvent(sessionLike((await sessionRow(guest.body.sessionId))!), 'paid');
    await postEvent(api, ev);
    expect(await waitProcessed(ev.id)).to.equal('credited');

    // The athlete's signed ball sells twice in the marketplace (the likes go to the platform: listed, not totalled).
    const item = await admin.post('/api/admin/marketplace/items').send({
      title: `Signed ball ${Date.now()}`,
      description: 'Signed after the game',
      category: 'signed',
      priceLikes: 6,
      stock: 5,
      athleteId: athlete.id,
    });
    expect(item.status, JSON.stringify(item.body)).to.equal(201);
    const bought = await small
      .post('/api/marketplace/purchase?wait=1')
      .set('Idempotency-Key', randomUUID())
      .send({ itemId: item.body.id, quantity: 2 });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(200);

    const r = await admin.get(`/api/athletes/${athlete.id}/report?year=${year}`);
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    const ledger = (await athleteLikes(athlete.id)).balance;
    expect(ledger).to.equal(23 + 9 + 9);
    expect(r.body.totals).to.deep.equal({ fans: 32, guest: 9, marketplace: 12, total: ledger });
    const month = new Date().getUTCMonth() + 1;
    expect(r.body.months[month - 1]).to.deep.equal({
      month,
      fans: 32,
      guest: 9,
      marketplace: 12,
      total: ledger,
    });
    expect(r.body.quarters.reduce((n: number, x: { total: number }) => n + x.total, 0)).to.equal(ledger);
    expect(r.body.notices).to.deep.equal([{ payer: 'Big Fan', kind: 'fan', likes: 23, amountCents: 2300 }]);

    const csv = await admin.get(`/api/athletes/${athlete.id}/report.csv?year=${year}`);
    expect(csv.status).to.equal(200);
    const rows = csv.text.trim().split('\n').slice(1).map(cells);
    const sum = (source: string) => rows.filter((c) => c[2] === source).reduce((n, c) => n + Number(c[3]), 0);
    expect(sum('fans') + sum('guest')).to.equal(ledger);
    expect(sum('marketplace')).to.equal(12);

    // Only the athlete's own user or an admin sees it.
    expect((await fan.get(`/api/athletes/${athlete.id}/report`)).status).to.equal(403);
    expect((await admin.get(`/api/athletes/2147483000/report`)).status).to.equal(404);
  });

  it('a receipt is its buyer’s only; another fan and a made-up id get not found', async () => {
    const agent = api.agent();
    await login(agent, uniqueEmail('receipt'), 'fan');
    const like = await pay(agent, 25, 'card');
    const mine = await agent.get(`/api/me/receipts/${like.id}`);
    expect(mine.status, JSON.stringify(mine.body)).to.equal(200);
    expect(mine.body).to.include({ id: like.id, likes: 25, amountCents: 2500, paymentMethodType: 'card' });
    const stranger = api.agent();
    await login(stranger, uniqueEmail('stranger'), 'fan');
    const theirs = await stranger.get(`/api/me/receipts/${like.id}`);
    expect(theirs.status).to.equal(404);
    expect(theirs.body.error.code).to.equal('not_found');
    expect((await agent.get('/api/me/receipts/cs_made_up_123')).status).to.equal(404);
    expect((await agent.get('/api/me/receipts/nonsense')).status).to.equal(404);
  });
});
