import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { isAthleteOnboarded } from '@fanlift/core';
import { fileApi } from '../helpers/api';
import { testEnv } from '../helpers/env';
import { signedInUser } from '../factories';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);
const WEBP = (() => {
  const body = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.alloc(40, 2)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
})();
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('api: photo uploads', () => {
  const api = fileApi();

  const nameOf = (url: string) => url.replace('/api/uploads/', '');
  const uploadDir = path.resolve(testEnv.UPLOAD_DIR);

  it('401 signed out, 403 for fans, 403 without the SPA header', async () => {
    const anon = await api
      .agent()
      .post('/api/uploads/athlete-photo')
      .attach('photo', PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(anon.status).to.equal(401);
    const { agent: fan } = await signedInUser(api, 'fan', { tag: 'fan' });
    const byFan = await fan
      .post('/api/uploads/athlete-photo')
      .attach('photo', PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(byFan.status).to.equal(403);
    const { agent: ath } = await signedInUser(api, 'athlete', { tag: 'ath' });
    const noXhr = await ath
      .post('/api/uploads/athlete-photo')
      .set('X-Requested-With', '')
      .attach('photo', PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(noXhr.status).to.equal(403);
  });

  it('refuses no file (400), another field (400), non-images by content (415) and more than 5 MB (413)', async () => {
    const { agent: ath } = await signedInUser(api, 'athlete', { tag: 'ath' });
    const none = await ath.post('/api/uploads/athlete-photo').send({});
    expect(none.status).to.equal(400);
    const emptyForm = await ath.post('/api/uploads/athlete-photo').field('x', 'y');
    expect(emptyForm.status).to.equal(400);
    const wrongField = await ath
      .post('/api/uploads/athlete-photo')
      .attach('picture', PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(wrongField.status).to.equal(400);
    for (const [buf, name] of [
      [GIF, 'a.png'],
      [SVG, 'a.png'],
      [Buffer.from('hello world, not an image'), 'a.jpg'],
    ] as const) {
      const res = await ath
        .post('/api/uploads/athlete-photo')
        .attach('photo', buf, { filename: name, contentType: 'image/png' });
      expect(res.status, name).to.equal(415);
      expect(res.body.error.code).to.equal('unsupported_media_type');
    }
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await ath
      .post('/api/uploads/athlete-photo')
      .attach('photo', big, { filename: 'a.png', contentType: 'image/png' });
    expect(tooBig.status).to.equal(413);
    expect(tooBig.body.error.code).to.equal('file_too_large');
    const me = await ath.get('/api/auth/me');
    expect(me.body.athleteProfile).to.equal(null);
  });

  it('stores PNG, JPEG and WebP, serves them back, replaces the old file and completes onboarding', async () => {
    const { agent: ath, me: user } = await signedInUser(api, 'athlete', { tag: 'ath' });
    const put = await ath.put(`/api/users/${encodeURIComponent(user.authId)}`).send({
      firstName: 'Photo',
      lastName: 'Finish',
      tosAccepted: true,
      privacyPolicyAccepted: true,
      emailConsent: true,
      athleteProfile: { sport: 'football', position: 'QB', guardians: [{ name: 'Pat Finish' }] },
    });
    expect(put.status).to.equal(200);
    expect(isAthleteOnboarded(put.body)).to.equal(false);

    const png = await ath
      .post('/api/uploads/athlete-photo')
      .attach('photo', PNG, { filename: 'me.gif', contentType: 'text/plain' });
    expect(png.status, JSON.stringify(png.body)).to.equal(201);
    expect(png.body.photoUrl).to.match(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(png.body).to.include({
      athleteId: put.body.athleteProfile.id,
      contentType: 'image/png',
      size: PNG.length,
    });
    const served = await api
      .agent()
      .get(png.body.photoUrl)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(served.status).to.equal(200);
    expect(served.headers['content-type']).to.equal('image/png');
    expect(served.headers['x-content-type-options']).to.equal('nosniff');
    expect((served.body as Buffer).equals(PNG)).to.equal(true);

    const me = await ath.get('/api/auth/me');
    expect(me.body.athleteProfile.photoUrl).to.equal(png.body.photoUrl);
    expect(isAthleteOnboarded(me.body)).to.equal(true);

    const jpg = await ath
      .post('/api/uploads/athlete-photo')
      .attach('photo', JPEG, { filename: 'x', contentType: 'application/octet-stream' });
    expect(jpg.status).to.equal(201);
    expect(jpg.body.photoUrl).to.match(/\.jpg$/);
    expect((await api.agent().get(jpg.body.photoUrl)).headers['content-type']).to.equal('image/jpeg');
    // The replaced photo is gone.
    expect(existsSync(path.join(uploadDir, nameOf(png.body.photoUrl)))).to.equal(false);
    expect((await api.agent().get(png.body.photoUrl)).status).to.equal(404);

    const webp = await ath
      .post('/api/uploads/athlete-photo')
      .attach('photo', WEBP, { filename: 'x.webp', contentType: 'image/webp' });
    expect(webp.status).to.equal(201);
    expect(webp.body.photoUrl).to.match(/\.webp$/);
    expect((await api.agent().get(webp.body.photoUrl)).headers['content-type']).to.equal('image/webp');
    const profile = await api.agent().get(`/api/athletes/${webp.body.athleteId}`);
    expect(profile.body.photoUrl).to.equal(webp.body.photoUrl);
    // No temporary files left behind.
    expect(readdirSync(uploadDir).filter((f) => f.endsWith('.tmp'))).to.deep.equal([]);
  });

  it('creates the athlete profile when the athlete has none yet', async () => {
    const { agent: ath } = await signedInUser(api, 'athlete', {
      tag: 'ath',
      firstName: 'New',
      lastName: 'Comer',
    });
    const res = await ath
      .post('/api/uploads/athlete-photo')
      .attach('photo', PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(res.status).to.equal(201);
    const me = await ath.get('/api/auth/me');
    expect(me.body.athleteProfile.id).to.equal(res.body.athleteId);
    expect(me.body.athleteProfile.photoUrl).to.equal(res.body.photoUrl);
    const pub = await api.agent().get(`/api/athletes/${res.body.athleteId}`);
    expect(pub.body).to.include({ firstName: 'New', lastName: 'Comer', claimed: true });
  });

  it('GET /api/uploads/:name: only names we generate; 404 otherwise', async () => {
    for (const name of [
      'nope.png',
      '..%2F..%2Fetc%2Fpasswd',
      '00000000-0000-0000-0000-000000000000.png',
      'x.svg',
    ]) {
      const res = await api.agent().get(`/api/uploads/${name}`);
      expect(res.status, name).to.equal(404);
    }
  });
});
