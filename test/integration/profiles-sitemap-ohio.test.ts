import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { startApi, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { createAthlete, signedInUser } from '../factories';

const OHIO_PASSWORD = 'test-ohio-password';

describe('api: sitemap and the Ohio portal', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ OHIO_PASSWORD, PUBLIC_URL: 'https://fanlift.example' });
  });
  after(async () => {
    // Forget the failed attempts of 127.0.0.1, so later tests of this run (e2e) can still unlock.
    const keys = await api.deps.redis.keys(`${api.config.QUEUE_PREFIX}:rl:ohioPassword:*`);
    if (keys.length) await api.deps.redis.del(...keys);
    await api.close();
  });

  describe('sitemap', () => {
    it('/api/sitemap.xml is an index of every page', async () => {
      const res = await api.agent().get('/api/sitemap.xml');
      expect(res.status).to.equal(200);
      expect(res.headers['content-type']).to.match(/application\/xml/);
      const page1 = (await api.agent().get('/api/sitemap/1')).body;
      const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).to.have.length(page1.pages);
      expect(locs[0]).to.equal('https://fanlift.example/api/sitemap/1.xml');
      expect(res.text).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    });

    it('the index is kept per page count and newest change: 304 on its ETag, a new profile changes it', async () => {
      const first = await api.agent().get('/api/sitemap.xml');
      expect(first.headers.etag).to.match(/^W\/"/);
      const again = await api
        .agent()
        .get('/api/sitemap.xml')
        .set('If-None-Match', first.headers.etag as string);
      expect(again.status).to.equal(304);
      await createAthlete();
      const after = await api.agent().get('/api/sitemap.xml');
      expect(after.status).to.equal(200);
      expect(after.headers.etag).to.not.equal(first.headers.etag);
      const lastmod = (text: string) => /<lastmod>([^<]+)<\/lastmod>/.exec(text)?.[1] ?? '';
      expect(Date.parse(lastmod(after.text))).to.be.greaterThan(Date.parse(lastmod(first.text)));
    });

    it('pages list every school then every athlete, without overlap', async () => {
      const [{ schools, athletes }] = await testDb().sequelize.query<{ schools: number; athletes: number }>(
        `SELECT (SELECT count(*) FROM schools)::int AS schools, (SELECT count(*) FROM athlete_profiles)::int AS athletes`,
        { type: QueryTypes.SELECT },
      );
      const first = (await api.agent().get('/api/sitemap/1')).body;
      expect(first).to.include.keys('page', 'pages', 'pageSize', 'total', 'entries', 'prev', 'next');
      expect(first.page).to.equal(1);
      expect(first.prev).to.equal(null);
      expect(first.entries[0].type).to.equal('school');
      expect(first.entries[0]).to.have.keys('type', 'id', 'name', 'path', 'lastModified');
      expect(first.entries[0].path).to.equal(`/universities/${first.entries[0].id}`);
      // Other test files may add athletes meanwhile: allow growth.
      expect(first.total).to.be.at.least(schools + athletes);
      expect(first.pages).to.be.at.least(2);
      const seen = new Set<string>();
      let schoolCount = 0;
      for (let p = 1; p <= first.pages; p++) {
        const page = (await api.agent().get(`/api/sitemap/${p}`)).body;
        expect(page.entries.length).to.be.at.most(page.pageSize);
        for (const e of page.entries) {
          const key = `${e.type}:${e.id}`;
          expect(seen.has(key), key).to.equal(false);
          seen.add(key);
          if (e.type === 'school') schoolCount++;
          if (e.type === 'athlete') expect(e.path).to.equal(`/athletes/${e.id}`);
        }
      }
      expect(schoolCount).to.equal(schools);
      expect(seen.size).to.be.at.least(schools + athletes);
      expect((await api.agent().get(`/api/sitemap/${first.pages + 5}`)).status).to.equal(404);
    });

    it('one page as XML; bad page numbers are 400', async () => {
      const xml = await api.agent().get('/api/sitemap/1.xml');
      expect(xml.status).to.equal(200);
      expect(xml.headers['content-type']).to.match(/application\/xml/);
      expect(xml.text).to.include('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(xml.text).to.match(/<loc>https:\/\/fanlift\.example\/universities\/\d+<\/loc>/);
      for (const bad of ['0', 'abc', '-1', '1.5', '01']) {
        expect((await api.agent().get(`/api/sitemap/${bad}`)).status, bad).to.equal(400);
      }
      expect((await api.agent().get('/api/sitemap/0.xml')).status).to.equal(400);
      expect((await api.agent().get('/api/sitemap/99999.xml')).status).to.equal(404);
    });
  });

  describe('Ohio portal', () => {
    it('extras are 403 until the password is entered; the flag lives in the session only', async () => {
      const agent = api.agent();
      expect((await agent.get('/api/ohio/status')).body).to.deep.equal({ unlocked: false });
      const locked = await agent.get('/api/ohio/extras');
      expect(locked.status).to.equal(403);
      expect(locked.body.error.code).to.equal('locked');

      const wrong = await agent.post('/api/ohio/unlock').send({ password: 'go-bucks' });
      expect(wrong.status).to.equal(401);
      expect(wrong.body.error.code).to.equal('invalid_password');
      expect((await agent.post('/api/ohio/unlock').send({})).status).to.equal(400);
      expect((await agent.post('/api/ohio/unlock').send({ password: 123 })).status).to.equal(400);
      expect(
        (await agent.post('/api/ohio/unlock').set('X-Requested-With', '').send({ password: OHIO_PASSWORD }))
          .status,
      ).to.equal(403);

      const ok = await agent.post('/api/ohio/unlock').send({ password: OHIO_PASSWORD });
      expect(ok.status).to.equal(200);
      expect(ok.body).to.deep.equal({ unlocked: true });
      expect(JSON.stringify(ok.body)).to.not.include(OHIO_PASSWORD);
      expect((await agent.get('/api/ohio/status')).body).to.deep.equal({ unlocked: true });

      const extras = await agent.get('/api/ohio/extras');
      expect(extras.status).to.equal(200);
      expect(extras.body).to.have.keys('school', 'sports', 'recruits', 'topFans', 'links');
      expect(extras.body.school.name).to.equal('Ohio State University');
      expect(extras.body.recruits).to.have.keys('football', 'basketball');
      for (const a of extras.body.recruits.football) expect(a.sport).to.equal('football');

      // Another browser (session) is still locked; a signed-in user too.
      expect((await api.agent().get('/api/ohio/extras')).status).to.equal(403);
      const { agent: fan } = await signedInUser(api, 'fan', { tag: 'fan' });
      expect((await fan.get('/api/ohio/extras')).status).to.equal(403);

      expect((await agent.post('/api/ohio/lock')).body).to.deep.equal({ unlocked: false });
      expect((await agent.get('/api/ohio/extras')).status).to.equal(403);
    });

    it('too many wrong passwords: 429', async () => {
      const agent = api.agent();
      let last = 0;
      for (let i = 0; i < 12; i++)
        last = (await agent.post('/api/ohio/unlock').send({ password: `nope-${i}` })).status;
      expect(last).to.equal(429);
      expect((await agent.post('/api/ohio/unlock').send({ password: OHIO_PASSWORD })).status).to.equal(429);
    });
  });
});
