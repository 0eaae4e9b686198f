import { expect } from 'chai';
import { fileApi } from '../helpers/api';
import { select } from '../helpers/db';
import { expectDerivedFigures } from '../helpers/ledger-fixtures';
import { fanWithSchools, give } from '../factories';
import { schoolWithAthletes, type SchoolBody } from './schools-helpers';

describe('api: schools and university pages (SPEC §7)', () => {
  const api = fileApi();

  describe('GET /api/schools/:id', () => {
    it('answers logo, counts, likes total and top fans; by id or slug', async () => {
      const school = await schoolWithAthletes();
      const before = (await api.agent().get(`/api/schools/${school.id}`)).body as SchoolBody;
      const { user: f1 } = await fanWithSchools(api, [school.id], { firstName: 'Uni', lastName: 'Lover' });
      const [athlete] = await select<{ id: number }>(
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

    it('reads the ranking order from the memberships, which follow a change of ranking or sport', async () => {
      const school = await schoolWithAthletes();
      const page = async (sport: string) =>
        (await api.agent().get(`/api/schools/${school.id}/${sport}`).query({ limit: 100 })).body as {
          athletes: { id: number; ranking: number | null; sport: string }[];
          total: number;
        };
      const [first, second] = (await page('football')).athletes;
      // The second best moves ahead of the first, then changes sport: both orders follow.
      await select(`UPDATE athlete_profiles SET ranking = $2 WHERE id = $1 RETURNING id`, [
        second.id,
        (first.ranking ?? 2) - 1,
      ]);
      expect((await page('football')).athletes.slice(0, 2).map((a) => a.id)).to.deep.equal([
        second.id,
        first.id,
      ]);
      const before = await page('basketball');
      await select(`UPDATE athlete_profiles SET sport = 'basketball' WHERE id = $1 RETURNING id`, [
        second.id,
      ]);
      const after = await page('basketball');
      expect(after.total).to.equal(before.total + 1);
      expect(after.athletes.map((a) => a.id)).to.include(second.id);
      expect((await page('football')).athletes.map((a) => a.id)).to.not.include(second.id);
      await select(
        `UPDATE athlete_profiles SET sport = 'football', ranking = $2 WHERE id = $1 RETURNING id`,
        [second.id, second.ranking],
      );
      await expectDerivedFigures();
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
      const athletes = await select<{ id: number }>(
        `SELECT athlete_profile_id AS id FROM athlete_schools WHERE school_id = $1 ORDER BY random() LIMIT 2`,
        [school.id],
      );
      const { user: fan } = await fanWithSchools(api, [school.id], { firstName: 'Dash', lastName: 'Board' });
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

    it('reads the likes order from the memberships, which follow every send', async () => {
      const school = await schoolWithAthletes();
      const dashboard = async () =>
        (await api.agent().get(`/api/schools/athleteDashboard/${school.id}`).query({ limit: 50 })).body as {
          athletes: { id: number; likes: number }[];
          total: number;
        };
      const before = await dashboard();
      expect(before.athletes.length).to.be.at.least(2);
      const top = before.athletes[0].likes;
      const last = before.athletes[before.athletes.length - 1];
      const { user: fan } = await fanWithSchools(api, [school.id], {
        firstName: 'Roster',
        lastName: 'Climb',
      });
      // The last of the roster passes the first with one send, then a second send keeps it there.
      await give(fan.id, `athlete:${last.id}`, top + 1, { athleteId: last.id });
      let after = await dashboard();
      expect(after.total).to.equal(before.total);
      expect(after.athletes[0]).to.include({ id: last.id, likes: last.likes + top + 1 });
      await give(fan.id, `athlete:${last.id}`, 2, { athleteId: last.id });
      after = await dashboard();
      expect(after.athletes[0]).to.include({ id: last.id, likes: last.likes + top + 3 });
      const likes = after.athletes.map((a) => a.likes);
      expect(likes).to.deep.equal([...likes].sort((x, y) => y - x));
      const [copy] = await select<{ likes: string }>(
        `SELECT likes_received::text AS likes FROM school_roster_likes WHERE athlete_profile_id = $1 AND school_id = $2`,
        [last.id, school.id],
      );
      expect(Number(copy.likes)).to.equal(last.likes + top + 3);
      await expectDerivedFigures();
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
});
