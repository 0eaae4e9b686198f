import { expect } from 'chai';
import { fileApi } from '../helpers/api';
import { select } from '../helpers/db';
import { CLAIM_MESSAGE, signedInAdmin, signedInAthlete, unclaimedAthletes } from '../factories';

const ALREADY_CLAIMED = 'This profile has already been claimed.';

/** DESIGN §5 "Profile claims need proof": approvals that race each other. */
describe('api: concurrent claim approvals', () => {
  const api = fileApi();

  it('competing requests approved at once: exactly one owner; the others are closed as already claimed', async () => {
    const admins: Awaited<ReturnType<typeof signedInAdmin>>[] = [];
    for (let i = 0; i < 3; i++) admins.push(await signedInAdmin(api));
    for (const p of await unclaimedAthletes(3)) {
      const claimants = [];
      for (let i = 0; i < 3; i++) {
        const { agent, me: user } = await signedInAthlete(api, { tag: 'race' });
        const res = await agent.post(`/api/athletes/${p.id}/claim`).send({ message: CLAIM_MESSAGE });
        expect(res.status).to.equal(201);
        claimants.push({ agent, user, claimId: res.body.claim.id as number });
      }
      const results = await Promise.all(
        claimants.map((c, i) => admins[i].post(`/api/admin/claims/${c.claimId}/approve`)),
      );
      expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.body))).to.deep.equal([
        200, 409, 409,
      ]);
      for (const r of results.filter((x) => x.status === 409))
        expect(r.body.error).to.deep.equal({ code: 'already_claimed', message: ALREADY_CLAIMED });
      const winner = claimants[results.findIndex((r) => r.status === 200)];
      const [row] = await select<{ userId: number; audits: number; approved: number; rejected: number }>(
        `SELECT a.user_id AS "userId",
                (SELECT count(*)::int FROM profile_claims c WHERE c.athlete_profile_id = a.id AND c.claim_request_id = $2) AS audits,
                (SELECT count(*)::int FROM claim_requests r WHERE r.athlete_profile_id = a.id AND r.status = 'approved') AS approved,
                (SELECT count(*)::int FROM claim_requests r WHERE r.athlete_profile_id = a.id AND r.status = 'rejected' AND r.reason = $3) AS rejected
           FROM athlete_profiles a WHERE a.id = $1`,
        [p.id, winner.claimId, ALREADY_CLAIMED],
      );
      expect(row).to.deep.equal({ userId: winner.user.id, audits: 1, approved: 1, rejected: 2 });
      // The losers read why; a newcomer is refused with the same words.
      for (const c of claimants.filter((x) => x !== winner)) {
        const [mine] = (await c.agent.get('/api/claims/mine')).body.claims;
        expect(mine).to.include({ status: 'rejected', reason: ALREADY_CLAIMED });
        const emails = await select<{ kind: string; to: string }>(
          `SELECT kind, to_address AS "to" FROM emails WHERE idempotency_key = $1`,
          [`claim-decision:${c.claimId}`],
        );
        expect(emails).to.deep.equal([{ kind: 'claim-rejected', to: c.user.email }]);
      }
      const [won] = await select<{ kind: string }>(`SELECT kind FROM emails WHERE idempotency_key = $1`, [
        `claim-decision:${winner.claimId}`,
      ]);
      expect(won.kind).to.equal('claim-approved');
      const { agent: late } = await signedInAthlete(api, { tag: 'late' });
      const refused = await late.post(`/api/athletes/${p.id}/claim`).send({ message: CLAIM_MESSAGE });
      expect(refused.status).to.equal(409);
      expect(refused.body.error).to.deep.equal({ code: 'already_claimed', message: ALREADY_CLAIMED });
    }
  });

  it('the same request approved twice at once: one change, both answered 200', async () => {
    const [p] = await unclaimedAthletes(1);
    const { agent, me: user } = await signedInAthlete(api, { tag: 'twice' });
    const { body } = await agent.post(`/api/athletes/${p.id}/claim`).send({ message: CLAIM_MESSAGE });
    const a1 = await signedInAdmin(api);
    const a2 = await signedInAdmin(api);
    const rs = await Promise.all([a1, a2].map((ag) => ag.post(`/api/admin/claims/${body.claim.id}/approve`)));
    expect(rs.map((r) => r.status)).to.deep.equal([200, 200]);
    expect(rs.map((r) => r.body.changed).sort()).to.deep.equal([false, true]);
    const [{ n }] = await select<{ n: number }>(
      `SELECT count(*)::int AS n FROM emails WHERE idempotency_key = $1`,
      [`claim-decision:${body.claim.id}`],
    );
    expect(n).to.equal(1);
    expect((await agent.get('/api/auth/me')).body.athleteProfile.id).to.equal(p.id);
    expect(user.id).to.be.a('number');
  });

  it('one claimant, two profiles approved at once: exactly one is theirs, the other request is cancelled', async () => {
    const [p1, p2] = await unclaimedAthletes(2);
    const { agent, me } = await signedInAthlete(api, { tag: 'greedy' });
    const ids = [];
    for (const p of [p1, p2])
      ids.push(
        (await agent.post(`/api/athletes/${p.id}/claim`).send({ message: CLAIM_MESSAGE })).body.claim.id,
      );
    const adm = await signedInAdmin(api);
    const adm2 = await signedInAdmin(api);
    const rs = await Promise.all([
      adm.post(`/api/admin/claims/${ids[0]}/approve`),
      adm2.post(`/api/admin/claims/${ids[1]}/approve`),
    ]);
    expect(rs.map((r) => r.status).sort()).to.deep.equal([200, 409]);
    const owned = await select(`SELECT id FROM athlete_profiles WHERE user_id = $1`, [me.id]);
    expect(owned).to.have.length(1);
    const statuses = await select<{ status: string }>(
      `SELECT status FROM claim_requests WHERE user_id = $1 ORDER BY status`,
      [me.id],
    );
    expect(statuses.map((s) => s.status)).to.deep.equal(['approved', 'cancelled']);
  });
});
