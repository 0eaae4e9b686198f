import { expect } from 'chai';
import { fileApi } from '../helpers/api';
import { select, testDb } from '../helpers/db';
import { fanWithSchools, signedInAdmin, signedInFan } from '../factories';
import { type SchoolBody } from './schools-helpers';

describe('api: schools, the pickers and fan views, and the Power Five list (SPEC §7)', () => {
  const api = fileApi();

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
      const [{ n }] = await select<{ n: number }>(`SELECT count(*)::int AS n FROM schools`);
      expect(n).to.be.greaterThan(50);
      expect(all.body.total).to.equal(n);
      const [{ n: ohio }] = await select<{ n: number }>(
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
      const schools = await select<{ id: number }>(`SELECT id FROM schools ORDER BY random() LIMIT 2`);
      const { agent, user } = await fanWithSchools(
        api,
        schools.map((s) => s.id),
      );
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
      const { agent: other } = await signedInFan(api, 0, { tag: 'nosy' });
      expect(
        (await other.get('/api/schools/getAllSchoolsWithLikes').query({ fanUserId: user.id })).status,
      ).to.equal(403);
      expect(
        (await other.get('/api/schools/getAllSchoolsWithLikes').query({ fanUserId: 'abc' })).status,
      ).to.equal(400);
      const admin = await signedInAdmin(api);
      const adm = await admin.get('/api/schools/getAllSchoolsWithLikes').query({ fanUserId: user.id });
      expect(adm.status).to.equal(200);
      expect(adm.body.selectedSchoolIds).to.deep.equal(schools.map((s) => s.id));
    });

    it("getMySchoolWithLikes: the fan's schools in order with totals; another fan's is 403", async () => {
      const schools = await select<{ id: number }>(`SELECT id FROM schools ORDER BY random() LIMIT 3`);
      const { agent, user } = await fanWithSchools(
        api,
        schools.map((s) => s.id),
      );
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

      const { agent: other, me: o } = await signedInFan(api, 0, { tag: 'nosy' });
      expect(
        (await other.get('/api/schools/getMySchoolWithLikes').query({ fanUserId: user.id })).status,
      ).to.equal(403);
      const empty = await other.get('/api/schools/getMySchoolWithLikes');
      expect(empty.body).to.deep.equal({ schools: [], school: null });
      const admin = await signedInAdmin(api);
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
      original = (await select<{ id: number }>(`SELECT id FROM schools WHERE power_five ORDER BY id`)).map(
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
      const { agent: fan } = await signedInFan(api, 0, { tag: 'fan' });
      expect((await fan.post('/api/schools/powerFive').send({ schoolIds: [1] })).status).to.equal(403);
      const admin = await signedInAdmin(api);
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
      const now = (await select<{ id: number }>(`SELECT id FROM schools WHERE power_five ORDER BY id`)).map(
        (r) => r.id,
      );
      expect(now).to.deep.equal(original);
    });

    it('an admin sets exactly the given set', async () => {
      const admin = await signedInAdmin(api);
      const ids = (await select<{ id: number }>(`SELECT id FROM schools ORDER BY id LIMIT 3`)).map(
        (r) => r.id,
      );
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
