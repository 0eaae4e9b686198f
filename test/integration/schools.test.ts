import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { login, startApi, uniqueEmail, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { give } from '../factories';

interface SchoolBody {
  id: number;
  name: string;
  logo: string;
  slug: string;
  powerFive: boolean;
  _count: { fanSelectedSchools: number; athletes: number };
  likes: number;
  athleteLikes: number;
  totalLikes: number;
  selected?: boolean;
}

const q = <T extends object>(sql: string, bind: unknown[] = []) =>
  testDb().sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

/** A school with at least one football athlete, chosen at random (test files share one database). */
async function schoolWithAthletes(): Promise<{ id: number; name: string }> {
  const [s] = await q<{ id: number; name: string }>(
    `SELECT s.id, s.name FROM schools s
      WHERE (SELECT count(*) FROM athlete_schools x JOIN athlete_profiles a ON a.id = x.athlete_profile_id
              WHERE x.school_id = s.id AND a.sport = 'football') >= 2
      ORDER BY random() LIMIT 1`,
  );
  return s;
}

describe('api: schools and university pages (SPEC §7)', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(async () => {
    await api.close();
  });

  async function fanWithSchools(schoolIds: number[], names: Record<string, string> = {}) {
    const agent = api.agent();
    const user = await login(agent, uniqueEmail('sfan'), 'fan', names);
    const put = await agent
      .put(`/api/users/${encodeURIComponent(user.authId)}`)
      .send({ fanProfile: { schools: schoolIds.map((schoolId) => ({ schoolId })) } });
    expect(put.status).to.equal(200);
    return { agent, user };
  }

  describe('GET /api/schools/:id', () => {
    it('answers logo, counts, likes total and top fans; by id or slug', async () => {
      const school = await schoolWithAthletes();
      const before = (await api.agent().get(`/api/schools/${school.id}`)).body as SchoolBody;
      const { user: f1 } = await fanWithSchools([school.id], { firstName: 'Uni', lastName: 'Lover' });
      const [athlete] = await q<{ id: number }>(
        `SELECT athlete_profile_id AS id FROM athlete_schools WHERE school_id = $1 LIMIT 1`,
        [school.id],
      );
      await give(f1.id, `school:${school.id}`, 25, { schoolId: school.id });
      await give(f1.id, `athlete:${athlete.id}`, 5, { athleteId: athlete.id });

      const res = await api.agent().get(`/api/schools/${school.id}`);
      expect(res.status).to.equal(200);
      const b = res.body;
      expect(b).to.include.keys(
        'id',
        'name',
        'logo',
        'conference',
        'powerFive',
        '_count',
        'likes',
        'athleteLikes',
        'totalLikes',
        'supporters',
        'topFans',
      );
      expect(b.logo).to.equal(`/api/schools/${school.id}/logo.svg`);
      expect(b._count.fanSelectedSchools).to.equal(before._count.fanSelectedSchools + 1);
      expect(b._count.athletes).to.be.at.least(2);
      expect(b.likes).to.equal(before.likes + 25);
      expect(b.athleteLikes).to.equal(before.athleteLikes + 5);
      expect(b.totalLikes).to.equal(b.likes + b.athleteLikes);
      expect(b.topFans.find((f: { fanId: number }) => f.fanId === f1.id)).to.deep.equal({
        fanId: f1.id,
        name: 'Uni L.',
        likes: 30,
      });

      const bySlug = await api.agent().get(`/api/schools/${b.slug}`);
      expect(bySlug.status).to.equal(200);
      expect(bySlug.body.id).to.equal(school.id);
    });

    it('404 for unknown schools; the fixed paths are not shadowed', async () => {
      expect((await api.agent().get('/api/schools/2147483000')).status).to.equal(404);
      expect((await api.agent().get('/api/schools/no-such-school')).status).to.equal(404);
      expect((await api.agent().get('/api/schools/Bad%20Key')).status).to.equal(404);
      const p5 = await api.agent().get('/api/schools/powerFive');
      expect(p5.status).to.equal(200);
      expect(p5.body.schools.every((s: SchoolBody) => s.powerFive)).to.equal(true);
      const logo = await api.agent().get('/api/schools/1/logo.svg');
      expect(logo.status).to.equal(200);
      expect(logo.headers['content-type']).to.match(/image\/svg\+xml/);
    });
  });

  describe('GET /api/schools/:schoolId/:sport (roster)', () => {
    it("answers the school's athletes of that sport, paged like /athletes", async () => {
      const school = await schoolWithAthletes();
      const res = await api.agent().get(`/api/schools/${school.id}/football`).query({ limit: 50 });
      expect(res.status).to.equal(200);
      expect(res.body.school.id).to.equal(school.id);
      expect(res.body.sport).to.equal('football');
      expect(res.body.athletes.length).to.be.at.least(2);
      for (const a of res.body.athletes) {
        expect(a.sport).to.equal('football');
        expect(a.schools.map((s: { id: number }) => s.id)).to.include(school.id);
      }
      expect(res.body).to.include.keys('total', 'index', 'nextIndex');
      const all = await api.agent().get(`/api/schools/${school.id}/all`).query({ limit: 100 });
      expect(all.status).to.equal(200);
      expect(all.body.total).to.be.at.least(res.body.total);
      const byName = await api
        .agent()
        .get(`/api/schools/${school.id}/FOOTBALL`)
        .query({ sort: 'name', limit: 1 });
      expect(byName.status).to.equal(200);
      expect(byName.body.athletes).to.have.length(1);
    });

    it('400 for an unknown sport or bad query; 404 for an unknown school', async () => {
      expect((await api.agent().get('/api/schools/1/hockey')).status).to.equal(400);
      expect((await api.agent().get('/api/schools/1/football').query({ sort: 'salary' })).status).to.equal(
        400,
      );
      expect((await api.agent().get('/api/schools/2147483000/football')).status).to.equal(404);
    });
  });

  describe('GET /api/schools/athleteDashboard/:id', () => {
    it('ranks the athletes by likes and answers totals and top fans', async () => {
      const school = await schoolWithAthletes();
      const athletes = await q<{ id: number }>(
        `SELECT athlete_profile_id AS id FROM athlete_schools WHERE school_id = $1 ORDER BY random() LIMIT 2`,
        [school.id],
      );
      const { user: fan } = await fanWithSchools([school.id], { firstName: 'Dash', lastName: 'Board' });
      await give(fan.id, `athlete:${athletes[0].id}`, 400, { athleteId: athletes[0].id });
      const res = await api.agent().get(`/api/schools/athleteDashboard/${school.id}`);
      expect(res.status).to.equal(200);
      const d = res.body;
      expect(d).to.have.keys('school', 'totals', 'athletes', 'total', 'index', 'nextIndex', 'topFans');
      expect(d.school.id).to.equal(school.id);
      expect(d.totals).to.have.keys(
        'likes',
        'athleteLikes',
        'totalLikes',
        'sumTotalInCents',
        'athletes',
        'fans',
        'supporters',
      );
      expect(d.totals.fans).to.equal(d.school._count.fanSelectedSchools);
      expect(d.totals.sumTotalInCents).to.equal(d.totals.totalLikes * api.config.LIKE_PRICE_CENTS);
      const likes = (d.athletes as { likes: number }[]).map((a) => a.likes);
      expect(likes).to.deep.equal([...likes].sort((x, y) => y - x));
      expect(d.athletes[0].rank).to.equal(1);
      expect(d.athletes[0].likes).to.be.at.least(400);
      expect(d.topFans.map((f: { fanId: number }) => f.fanId)).to.include(fan.id);
    });

    it('400 for a bad id, 404 for an unknown school', async () => {
      expect((await api.agent().get('/api/schools/athleteDashboard/abc')).status).to.equal(400);
      expect((await api.agent().get('/api/schools/athleteDashboard/0')).status).to.equal(400);
      expect(
        (await api.agent().get('/api/schools/athleteDashboard/1').query({ limit: 1000 })).status,
      ).to.equal(400);
      expect((await api.agent().get('/api/schools/athleteDashboard/2147483000')).status).to.equal(404);
    });
  });

  describe('pickers and the fan views', () => {
    it('getSelectedSchools?schoolName matches names', async () => {
      const res = await api.agent().get('/api/schools/getSelectedSchools').query({ schoolName: 'ohio' });
      expect(res.status).to.equal(200);
      expect(res.body.schools.map((s: SchoolBody) => s.name)).to.include('Ohio State University');
      const none = await api.agent().get('/api/schools/getSelectedSchools').query({ schoolName: 'zzzqqq' });
      expect(none.body.schools).to.deep.equal([]);
      const all = await api.agent().get('/api/schools/getSelectedSchools');
      expect(all.status).to.equal(200);
      expect(all.body.schools.length).to.equal(50);
      // total counts every match, not the page: all schools unfiltered, every "ohio" match filtered.
      const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM schools`);
      expect(n).to.be.greaterThan(50);
      expect(all.body.total).to.equal(n);
      const [{ n: ohio }] = await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM schools WHERE name ILIKE '%ohio%' OR short_name ILIKE '%ohio%' OR mascot ILIKE '%ohio%'`,
      );
      const few = await api
        .agent()
        .get('/api/schools/getSelectedSchools')
        .query({ schoolName: 'ohio', limit: 1 });
      expect(few.body.schools).to.have.length(1);
      expect(few.body.total).to.equal(ohio);
      expect(none.body.total).to.equal(0);
      expect(
        (
          await api
            .agent()
            .get('/api/schools/getSelectedSchools')
            .query({ schoolName: 'x'.repeat(101) })
        ).status,
      ).to.equal(400);
      expect((await api.agent().get('/api/schools/getSelectedSchools').query({ limit: 0 })).status).to.equal(
        400,
      );
    });

    it('getAllSchoolsWithLikes: public list by likes; fanUserId only for yourself (admins: anyone)', async () => {
      const schools = await q<{ id: number }>(`SELECT id FROM schools ORDER BY random() LIMIT 2`);
      const { agent, user } = await fanWithSchools(schools.map((s) => s.id));
      const pub = await api.agent().get('/api/schools/getAllSchoolsWithLikes');
      expect(pub.status).to.equal(200);
      const totals = (pub.body.schools as SchoolBody[]).map((s) => s.totalLikes);
      expect(totals).to.deep.equal([...totals].sort((x, y) => y - x));
      expect(pub.body.schools.length).to.be.at.least(130);
      expect(pub.body.selectedSchoolIds).to.deep.equal([]);

      const own = await agent.get('/api/schools/getAllSchoolsWithLikes').query({ fanUserId: user.id });
      expect(own.status).to.equal(200);
      expect(own.body.selectedSchoolIds).to.deep.equal(schools.map((s) => s.id));
      const selected = (own.body.schools as SchoolBody[]).filter((s) => s.selected).map((s) => s.id);
      expect(selected.sort()).to.deep.equal(schools.map((s) => s.id).sort());

      expect(
        (await api.agent().get('/api/schools/getAllSchoolsWithLikes').query({ fanUserId: user.id })).status,
      ).to.equal(401);
      const other = api.agent();
      await login(other, uniqueEmail('nosy'), 'fan');
      expect(
        (await other.get('/api/schools/getAllSchoolsWithLikes').query({ fanUserId: user.id })).status,
      ).to.equal(403);
      expect(
        (await other.get('/api/schools/getAllSchoolsWithLikes').query({ fanUserId: 'abc' })).status,
      ).to.equal(400);
      const admin = api.agent();
      await login(admin, 'admin@test.dev', 'fan');
      const adm = await admin.get('/api/schools/getAllSchoolsWithLikes').query({ fanUserId: user.id });
      expect(adm.status).to.equal(200);
      expect(adm.body.selectedSchoolIds).to.deep.equal(schools.map((s) => s.id));
    });

    it("getMySchoolWithLikes: the fan's schools in order with totals; another fan's is 403", async () => {
      const schools = await q<{ id: number }>(`SELECT id FROM schools ORDER BY random() LIMIT 3`);
      const { agent, user } = await fanWithSchools(schools.map((s) => s.id));
      expect((await api.agent().get('/api/schools/getMySchoolWithLikes')).status).to.equal(401);
      const mine = await agent.get('/api/schools/getMySchoolWithLikes');
      expect(mine.status).to.equal(200);
      expect(mine.body.schools.map((s: SchoolBody) => s.id)).to.deep.equal(schools.map((s) => s.id));
      expect(mine.body.school.id).to.equal(schools[0].id);
      for (const s of mine.body.schools as SchoolBody[]) {
        expect(s.likes).to.be.a('number');
        expect(s.totalLikes).to.equal(s.likes + s.athleteLikes);
      }
      const explicit = await agent.get('/api/schools/getMySchoolWithLikes').query({ fanUserId: user.id });
      expect(explicit.body.schools).to.have.length(3);

      const other = api.agent();
      const o = await login(other, uniqueEmail('nosy'), 'fan');
      expect(
        (await other.get('/api/schools/getMySchoolWithLikes').query({ fanUserId: user.id })).status,
      ).to.equal(403);
      const empty = await other.get('/api/schools/getMySchoolWithLikes');
      expect(empty.body).to.deep.equal({ schools: [], school: null });
      const admin = api.agent();
      await login(admin, 'admin@test.dev', 'fan');
      expect(
        (await admin.get('/api/schools/getMySchoolWithLikes').query({ fanUserId: user.id })).body.schools,
      ).to.have.length(3);
      expect(
        (await admin.get('/api/schools/getMySchoolWithLikes').query({ fanUserId: 2147483000 })).status,
      ).to.equal(404);
      expect(o.id).to.be.a('number');
    });
  });

  describe('POST /api/schools/powerFive (admin)', () => {
    let original: number[] = [];
    before(async () => {
      original = (await q<{ id: number }>(`SELECT id FROM schools WHERE power_five ORDER BY id`)).map(
        (r) => r.id,
      );
    });
    after(async () => {
      await testDb().sequelize.query(`UPDATE schools SET power_five = (id = ANY($1::int[]))`, {
        bind: [original],
      });
    });

    it('401 signed out, 403 for fans, 400 for bad input (nothing changes)', async () => {
      expect(
        (
          await api
            .agent()
            .post('/api/schools/powerFive')
            .send({ schoolIds: [1] })
        ).status,
      ).to.equal(401);
      const fan = api.agent();
      await login(fan, uniqueEmail('fan'), 'fan');
      expect((await fan.post('/api/schools/powerFive').send({ schoolIds: [1] })).status).to.equal(403);
      const admin = api.agent();
      await login(admin, 'admin@test.dev', 'fan');
      for (const body of [
        {},
        { schoolIds: 'x' },
        { schoolIds: [-1] },
        { schoolIds: [1.5] },
        { schoolIds: [1], extra: true },
        { schoolIds: [2147483000] },
      ]) {
        const res = await admin.post('/api/schools/powerFive').send(body);
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect(res.body.error.code).to.equal('validation_error');
      }
      const now = (await q<{ id: number }>(`SELECT id FROM schools WHERE power_five ORDER BY id`)).map(
        (r) => r.id,
      );
      expect(now).to.deep.equal(original);
    });

    it('an admin sets exactly the given set', async () => {
      const admin = api.agent();
      await login(admin, 'admin@test.dev', 'fan');
      const ids = (await q<{ id: number }>(`SELECT id FROM schools ORDER BY id LIMIT 3`)).map((r) => r.id);
      const res = await admin.post('/api/schools/powerFive').send({ schoolIds: [...ids, ids[0]] });
      expect(res.status).to.equal(200);
      expect((res.body.schools as SchoolBody[]).map((s) => s.id).sort((a, b) => a - b)).to.deep.equal(ids);
      const list = await api.agent().get('/api/schools/powerFive');
      expect((list.body.schools as SchoolBody[]).map((s) => s.id).sort((a, b) => a - b)).to.deep.equal(ids);
      const restored = await admin.post('/api/schools/powerFive').send({ schoolIds: original });
      expect(restored.status).to.equal(200);
      expect(restored.body.schools).to.have.length(original.length);
    });
  });
});
