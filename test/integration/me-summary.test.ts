import { expect } from 'chai';
import { checkLedgerInvariants } from '@fanlift/db';
import { fileApi } from '../helpers/api';
import { createAthlete, fundWallet, sendLikes, signedInUser } from '../factories';

describe('api: /api/me/summary (header balance and stars)', () => {
  const api = fileApi();

  it('answers 401 when nobody is signed in', async () => {
    const res = await api.agent().get('/api/me/summary');
    expect(res.status).to.equal(401);
    expect(res.body.error.code).to.equal('unauthenticated');
  });

  it('a new fan has balance 0 and no stars', async () => {
    const { agent } = await signedInUser(api, 'fan', { tag: 'summary0' });
    const res = await agent.get('/api/me/summary');
    expect(res.body).to.deep.equal({ balance: 0, earnedStar: 0 });
  });

  it('gives the ledger balance, and stars only for likes given to athletes (not spends)', async () => {
    const { agent, me: fan } = await signedInUser(api, 'fan', { tag: 'summary' });
    const athlete = await createAthlete();
    await fundWallet(fan.id, 100);
    await sendLikes(fan.id, `athlete:${athlete.id}`, 8, { meta: { athleteId: athlete.id } });
    await sendLikes(fan.id, 'platform:marketplace', 5, { kind: 'spend' });
    const res = await agent.get('/api/me/summary');
    // 8 given + 5 spent would be 13 (1 star); only the 8 given count (threshold 10: no star yet).
    expect(res.body).to.deep.equal({ balance: 87, earnedStar: 0 });
    const profile = await agent.get(`/api/fans/${fan.id}`);
    expect(profile.body.likesGiven).to.equal(8);
    expect(profile.body.earnedStar).to.equal(0);
    const check = await checkLedgerInvariants(api.deps.db.sequelize);
    expect(check.problems).to.deep.equal([]);
  });
});
