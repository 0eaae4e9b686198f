import { expect } from 'chai';
import { AthleteProfile, athleteAccount, checkLedgerInvariants, fanAccount, postJournal } from '@fanlift/db';
import { login, uniqueEmail, fileApi } from '../helpers/api';

describe('api: /api/me/summary (header balance and stars)', () => {
  const api = fileApi();

  it('answers 401 when nobody is signed in', async () => {
    const res = await api.agent().get('/api/me/summary');
    expect(res.status).to.equal(401);
    expect(res.body.error.code).to.equal('unauthenticated');
  });

  it('a new fan has balance 0 and no stars', async () => {
    const agent = api.agent();
    await login(agent, uniqueEmail('summary0'), 'fan');
    const res = await agent.get('/api/me/summary');
    expect(res.body).to.deep.equal({ balance: 0, earnedStar: 0 });
  });

  it('gives the ledger balance, and stars only for likes given to athletes (not spends)', async () => {
    const agent = api.agent();
    const fan = await login(agent, uniqueEmail('summary'), 'fan');
    const athlete = (await AthleteProfile.findOne({ order: [['id', 'ASC']] }))!;
    const seq = api.deps.db.sequelize;
    const post = (input: Parameters<typeof postJournal>[1]) => seq.transaction((t) => postJournal(t, input));
    await post({
      kind: 'test-credit',
      causeKey: `test:summary:credit:${fan.id}`,
      lines: [
        { account: 'platform:promo', amount: -100 },
        { account: fanAccount(fan.id), amount: 100 },
      ],
      walletTransactions: [{ userId: fan.id, type: 'gift', likes: 100, paymentName: 'Test credit' }],
    });
    await post({
      kind: 'send-likes',
      causeKey: `test:summary:send:${fan.id}`,
      meta: { athleteId: athlete.id },
      lines: [
        { account: fanAccount(fan.id), amount: -8 },
        { account: athleteAccount(athlete.id), amount: 8 },
      ],
      walletTransactions: [{ userId: fan.id, type: 'used', likes: 8, paymentName: 'Likes to an athlete' }],
    });
    await post({
      kind: 'spend',
      causeKey: `test:summary:spend:${fan.id}`,
      lines: [
        { account: fanAccount(fan.id), amount: -5 },
        { account: 'platform:marketplace', amount: 5 },
      ],
      walletTransactions: [{ userId: fan.id, type: 'used', likes: 5, paymentName: 'Marketplace item' }],
    });
    const res = await agent.get('/api/me/summary');
    // 8 given + 5 spent would be 13 (1 star); only the 8 given count (threshold 10: no star yet).
    expect(res.body).to.deep.equal({ balance: 87, earnedStar: 0 });
    const profile = await agent.get(`/api/fans/${fan.id}`);
    expect(profile.body.likesGiven).to.equal(8);
    expect(profile.body.earnedStar).to.equal(0);
    const check = await checkLedgerInvariants(seq);
    expect(check.problems).to.deep.equal([]);
  });
});
