import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { login, startApi, uniqueEmail, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { createAthlete, seededSchool, unclaimedAthletes } from '../factories';
import { decodeQrPng } from '../helpers/qr';

import type { Response } from 'superagent';

const binary = (res: Response, cb: (err: Error | null, body: unknown) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('api: QR codes and claim invites', function () {
  this.timeout(60_000);
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(async () => {
    await api?.close();
  });

  it('a fan makes a code for an athlete; the PNG decodes to the scan URL; a scan is counted and lands on the athlete', async () => {
    const agent = api.agent();
    await login(agent, uniqueEmail('qr'), 'fan');
    const athlete = await createAthlete();
    const made = await agent
      .post('/api/qr-codes')
      .send({ kind: 'athlete', targetId: athlete.id, label: 'Game day' });
    expect(made.status, JSON.stringify(made.body)).to.equal(201);
    expect(made.body.targetPath).to.equal(`/athletes/${athlete.id}`);
    expect(made.body.scanUrl).to.equal(`${api.config.PUBLIC_URL}/api/qr/${made.body.id}`);

    const png = await agent
      .get(`/api/qr-codes/${made.body.id}/image.png`)
      .query({ download: 1 })
      .buffer(true)
      .parse(binary);
    expect(png.status).to.equal(200);
    expect(png.headers['content-type']).to.equal('image/png');
    expect(png.headers['content-disposition']).to.match(/^attachment/);
    expect(decodeQrPng(png.body as Buffer)).to.equal(made.body.scanUrl);
    const svg = await agent.get(`/api/qr-codes/${made.body.id}/image.svg`);
    expect(svg.status).to.equal(200);
    expect(svg.headers['content-type']).to.match(/^image\/svg\+xml/);

    const scan = await api.agent().get(`/api/qr/${made.body.id}`).redirects(0);
    expect(scan.status).to.equal(302);
    expect(scan.headers.location).to.equal(`/athletes/${athlete.id}`);
    const list = await agent.get('/api/qr-codes');
    expect(list.body.qrCodes).to.have.length(1);
    expect(list.body.qrCodes[0].scans).to.equal(1);
  });

  it('targets are built by the server: schools, fund pages, invite and affiliate links; never a URL from the client', async () => {
    const agent = api.agent();
    const me = await login(agent, uniqueEmail('qr'), 'fan');
    const school = await seededSchool();
    const s = await agent
      .post('/api/qr-codes')
      .send({ kind: 'school', targetId: school.id, label: 'School' });
    expect(s.body.targetPath).to.equal(`/universities/${school.id}`);
    const inv = await agent.post('/api/qr-codes').send({ kind: 'invite', label: 'Invite' });
    expect(inv.body.targetPath).to.equal(
      `/api/auth/login?hint=signup&userType=fan&referralCode=REFER${me.referralCode as string}`,
    );
    const aff = await agent.post('/api/qr-codes').send({ kind: 'affiliate', label: 'Affiliate' });
    expect(aff.body.targetPath).to.match(/^\/affiliate\/[A-Za-z0-9]+$/);
    for (const body of [
      { kind: 'athlete', targetId: 1, label: 'x', url: 'https://evil.example' },
      { kind: 'athlete', targetId: 1, label: 'x', targetPath: '//evil.example' },
      { kind: 'url', label: 'x', targetPath: 'https://evil.example' },
      { kind: 'athlete', label: 'no id' },
    ]) {
      const res = await agent.post('/api/qr-codes').send(body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
    }
    expect(
      (await agent.post('/api/qr-codes').send({ kind: 'athlete', targetId: 2_000_000_000, label: 'x' }))
        .status,
    ).to.equal(404);
  });

  it('a scan redirect to another site is refused, even if a stored target was tampered with', async () => {
    const agent = api.agent();
    await login(agent, uniqueEmail('qr'), 'fan');
    const athlete = await createAthlete();
    const made = await agent
      .post('/api/qr-codes')
      .send({ kind: 'athlete', targetId: athlete.id, label: 'x' });
    // The CHECK constraint already refuses off-site paths in the table...
    let refused = false;
    try {
      await testDb().sequelize.query(`UPDATE qr_codes SET target_path = '//evil.example/x' WHERE code = $1`, {
        bind: [made.body.id],
      });
    } catch {
      refused = true;
    }
    expect(refused).to.equal(true);
    // ...and the redirect checks again: drop the constraint for this row's sake and try a scheme-relative path.
    await testDb().sequelize.query(
      `ALTER TABLE qr_codes DROP CONSTRAINT IF EXISTS qr_codes_target_path_check`,
    );
    try {
      for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/https:evil']) {
        await testDb().sequelize.query(`UPDATE qr_codes SET target_path = $2 WHERE code = $1`, {
          bind: [made.body.id, bad],
        });
        const scan = await api.agent().get(`/api/qr/${made.body.id}`).redirects(0);
        expect(scan.status, bad).to.equal(400);
        expect(scan.body.error.code).to.equal('off_site_target');
      }
    } finally {
      await testDb().sequelize.query(`UPDATE qr_codes SET target_path = '/' WHERE code = $1`, {
        bind: [made.body.id],
      });
      await testDb().sequelize.query(
        `ALTER TABLE qr_codes ADD CONSTRAINT qr_codes_target_path_check CHECK (target_path ~ '^/[^/\\\\]' OR target_path = '/')`,
      );
    }
    expect((await api.agent().get('/api/qr/NoSuchCode123').redirects(0)).status).to.equal(404);
  });

  it("another fan's codes are 404 (read, images); lists are one's own", async () => {
    const a = api.agent();
    const b = api.agent();
    await login(a, uniqueEmail('qr-a'), 'fan');
    await login(b, uniqueEmail('qr-b'), 'fan');
    const athlete = await createAthlete();
    const made = await a.post('/api/qr-codes').send({ kind: 'fund', targetId: athlete.id, label: 'Mine' });
    for (const suffix of ['', '/image.png', '/image.svg'])
      expect((await b.get(`/api/qr-codes/${made.body.id}${suffix}`)).status, suffix).to.equal(404);
    expect((await b.get('/api/qr-codes')).body.qrCodes).to.have.length(0);
    expect((await api.agent().get(`/api/qr-codes/${made.body.id}`)).status).to.equal(401);
    const admin = api.agent();
    await login(admin, 'admin@test.dev', 'fan');
    expect((await admin.get(`/api/qr-codes/${made.body.id}`)).status).to.equal(200);
  });

  it('a claim invite lets one athlete claim the profile, once; used and expired invites are refused', async () => {
    const admin = api.agent();
    await login(admin, 'admin@test.dev', 'fan');
    const [p, q] = await unclaimedAthletes(2);
    const fan = api.agent();
    await login(fan, uniqueEmail('fan'), 'fan');
    expect((await fan.post('/api/admin/qr-codes/claim-invites').send({ athleteId: p.id })).status).to.equal(
      403,
    );
    const invite = await admin.post('/api/admin/qr-codes/claim-invites').send({ athleteId: p.id });
    expect(invite.status, JSON.stringify(invite.body)).to.equal(201);
    expect(invite.body.kind).to.equal('claim-invite');
    expect(invite.body.targetPath).to.equal(`/qr-code/claim-invite/${invite.body.id}`);
    const view = await api.agent().get(`/api/qr-codes/claim-invites/${invite.body.id}`);
    expect(view.body).to.include({ status: 'open' });
    expect(view.body.athlete.id).to.equal(p.id);

    // A fan cannot claim an athlete profile (nothing is used up).
    expect((await fan.post(`/api/qr-codes/claim-invites/${invite.body.id}/redeem`)).status).to.equal(403);
    const athlete = api.agent();
    const who = await login(athlete, uniqueEmail('invited'), 'athlete');
    const ok = await athlete.post(`/api/qr-codes/claim-invites/${invite.body.id}/redeem`);
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect(ok.body.athleteId).to.equal(p.id);
    const [owner] = await testDb().sequelize.query<{ user_id: number }>(
      `SELECT user_id FROM athlete_profiles WHERE id = $1`,
      { bind: [p.id], type: QueryTypes.SELECT },
    );
    expect(owner.user_id).to.equal(who.id);
    const [claim] = await testDb().sequelize.query<{
      status: string;
      decided_via: string;
      invite_ref: string;
    }>(`SELECT status, decided_via, invite_ref FROM claim_requests WHERE id = $1`, {
      bind: [ok.body.claimId],
      type: QueryTypes.SELECT,
    });
    expect(claim).to.deep.equal({ status: 'approved', decided_via: 'invite', invite_ref: invite.body.id });

    // Used: refused for anyone else (and for the same athlete again).
    const second = api.agent();
    await login(second, uniqueEmail('late'), 'athlete');
    const used = await second.post(`/api/qr-codes/claim-invites/${invite.body.id}/redeem`);
    expect(used.status).to.equal(409);
    expect(used.body.error.code).to.equal('invite_used');
    expect((await athlete.post(`/api/qr-codes/claim-invites/${invite.body.id}/redeem`)).status).to.equal(409);
    expect((await api.agent().get(`/api/qr-codes/claim-invites/${invite.body.id}`)).body.status).to.equal(
      'used',
    );
    // A claimed profile gets no new invite.
    expect((await admin.post('/api/admin/qr-codes/claim-invites').send({ athleteId: p.id })).status).to.equal(
      409,
    );

    // Expired: refused, and the profile stays unclaimed.
    const old = await admin
      .post('/api/admin/qr-codes/claim-invites')
      .send({ athleteId: q.id, expiresInDays: 1 });
    await testDb().sequelize.query(
      `UPDATE qr_codes SET expires_at = now() - interval '1 minute' WHERE code = $1`,
      {
        bind: [old.body.id],
      },
    );
    const expired = await second.post(`/api/qr-codes/claim-invites/${old.body.id}/redeem`);
    expect(expired.status).to.equal(409);
    expect(expired.body.error.code).to.equal('invite_expired');
    const [still] = await testDb().sequelize.query<{ user_id: number | null }>(
      `SELECT user_id FROM athlete_profiles WHERE id = $1`,
      { bind: [q.id], type: QueryTypes.SELECT },
    );
    expect(still.user_id).to.equal(null);
  });
});
