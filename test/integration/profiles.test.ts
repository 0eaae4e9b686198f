import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { User } from '@fanlift/db';
import { login, startApi, uniqueEmail, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { claimApproved, give, unclaimedAthletes } from '../factories';

describe('api: athlete profiles, claimable search, dashboard, fan profiles', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(async () => {
    await api.close();
  });

  describe('GET /api/athletes/:id', () => {
    it('answers the profile with schools, totals, top fans, allocations and claimed', async () => {
      const [a] = await unclaimedAthletes(1);
      const fan1 = api.agent();
      const f1 = await login(fan1, uniqueEmail('fan'), 'fan', { firstName: 'Topper', lastName: 'Fanning' });
      const f2 = await login(api.agent(), uniqueEmail('fan'), 'fan', {
        firstName: 'Second',
        lastName: 'Best',
      });
      const [alloc] = await testDb().sequelize.query<{ id: number }>(
        `INSERT INTO athlete_allocations (athlete_profile_id, name, goal_likes) VALUES ($1, 'Test camp', 100) RETURNING id`,
        { bind: [a.id], type: QueryTypes.SELECT },
      );
      await give(f1.id, `athlete:${a.id}`, 30, { athleteId: a.id, allocationId: alloc.id });
      await give(f2.id, `athlete:${a.id}`, 12, { athleteId: a.id });
      await give(f2.id, `athlete:${a.id}`, 3, { athleteId: a.id });

      const res = await api.agent().get(`/api/athletes/${a.id}`);
      expect(res.status).to.equal(200);
      const b = res.body;
      expect(b).to.include.keys(
        'id',
        'firstName',
        'lastName',
        'user',
        'photoUrl',
        'sport',
        'position',
        'class',
        'rating',
        'ranking',
        'hometown',
        'highSchool',
        'height',
        'weight',
        'schools',
        'likes',
        'sumTotalInCents',
        'supporters',
        'topFans',
        'allocations',
        'claimed',
        'claimedAt',
        'ownedByMe',
      );
      expect(b).to.not.have.property('ownerUserId');
      expect(b).to.not.have.property('dob');
      expect(b.id).to.equal(a.id);
      expect(b.claimed).to.equal(false);
      expect(b.ownedByMe).to.equal(false);
      expect(b.likes).to.equal(45);
      expect(b.sumTotalInCents)
        .to.be.a('number')
        .and.equal(45 * api.config.LIKE_PRICE_CENTS);
      expect(b.supporters).to.equal(2);
      expect(b.topFans).to.deep.equal([
        { fanId: f1.id, name: 'Topper F.', likes: 30 },
        { fanId: f2.id, name: 'Second B.', likes: 15 },
      ]);
      const testAlloc = (b.allocations as { id: number; likes: number }[]).find((x) => x.id === alloc.id)!;
      expect(testAlloc.likes).to.equal(30);
      for (const s of b.schools) expect(s.logo).to.match(/^\/api\/schools\/\d+\/logo\.svg$/);
    });

    it('404 for an unknown athlete; non-numeric ids do not shadow other athlete routes', async () => {
      expect((await api.agent().get('/api/athletes/2147483000')).status).to.equal(404);
      expect((await api.agent().get('/api/athletes/99999999999')).status).to.equal(404);
      const nf = await api.agent().get('/api/athletes/not-a-number');
      expect(nf.status).to.equal(404);
      expect(nf.body.error.code).to.equal('not_found');
      const search = await api.agent().get('/api/athletes/search').query({ limit: 2 });
      expect(search.status).to.equal(200);
      expect(search.body.athletes).to.be.an('array');
    });
  });

  describe('claim', () => {
    it('GET /api/athletes/claimable finds unclaimed profiles by name; needs a name', async () => {
      const [a] = await unclaimedAthletes(1);
      const res = await api
        .agent()
        .get('/api/athletes/claimable')
        .query({ firstName: a.firstName.toUpperCase(), lastName: a.lastName });
      expect(res.status).to.equal(200);
      expect(res.body.athletes.map((x: { id: number }) => x.id)).to.include(a.id);
      const first = res.body.athletes[0];
      expect(first.firstName.toLowerCase()).to.equal(a.firstName.toLowerCase());
      expect(first).to.include.keys(
        'id',
        'user',
        'photoUrl',
        'sport',
        'position',
        'class',
        'schools',
        'hometown',
        'highSchool',
      );
      expect((await api.agent().get('/api/athletes/claimable')).status).to.equal(400);
      expect((await api.agent().get('/api/athletes/claimable').query({ firstName: '' })).status).to.equal(
        400,
      );
      expect(
        (
          await api
            .agent()
            .get('/api/athletes/claimable')
            .query({ firstName: 'x'.repeat(200) })
        ).status,
      ).to.equal(400);
      // Wildcards match literally.
      const pct = await api.agent().get('/api/athletes/claimable').query({ lastName: '%' });
      expect(pct.status).to.equal(200);
      expect(pct.body.athletes).to.deep.equal([]);
    });
  });

  describe('GET /api/athletes/me/dashboard', () => {
    it('signed out 401, fan 403, athlete without profile 404 no_profile', async () => {
      expect((await api.agent().get('/api/athletes/me/dashboard')).status).to.equal(401);
      const fan = api.agent();
      await login(fan, uniqueEmail('fan'), 'fan');
      expect((await fan.get('/api/athletes/me/dashboard')).status).to.equal(403);
      const ath = api.agent();
      await login(ath, uniqueEmail('ath'), 'athlete');
      const res = await ath.get('/api/athletes/me/dashboard');
      expect(res.status).to.equal(404);
      expect(res.body.error.code).to.equal('no_profile');
    });

    it('funds, supporters, top supporters and 30 days of likes', async () => {
      const [a] = await unclaimedAthletes(1);
      const ath = api.agent();
      await login(ath, uniqueEmail('ath'), 'athlete');
      await claimApproved(api, ath, a.id);
      const before = (await ath.get('/api/athletes/me/dashboard')).body;
      const f1 = await login(api.agent(), uniqueEmail('fan'), 'fan', { firstName: 'Dash', lastName: 'One' });
      const f2 = await login(api.agent(), uniqueEmail('fan'), 'fan', { firstName: 'Dash', lastName: 'Two' });
      await give(f1.id, `athlete:${a.id}`, 7);
      await give(f2.id, `athlete:${a.id}`, 9);
      await give(f1.id, `athlete:${a.id}`, 4);

      const res = await ath.get('/api/athletes/me/dashboard');
      expect(res.status).to.equal(200);
      const d = res.body;
      expect(d).to.have.keys(
        'athlete',
        'likes',
        'sumTotalInCents',
        'supporters',
        'topSupporters',
        'series',
        'allocations',
      );
      expect(d.athlete.id).to.equal(a.id);
      expect(d.athlete.ownedByMe).to.equal(true);
      expect(d.likes).to.equal(before.likes + 20);
      expect(d.sumTotalInCents).to.equal(d.likes * api.config.LIKE_PRICE_CENTS);
      expect(d.supporters).to.equal(before.supporters + 2);
      expect(d.topSupporters[0]).to.deep.equal({ fanId: f1.id, name: 'Dash O.', likes: 11 });
      expect(d.series).to.have.length(30);
      const last = d.series[29];
      expect(last.date).to.equal(new Date().toISOString().slice(0, 10));
      expect(last.likes).to.be.at.least(20);
      expect(last.total).to.equal(d.likes);
      for (const p of d.series) expect(p).to.have.keys('date', 'likes', 'total');
      expect((await ath.get('/api/athletes/me/dashboard').query({ days: 'x' })).status).to.equal(400);
      expect((await ath.get('/api/athletes/me/dashboard').query({ days: 7 })).body.series).to.have.length(7);
    });
  });

  describe('GET /api/fans/:id', () => {
    it('any signed-in user sees the profile; email only for yourself or an admin', async () => {
      const fanAgent = api.agent();
      const fan = await login(fanAgent, uniqueEmail('fan'), 'fan', {
        firstName: 'Profile',
        lastName: 'Person',
      });
      const [school] = await testDb().sequelize.query<{ id: number }>(
        `SELECT id FROM schools ORDER BY id LIMIT 1`,
        { type: QueryTypes.SELECT },
      );
      expect(
        (
          await fanAgent
            .put(`/api/users/${encodeURIComponent(fan.authId)}`)
            .send({ fanProfile: { schools: [{ schoolId: school.id }] } })
        ).status,
      ).to.equal(200);
      const [a] = await unclaimedAthletes(1);
      await give(fan.id, `athlete:${a.id}`, 12);

      expect((await api.agent().get(`/api/fans/${fan.id}`)).status).to.equal(401);

      const own = await fanAgent.get(`/api/fans/${fan.id}`);
      expect(own.status).to.equal(200);
      expect(own.body).to.include({
        id: fan.id,
        firstName: 'Profile',
        lastName: 'Person',
        likesGiven: 12,
        earnedStar: 1,
        email: fan.email,
        emailVerified: false,
      });
      expect(own.body.schools).to.deep.equal([
        { id: school.id, name: own.body.schools[0].name, logo: `/api/schools/${school.id}/logo.svg` },
      ]);
      expect(own.body.supported[0]).to.include({ type: 'athlete', id: a.id, likes: 12 });
      expect(own.body.memberSince).to.match(/^\d{4}-\d{2}-\d{2}T/);

      const other = api.agent();
      await login(other, uniqueEmail('ath'), 'athlete');
      const seen = await other.get(`/api/fans/${fan.id}`);
      expect(seen.status).to.equal(200);
      expect(seen.body).to.not.have.property('email');
      expect(seen.body).to.not.have.property('emailVerified');
      expect(seen.body.likesGiven).to.equal(12);

      const admin = api.agent();
      await login(admin, 'admin@test.dev', 'fan');
      expect((await admin.get(`/api/fans/${fan.id}`)).body.email).to.equal(fan.email);
    });

    it('404 for athletes and unknown ids', async () => {
      const agent = api.agent();
      await login(agent, uniqueEmail('fan'), 'fan');
      const ath = await login(api.agent(), uniqueEmail('ath'), 'athlete');
      expect((await agent.get(`/api/fans/${ath.id}`)).status).to.equal(404);
      expect((await agent.get('/api/fans/2147483000')).status).to.equal(404);
      expect((await agent.get('/api/fans/abc')).status).to.equal(404);
    });
  });

  describe('POST /api/users/resend-verify-email/:id', () => {
    it('stages a verification email for yourself (once a minute); the link verifies', async () => {
      expect((await api.agent().post('/api/users/resend-verify-email/1')).status).to.equal(401);
      const agent = api.agent();
      const me = await login(agent, uniqueEmail('verify'), 'fan', { firstName: 'Vera' });
      const other = await login(api.agent(), uniqueEmail('verify'), 'fan');
      expect((await agent.post(`/api/users/resend-verify-email/${other.id}`)).status).to.equal(403);
      expect((await agent.post('/api/users/resend-verify-email/abc')).status).to.equal(400);

      const first = await agent.post(`/api/users/resend-verify-email/${me.id}`);
      expect(first.status).to.equal(202);
      expect(first.body.status).to.equal('queued');
      const again = await agent.post(`/api/users/resend-verify-email/${me.id}`);
      expect(again.status).to.equal(202);
      expect(again.body.emailId).to.be.a('string');
      // Within one minute the repeat answers the same staged email (at most two if the minute turned over).
      const [{ n }] = await testDb().sequelize.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM emails WHERE user_id = $1 AND kind = 'verify-email'`,
        { bind: [me.id], type: QueryTypes.SELECT },
      );
      expect(n).to.be.within(1, 2);

      const [email] = await testDb().sequelize.query<{ to: string; kind: string; text: string }>(
        `SELECT to_address AS "to", kind, text FROM emails WHERE id = $1`,
        { bind: [again.body.emailId], type: QueryTypes.SELECT },
      );
      expect(email.to).to.equal(me.email);
      expect(email.kind).to.equal('verify-email');
      const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(email.text)![1];

      const bad = await api
        .agent()
        .get('/api/users/verify-email')
        .query({ token: 'x'.repeat(43) });
      expect(bad.status).to.equal(302);
      expect(bad.headers.location).to.equal('/?emailVerified=0');
      const ok = await api.agent().get('/api/users/verify-email').query({ token });
      expect(ok.status).to.equal(302);
      expect(ok.headers.location).to.equal('/?emailVerified=1');
      expect((await User.findByPk(me.id))!.emailVerified).to.equal(true);
      // Used once.
      expect((await api.agent().get('/api/users/verify-email').query({ token })).headers.location).to.equal(
        '/?emailVerified=0',
      );

      const done = await agent.post(`/api/users/resend-verify-email/${me.id}`);
      expect(done.status).to.equal(200);
      expect(done.body).to.deep.equal({ status: 'already_verified', emailId: null });
    });

    it('admins may ask for anyone; unknown user 404', async () => {
      const admin = api.agent();
      await login(admin, 'admin@test.dev', 'fan');
      const other = await login(api.agent(), uniqueEmail('verify'), 'athlete');
      const res = await admin.post(`/api/users/resend-verify-email/${other.id}`);
      expect(res.status).to.equal(202);
      expect((await admin.post('/api/users/resend-verify-email/2147483000')).status).to.equal(404);
    });
  });
});
