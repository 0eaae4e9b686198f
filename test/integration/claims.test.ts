import { expect } from 'chai';
import { type TestApi, fileApi } from '../helpers/api';
import { select } from '../helpers/db';
import { CLAIM_MESSAGE, signedInAdmin, signedInAthlete, signedInFan, unclaimedAthletes } from '../factories';

/** DESIGN §5 "Profile claims need proof": requests, admin review, and what an unapproved claimant can do. */
describe('api: profile claims need proof', () => {
  const api = fileApi();

  const owner = async (athleteId: number) =>
    (
      await select<{ userId: number | null }>(
        `SELECT user_id AS "userId" FROM athlete_profiles WHERE id = $1`,
        [athleteId],
      )
    )[0].userId;
  async function athlete(tag = 'claimant') {
    const { agent, me: user } = await signedInAthlete(api, { tag });
    return { agent, user };
  }
  const admin = () => signedInAdmin(api);
  const ask = (
    agent: ReturnType<TestApi['agent']>,
    athleteId: number,
    body: object = { message: CLAIM_MESSAGE },
  ) => agent.post(`/api/athletes/${athleteId}/claim`).send(body);

  it('an athlete asks with evidence: pending review, nothing owned yet; asking again answers the same request', async () => {
    const [a] = await unclaimedAthletes(1);
    expect(
      (await api.agent().post(`/api/athletes/${a.id}/claim`).send({ message: CLAIM_MESSAGE })).status,
    ).to.equal(401);
    const { agent: fan } = await signedInFan(api, 0, { tag: 'fan' });
    expect((await ask(fan, a.id)).status).to.equal(403);

    const { agent, user } = await athlete();
    for (const body of [
      {},
      { message: 'me' },
      { message: CLAIM_MESSAGE, schoolEmail: 'nope' },
      { message: CLAIM_MESSAGE, userId: 1 },
    ]) {
      const bad = await ask(agent, a.id, body);
      expect(bad.status, JSON.stringify(body)).to.equal(400);
      expect(bad.body.error.code).to.equal('validation_error');
    }
    expect((await ask(agent, 2_147_483_000)).status).to.equal(404);
    expect(
      (
        await agent
          .post(`/api/athletes/${a.id}/claim`)
          .set('X-Requested-With', '')
          .send({ message: CLAIM_MESSAGE })
      ).status,
    ).to.equal(403);

    const first = await ask(agent, a.id, {
      message: CLAIM_MESSAGE,
      schoolEmail: ' coach@school.example.edu ',
    });
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    const claim = first.body.claim;
    expect(claim).to.include({
      athleteId: a.id,
      status: 'pending',
      message: CLAIM_MESSAGE,
      schoolEmail: 'coach@school.example.edu',
      reason: null,
      via: null,
      decidedAt: null,
    });
    expect(claim.athlete).to.include({
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      claimed: false,
    });

    // Nothing is the claimant's yet.
    expect(await owner(a.id)).to.equal(null);
    const pub = await agent.get(`/api/athletes/${a.id}`);
    expect(pub.body).to.include({ claimed: false, ownedByMe: false });
    expect((await agent.get('/api/auth/me')).body.athleteProfile).to.equal(null);
    const dash = await agent.get('/api/athletes/me/dashboard');
    expect(dash.status).to.equal(404);
    expect(dash.body.error.code).to.equal('no_profile');

    // One pending request per claimant per profile: asking again (a double click) answers the same one.
    const again = await ask(agent, a.id, { message: 'Another message, same profile.' });
    expect(again.status).to.equal(200);
    expect(again.body.claim.id).to.equal(claim.id);
    expect(again.body.claim.message).to.equal(CLAIM_MESSAGE);
    const [{ n }] = await select<{ n: number }>(
      `SELECT count(*)::int AS n FROM claim_requests WHERE user_id = $1`,
      [user.id],
    );
    expect(n).to.equal(1);
    // The database holds the rule too.
    const refused = await select(
      `INSERT INTO claim_requests (athlete_profile_id, user_id, message) VALUES ($1, $2, 'x')`,
      [a.id, user.id],
    ).then(
      () => null,
      (e: { original?: { constraint?: string } }) => e,
    );
    expect(refused?.original?.constraint).to.equal('claim_requests_one_pending');

    const mine = await agent.get('/api/claims/mine');
    expect(mine.status).to.equal(200);
    expect(mine.body.claims).to.deep.equal([claim]);
    expect((await fan.get('/api/claims/mine')).status).to.equal(403);
  });

  it('IDOR: signed-out users, fans and athletes (the claimant too) cannot list, approve or reject', async () => {
    const [a] = await unclaimedAthletes(1);
    const { agent: claimant } = await athlete();
    const { agent: other } = await athlete('other');
    const { agent: fan } = await signedInFan(api, 0, { tag: 'fan' });
    const { body } = await ask(claimant, a.id);
    const id = body.claim.id as number;
    const calls = (ag: ReturnType<TestApi['agent']>) => [
      ag.get('/api/admin/claims'),
      ag.get('/api/admin/claims/summary'),
      ag.post(`/api/admin/claims/${id}/approve`),
      ag.post(`/api/admin/claims/${id}/reject`).send({ reason: 'Not you, sorry.' }),
    ];
    for (const r of await Promise.all(calls(api.agent()))) expect(r.status).to.equal(401);
    for (const ag of [fan, claimant, other])
      for (const r of await Promise.all(calls(ag))) {
        expect(r.status).to.equal(403);
        expect(r.body.error.code).to.equal('forbidden');
      }
    // Nothing changed; another athlete does not see the request.
    expect(await owner(a.id)).to.equal(null);
    const [row] = await select<{ status: string }>(`SELECT status FROM claim_requests WHERE id = $1`, [id]);
    expect(row.status).to.equal('pending');
    expect((await other.get('/api/claims/mine')).body.claims).to.deep.equal([]);
    // Unapproved: no wallet for the claimant or another athlete.
    for (const ag of [claimant, other]) {
      expect((await ag.get(`/api/athlete-wallet/get-athlete-wallet/${a.id}`)).status).to.equal(403);
      expect(
        (await ag.post('/api/athlete-wallet/post-athlete-wallet').send({ athleteId: a.id })).status,
      ).to.equal(403);
    }
    const adm = await admin();
    expect((await adm.post('/api/admin/claims/2147483000/approve')).status).to.equal(404);
    expect((await adm.post('/api/admin/claims/abc/approve')).status).to.equal(404);
    expect(
      (await adm.post('/api/admin/claims/2147483000/reject').send({ reason: 'Nobody here.' })).status,
    ).to.equal(404);
    expect((await adm.get('/api/admin/claims').query({ status: 'everything' })).status).to.equal(400);
  });

  it('admins list pending requests oldest first with the claimant, the evidence and what competes', async () => {
    const [a] = await unclaimedAthletes(1);
    const one = await athlete('first');
    const two = await athlete('second');
    const r1 = (await ask(one.agent, a.id, { message: CLAIM_MESSAGE, schoolEmail: 'one@school.example.edu' }))
      .body.claim;
    const r2 = (await ask(two.agent, a.id)).body.claim;
    const adm = await admin();
    const list = await adm.get('/api/admin/claims');
    expect(list.status).to.equal(200);
    const [{ n }] = await select<{ n: number }>(
      `SELECT count(*)::int AS n FROM claim_requests WHERE status = 'pending'`,
      [],
    );
    expect(list.body.pending).to.equal(n);
    expect(list.body.total).to.equal(n);
    // Pages: the newest pending request is the last one of the queue.
    const tail = await adm.get('/api/admin/claims').query({ limit: 1, offset: n - 1 });
    expect(tail.body.claims.map((c: { id: number }) => c.id)).to.deep.equal([r2.id]);
    expect(tail.body.total).to.equal(n);
    expect((await adm.get('/api/admin/claims/summary')).body).to.deep.equal({ pending: n });
    const ids = list.body.claims.map((c: { id: number }) => c.id);
    expect(ids.indexOf(r1.id)).to.be.within(0, ids.indexOf(r2.id) - 1);
    const row = list.body.claims.find((c: { id: number }) => c.id === r1.id);
    expect(row).to.include({
      status: 'pending',
      schoolEmail: 'one@school.example.edu',
      competingRequests: 1,
      decidedBy: null,
    });
    expect(row.claimant).to.include({ id: one.user.id, email: one.user.email, hasProfile: false });
    expect(row.athleteLikes).to.be.a('number');
    for (const c of list.body.claims) expect(c.status).to.equal('pending');
  });

  it('reject: the claimant reads the reason and may ask again; a decided request is not flipped', async () => {
    const [a] = await unclaimedAthletes(1);
    const { agent, user } = await athlete();
    const first = (await ask(agent, a.id)).body.claim;
    const adm = await admin();
    expect((await adm.post(`/api/admin/claims/${first.id}/reject`).send({})).status).to.equal(400);
    const reason = 'We could not confirm this with your school. Please add your school email.';
    const rej = await adm.post(`/api/admin/claims/${first.id}/reject`).send({ reason });
    expect(rej.status, JSON.stringify(rej.body)).to.equal(200);
    expect(rej.body).to.deep.include({ changed: true });
    expect(rej.body.claim).to.include({ status: 'rejected', reason });
    expect((await adm.post(`/api/admin/claims/${first.id}/reject`).send({ reason })).body.changed).to.equal(
      false,
    );
    const decided = await adm.get('/api/admin/claims').query({ status: 'decided' });
    expect(decided.status).to.equal(200);
    const shown = decided.body.claims.find((c: { id: number }) => c.id === first.id);
    expect(shown).to.include({ status: 'rejected', reason });
    expect(shown.decidedBy.name).to.be.a('string').and.not.equal('');
    for (const c of decided.body.claims) expect(c.status).to.not.equal('pending');
    const flip = await adm.post(`/api/admin/claims/${first.id}/approve`);
    expect(flip.status).to.equal(409);
    expect(flip.body.error.code).to.equal('claim_decided');
    expect(await owner(a.id)).to.equal(null);

    const mine = (await agent.get('/api/claims/mine')).body.claims;
    expect(mine[0]).to.include({ id: first.id, status: 'rejected', reason });
    const [email] = await select<{ kind: string; to: string; text: string }>(
      `SELECT kind, to_address AS "to", text FROM emails WHERE idempotency_key = $1`,
      [`claim-decision:${first.id}`],
    );
    expect(email).to.include({ kind: 'claim-rejected', to: user.email });
    expect(email.text).to.contain(reason);

    // Try again: a new pending request, approved this time.
    const second = await ask(agent, a.id, {
      message: `${CLAIM_MESSAGE} Second try.`,
      schoolEmail: 'me@school.example.edu',
    });
    expect(second.status).to.equal(201);
    expect(second.body.claim.id).to.not.equal(first.id);
    const ok = await adm.post(`/api/admin/claims/${second.body.claim.id}/approve`);
    expect(ok.status).to.equal(200);
    expect(ok.body.claim).to.include({ status: 'approved', via: 'admin' });
    expect(await owner(a.id)).to.equal(user.id);
    // Approved requests are not rejected afterwards.
    const late = await adm.post(`/api/admin/claims/${second.body.claim.id}/reject`).send({ reason });
    expect(late.status).to.equal(409);
    expect(late.body.error.code).to.equal('claim_decided');
  });

  it('a claimant who made a profile of their own meanwhile is not approved (409 already_has_profile)', async () => {
    const [a] = await unclaimedAthletes(1);
    const { agent, user } = await athlete();
    const { body } = await ask(agent, a.id);
    const put = await agent
      .put(`/api/users/${encodeURIComponent(user.authId)}`)
      .send({ athleteProfile: { sport: 'football' } });
    expect(put.status, JSON.stringify(put.body)).to.equal(200);
    const adm = await admin();
    const row = (await adm.get('/api/admin/claims')).body.claims.find(
      (c: { id: number }) => c.id === body.claim.id,
    );
    expect(row.claimant.hasProfile).to.equal(true);
    const res = await adm.post(`/api/admin/claims/${body.claim.id}/approve`);
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('already_has_profile');
    expect(await owner(a.id)).to.equal(null);
    // And they cannot ask for another profile now.
    const [b] = await unclaimedAthletes(1);
    expect((await ask(agent, b.id)).body.error.code).to.equal('already_has_profile');
  });
});
