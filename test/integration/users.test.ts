import { expect } from 'chai';
import { AthleteProfile, User, School, findOrCreateUser } from '@fanlift/db';
import { DomainError } from '@fanlift/core';
import { classifySignInFailure, signInFailurePath } from '../../api/src/auth/sign-in-failure';
import { login, uniqueEmail, fileApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { signedInAdmin, signedInUser } from '../factories';

describe('api: users (SPEC §7)', () => {
  const api = fileApi();

  it("POST /users without authId answers 'No authId provided' and writes nothing", async () => {
    const agent = api.agent();
    await login(agent, uniqueEmail(), 'fan');
    const before = await User.count();
    for (const body of [
      { email: uniqueEmail() },
      { authId: '', email: uniqueEmail() },
      { authId: '   ', email: uniqueEmail() },
    ]) {
      const res = await agent.post('/api/users').send(body);
      expect(res.status).to.equal(400);
      expect(res.body.error.message).to.equal('No authId provided');
      const qr = await agent.post('/api/users/qrUser').send(body);
      expect(qr.status).to.equal(400);
      expect(qr.body.error.message).to.equal('No authId provided');
    }
    expect(await User.count()).to.equal(before);
  });

  it('POST /users needs a session and only creates your own record (admins: anyone)', async () => {
    const anon = await api.agent().post('/api/users').send({ authId: 'auth0|x', email: uniqueEmail() });
    expect(anon.status).to.equal(401);
    const agent = api.agent();
    const me = await login(agent, uniqueEmail(), 'fan');
    const other = await agent.post('/api/users').send({ authId: 'auth0|someone-else', email: uniqueEmail() });
    expect(other.status).to.equal(403);
    const own = await agent.post('/api/users').send({ authId: me.authId, email: me.email });
    expect(own.status).to.equal(200);
    expect(own.body.id).to.equal(me.id);
    const admin = await signedInAdmin(api);
    const email = uniqueEmail('created');
    const created = await admin
      .post('/api/users')
      .send({ authId: `auth0|${email}`, email, userType: 'athlete' });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ email, userType: 'athlete', isAdmin: 0 });
  });

  it('GET /users/{authId}: yourself yes, another user 403, admin yes', async () => {
    const { agent: a, me: ua } = await signedInUser(api, 'fan', { tag: 'a' });
    const { me: ub } = await signedInUser(api, 'fan', { tag: 'b' });
    expect((await a.get(`/api/users/${encodeURIComponent(ua.authId)}`)).body.id).to.equal(ua.id);
    const denied = await a.get(`/api/users/${encodeURIComponent(ub.authId)}`);
    expect(denied.status).to.equal(403);
    expect(denied.body.error.code).to.equal('forbidden');
    const admin = await signedInAdmin(api);
    expect((await admin.get(`/api/users/${encodeURIComponent(ub.authId)}`)).body.id).to.equal(ub.id);
  });

  it('PUT /users/{authId} only by that user; unknown fields are not written', async () => {
    const { agent: a, me: ua } = await signedInUser(api, 'fan', { tag: 'put' });
    const { agent: b } = await signedInUser(api, 'fan', { tag: 'intruder' });
    const school = await School.findOne({ order: [['id', 'ASC']] });
    const denied = await b.put(`/api/users/${encodeURIComponent(ua.authId)}`).send({ firstName: 'Hacked' });
    expect(denied.status).to.equal(403);
    const res = await a.put(`/api/users/${encodeURIComponent(ua.authId)}`).send({
      firstName: 'Pat',
      lastName: 'Fan',
      tosAccepted: true,
      isAdmin: 1,
      spinCount: 99,
      fanProfile: { schools: [{ schoolId: school!.id }] },
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({
      firstName: 'Pat',
      lastName: 'Fan',
      tosAccepted: true,
      isAdmin: 0,
      spinCount: 0,
    });
    expect(res.body.fanProfile.schools).to.deep.equal([{ schoolId: school!.id }]);
    const row = await User.findByPk(ua.id);
    expect(row!.firstName).to.equal('Pat');
    expect(row!.isAdmin).to.equal(0);
  });

  it('PUT /users refuses bad input with 400 and changes nothing', async () => {
    const { agent: a, me: ua } = await signedInUser(api, 'fan', { tag: 'bad', firstName: 'Orig' });
    for (const body of [
      { firstName: '' },
      { tosAccepted: 'yes' },
      { fanProfile: { schools: [{ schoolId: -1 }] } },
      { fanProfile: { schools: [{ schoolId: 99999999 }] } },
    ]) {
      const res = await a.put(`/api/users/${encodeURIComponent(ua.authId)}`).send(body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.error.code).to.equal('validation_error');
    }
    expect((await User.findByPk(ua.id))!.firstName).to.equal('Orig');
  });

  it('an email another identity already uses: 409 email_taken (POST /users, dev sign-in, the Auth0 path), never 500', async () => {
    const admin = await signedInAdmin(api);
    const email = uniqueEmail('taken');
    const first = await admin.post('/api/users').send({ authId: `auth0|first-${email}`, email });
    expect(first.status).to.equal(201);
    const count = await User.count();
    // Another identity, the same address in another letter case.
    const second = await admin
      .post('/api/users')
      .send({ authId: `google-oauth2|second-${email}`, email: email.toUpperCase() });
    expect(second.status).to.equal(409);
    expect(second.body.error.code).to.equal('email_taken');
    expect(second.body.error.message).to.match(/already uses this email/);
    // The development sign-in (authId dev|<email>) hits the same rule.
    const dev = await api.agent().post('/api/auth/dev-login').send({ email, userType: 'fan' });
    expect(dev.status).to.equal(409);
    expect(dev.body.error.code).to.equal('email_taken');
    // The Auth0 callback shares findOrCreateUser; its refusal sends the browser back to the sign-in page.
    const refused = await findOrCreateUser(testDb(), {
      authId: `auth0|third-${email}`,
      email,
      userType: 'athlete',
    }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).to.be.instanceOf(DomainError);
    expect((refused as DomainError).kind).to.equal('conflict');
    expect(signInFailurePath(classifySignInFailure(refused, undefined), 'athlete')).to.equal(
      '/athlete/login?error=email_taken',
    );
    expect(classifySignInFailure(new Error('network'), undefined)).to.equal('sign_in_failed');
    expect(await User.count()).to.equal(count);
    // The first identity still signs in to its account.
    expect((await admin.post('/api/users').send({ authId: `auth0|first-${email}`, email })).status).to.equal(
      200,
    );
  });

  it('impossible or absurd dates of birth answer 400 with a clear message and change nothing', async () => {
    const { agent: a, me: ua } = await signedInUser(api, 'athlete', {
      tag: 'dob',
      firstName: 'Dee',
      lastName: 'Obi',
    });
    const put = (dob: unknown) =>
      a.put(`/api/users/${encodeURIComponent(ua.authId)}`).send({ athleteProfile: { dob } });
    const ok = await put('2007-03-14');
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect(ok.body.athleteProfile.dob).to.equal('2007-03-14');
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    const cases: [unknown, RegExp][] = [
      ['2024-02-30', /2024-02-30 is not a real calendar date/],
      ['2024-13-45', /2024-13-45 is not a real calendar date/],
      ['0000-00-00', /0000-00-00 is not a real calendar date/],
      ['2023-02-29', /not a real calendar date/],
      [nextYear, /cannot be in the future/],
      ['1850-06-01', /must give an age from 10 to 80 years/],
      ['14/03/2007', /YYYY-MM-DD/],
    ];
    for (const [dob, message] of cases) {
      const res = await put(dob);
      expect(res.status, String(dob)).to.equal(400);
      expect(res.body.error.code).to.equal('validation_error');
      expect(res.body.error.message).to.match(/^athleteProfile\.dob: /);
      expect(res.body.error.message).to.match(message);
    }
    const profile = await AthleteProfile.findOne({ where: { userId: ua.id } });
    expect(profile!.dob).to.equal('2007-03-14');
  });
});
