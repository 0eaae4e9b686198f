import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { User } from '@fanlift/db';
import { fileApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { give, signedInAdmin, signedInUser, unclaimedAthletes } from '../factories';
describe('api: fan profiles and verification emails', () => {
  const api = fileApi();

  describe('GET /api/fans/:id', () => {
    it('any signed-in user sees the profile; email only for yourself or an admin', async () => {
      const { agent: fanAgent, me: fan } = await signedInUser(api, 'fan', {
        tag: 'fan',
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

      const { agent: other } = await signedInUser(api, 'athlete', { tag: 'ath' });
      const seen = await other.get(`/api/fans/${fan.id}`);
      expect(seen.status).to.equal(200);
      expect(seen.body).to.not.have.property('email');
      expect(seen.body).to.not.have.property('emailVerified');
      expect(seen.body.likesGiven).to.equal(12);

      const admin = await signedInAdmin(api);
      expect((await admin.get(`/api/fans/${fan.id}`)).body.email).to.equal(fan.email);
    });

    it('404 for athletes and unknown ids', async () => {
      const { agent } = await signedInUser(api, 'fan', { tag: 'fan' });
      const ath = (await signedInUser(api, 'athlete', { tag: 'ath' })).me;
      expect((await agent.get(`/api/fans/${ath.id}`)).status).to.equal(404);
      expect((await agent.get('/api/fans/2147483000')).status).to.equal(404);
      expect((await agent.get('/api/fans/abc')).status).to.equal(404);
    });
  });

  describe('POST /api/users/resend-verify-email/:id', () => {
    it('stages a verification email for yourself (once a minute); the link verifies', async () => {
      expect((await api.agent().post('/api/users/resend-verify-email/1')).status).to.equal(401);
      const { agent, me } = await signedInUser(api, 'fan', { tag: 'verify', firstName: 'Vera' });
      const other = (await signedInUser(api, 'fan', { tag: 'verify' })).me;
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
      const admin = await signedInAdmin(api);
      const other = (await signedInUser(api, 'athlete', { tag: 'verify' })).me;
      const res = await admin.post(`/api/users/resend-verify-email/${other.id}`);
      expect(res.status).to.equal(202);
      expect((await admin.post('/api/users/resend-verify-email/2147483000')).status).to.equal(404);
    });
  });
});
