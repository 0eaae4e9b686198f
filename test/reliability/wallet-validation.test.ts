import { expect } from 'chai';
import { fanBalance, newKey, markCommandsFailed } from '../helpers/ledger-fixtures';
import { signedInFan, signedInAthlete } from '../factories';
import { commandsOfUser, send, walletSuite } from './wallet-helpers';

describe('reliability: wallet commands, validation and authorisation (DESIGN §1, §4)', function () {
  this.timeout(180_000);
  const suite = walletSuite();
  const { api } = suite;
  let athleteId: number;
  before(() => {
    athleteId = suite.athleteId;
  });

  describe('validation and authorisation (nothing written)', () => {
    it('refuses amounts 0, -5, 1.5, "1e9", 2^63 and other non-integers with 400 and stages nothing', async () => {
      const { agent, me } = await signedInFan(api, 10);
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
      expect(await commandsOfUser(me.id)).to.equal(0);
      expect(await fanBalance(me.id)).to.equal(10);
    });

    it("refuses a fan naming another fan's id anywhere (403/404) and changes nothing", async () => {
      const victim = await signedInFan(api, 10);
      const attacker = await signedInFan(api, 10);
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
      const { agent: other } = await signedInFan(api);
      const mine = await send(victim.agent, { athleteId, likes: 1 });
      expect(mine.status).to.equal(202);
      expect((await other.get(`/api/commands/${mine.body.commandId}`)).status).to.equal(404);
      await markCommandsFailed(mine.body.commandId);
      // an athlete cannot send likes; a visitor cannot either
      const { agent: ath } = await signedInAthlete(api);
      expect((await send(ath, { athleteId, likes: 1 })).status).to.equal(403);
      expect((await send(api.agent(), { athleteId, likes: 1 })).status).to.equal(401);
      expect(await fanBalance(victim.me.id)).to.equal(10);
      expect(await fanBalance(attacker.me.id)).to.equal(10);
      expect(await commandsOfUser(attacker.me.id)).to.equal(0);
    });

    it('answers 404 for a recipient that does not exist (nothing staged)', async () => {
      const { agent, me } = await signedInFan(api, 5);
      expect((await send(agent, { athleteId: 2_000_000_000, likes: 1 })).status).to.equal(404);
      expect((await send(agent, { schoolId: 2_000_000_000, likes: 1 })).status).to.equal(404);
      expect((await send(agent, { allocationId: 2_000_000_000, likes: 1 })).status).to.equal(404);
      expect(await commandsOfUser(me.id)).to.equal(0);
    });
  });
});
