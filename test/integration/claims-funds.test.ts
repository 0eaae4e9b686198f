import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { fileApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { athleteLikes, expectLedgerOk, waitProcessed } from '../helpers/payments-stripe';
import { fileWorker } from '../helpers/processes';
import { CLAIM_MESSAGE, give, signedInAdmin, signedInUser, unclaimedAthletes } from '../factories';

/**
 * DESIGN §5: likes to a profile under review stay on its account `athlete:{id}`; its wallet and dashboard are
 * the claimant's only once a claim is approved. Guest likes go through the real path (local checkout, signed
 * webhook, worker).
 */
describe('api + worker: the funds of a profile under review', function () {
  this.timeout(60_000);
  const api = fileApi();
  fileWorker();

  const journalsOn = async (athleteId: number) => {
    const [r] = await testDb().sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.key = $1`,
      { bind: [`athlete:${athleteId}`], type: QueryTypes.SELECT },
    );
    return r.n;
  };

  it('unapproved: the claimant cannot read the wallet or dashboard (likes and guest likes stay on the profile); approved: 200 with them all', async () => {
    const [a] = await unclaimedAthletes(1);
    const { agent: claimant } = await signedInUser(api, 'athlete', { tag: 'claimant' });
    const asked = await claimant.post(`/api/athletes/${a.id}/claim`).send({ message: CLAIM_MESSAGE });
    expect(asked.status).to.equal(201);

    // While the request waits: a fan gives 6, a guest pays for 4.
    const before = await athleteLikes(a.id);
    const fan = (await signedInUser(api, 'fan', { tag: 'fan', firstName: 'Early', lastName: 'Backer' })).me;
    await give(fan.id, `athlete:${a.id}`, 6);
    const guest = api.agent();
    const checkout = await guest
      .post('/api/payments/guest-like')
      .send({ athleteId: a.id, likes: 4, email: 'guest.backer@test.dev' });
    expect(checkout.status, JSON.stringify(checkout.body)).to.equal(201);
    const paid = await guest
      .post(`/api/payments/local-checkout/${checkout.body.sessionId}/complete`)
      .send({ outcome: 'pay' });
    await waitProcessed(paid.body.eventId);
    const during = await athleteLikes(a.id);
    expect(during.balance - before.balance).to.equal(10);
    expect(during.likesReceived).to.equal(during.balance);

    // The claimant (and any other athlete) cannot read the profile's funds.
    const { agent: other } = await signedInUser(api, 'athlete', { tag: 'other' });
    for (const ag of [claimant, other]) {
      const wallet = await ag.get(`/api/athlete-wallet/get-athlete-wallet/${a.id}`);
      expect(wallet.status).to.equal(403);
      expect(wallet.body.error.code).to.equal('forbidden');
      const ensure = await ag.post('/api/athlete-wallet/post-athlete-wallet').send({ athleteId: a.id });
      expect(ensure.status).to.equal(403);
    }
    const dash = await claimant.get('/api/athletes/me/dashboard');
    expect(dash.status).to.equal(404);
    expect(dash.body.error.code).to.equal('no_profile');
    // Admins can, and see the likes on the profile's own account.
    const admin = await signedInAdmin(api);
    const adminView = await admin.get(`/api/athlete-wallet/get-athlete-wallet/${a.id}`);
    expect(adminView.status).to.equal(200);
    expect(adminView.body.likes).to.equal(during.balance);

    // Approval moves no likes (no journal): it makes the profile, with what it holds, the claimant's.
    const entries = await journalsOn(a.id);
    const ok = await admin.post(`/api/admin/claims/${asked.body.claim.id}/approve`);
    expect(ok.status).to.equal(200);
    expect(await journalsOn(a.id)).to.equal(entries);
    expect(await athleteLikes(a.id)).to.deep.equal(during);

    const wallet = await claimant.get(`/api/athlete-wallet/get-athlete-wallet/${a.id}`);
    expect(wallet.status).to.equal(200);
    expect(wallet.body).to.include({ athleteId: a.id, likes: during.balance });
    const kinds = wallet.body.recent.map((r: { kind: string; likes: number }) => `${r.kind}:${r.likes}`);
    expect(kinds).to.include.members(['stripe-guest-like:4', 'send-likes:6']);
    const mine = await claimant.get('/api/athletes/me/dashboard');
    expect(mine.status).to.equal(200);
    expect(mine.body.athlete.id).to.equal(a.id);
    expect(mine.body.likes).to.equal(during.likesReceived);
    expect(mine.body.topSupporters.map((f: { fanId: number }) => f.fanId)).to.include(fan.id);
    // Still nobody else's.
    expect((await other.get(`/api/athlete-wallet/get-athlete-wallet/${a.id}`)).status).to.equal(403);
    await expectLedgerOk();
  });
});
