import { expect } from 'chai';
import { AthleteProfile } from '@fanlift/db';
import { fileApi } from '../helpers/api';
import { ATHLETE_CARD_KEYS } from '../helpers/contracts';

interface Result {
  id: number;
  user: { firstName: string; lastName: string };
  sport: string;
  position: string | null;
  class: number | null;
  rating: number | null;
  ranking: number | null;
  sumTotalInCents: number;
  photoUrl: string | null;
  schools: { id: number; name: string; logo: string }[];
}

describe('api: athletes and schools reads (SPEC §7)', () => {
  const api = fileApi();

  const get = async (path: string, query: Record<string, string | number> = {}) => {
    const res = await api.agent().get(path).query(query);
    return res;
  };

  it('defaults to ranking order with numeric sumTotalInCents and the SPEC §3 shape', async () => {
    const res = await get('/api/athletes');
    expect(res.status).to.equal(200);
    const list: Result[] = res.body.athletes;
    expect(list.length).to.be.greaterThan(5);
    expect(res.body.total)
      .to.be.a('number')
      .greaterThan(list.length - 1);
    for (const a of list) {
      expect(a).to.have.keys(ATHLETE_CARD_KEYS);
      expect(a.sumTotalInCents).to.be.a('number');
      expect(a.user.firstName).to.be.a('string');
    }
    const ranks = list.map((a) => a.ranking ?? Infinity);
    expect(ranks).to.deep.equal([...ranks].sort((x, y) => x - y));
  });

  it('each filter returns only matching athletes', async () => {
    const football = (await get('/api/athletes', { sport: 'football', limit: 50 })).body.athletes as Result[];
    expect(football.length).to.be.greaterThan(0);
    expect(football.every((a) => a.sport === 'football')).to.equal(true);

    const qbs = (await get('/api/athletes', { sport: 'football', position: 'QB', limit: 50 })).body
      .athletes as Result[];
    expect(qbs.length).to.be.greaterThan(0);
    expect(qbs.every((a) => a.position === 'QB' && a.sport === 'football')).to.equal(true);

    const klass = football[0].class!;
    const byClass = (await get('/api/athletes', { recruitingClass: klass, limit: 50 })).body
      .athletes as Result[];
    expect(byClass.length).to.be.greaterThan(0);
    expect(byClass.every((a) => a.class === klass)).to.equal(true);

    const rated = (await get('/api/athletes', { ratings: '5,4', limit: 50 })).body.athletes as Result[];
    expect(rated.length).to.be.greaterThan(0);
    expect(rated.every((a) => a.rating === 5 || a.rating === 4)).to.equal(true);

    const withSchool = football.find((a) => a.schools.length > 0)!;
    const schoolId = withSchool.schools[0].id;
    const bySchool = (await get('/api/athletes', { schoolId, limit: 50 })).body.athletes as Result[];
    expect(bySchool.length).to.be.greaterThan(0);
    expect(bySchool.every((a) => a.schools.some((s) => s.id === schoolId))).to.equal(true);

    const name = withSchool.user.lastName.slice(0, 4).toUpperCase();
    const byName = (await get('/api/athletes', { name, limit: 50 })).body.athletes as Result[];
    expect(byName.length).to.be.greaterThan(0);
    expect(
      byName.every((a) =>
        `${a.user.firstName} ${a.user.lastName}`.toLowerCase().includes(name.toLowerCase()),
      ),
    ).to.equal(true);
  });

  it('sorts as asked', async () => {
    const byName = (await get('/api/athletes', { sort: 'name', limit: 30 })).body.athletes as Result[];
    // Name order is by full name; compare initials so the check does not depend on the collation.
    const initials = byName.map((a) => a.user.firstName[0].toLowerCase());
    expect(initials).to.deep.equal([...initials].sort());
    expect(byName.length).to.equal(30);
    const byRating = (await get('/api/athletes', { sort: 'rating', limit: 30 })).body.athletes as Result[];
    const ratings = byRating.map((a) => a.rating ?? -1);
    expect(ratings).to.deep.equal([...ratings].sort((x, y) => y - x));
  });

  it('pages by index without overlap', async () => {
    const p0 = (await get('/api/athletes', { limit: 10, index: 0 })).body;
    const p1 = (await get('/api/athletes', { limit: 10, index: 1 })).body;
    expect(p0.nextIndex).to.equal(1);
    const ids0 = new Set((p0.athletes as Result[]).map((a) => a.id));
    expect((p1.athletes as Result[]).some((a) => ids0.has(a.id))).to.equal(false);
    expect(p1.total).to.equal(p0.total);
  });

  it('the SPEC §7 aliases answer the same query', async () => {
    for (const path of ['/api/explore-roster', '/api/athletes/search', '/api/athletes/share-likes-search']) {
      const res = await get(path, { sport: 'basketball', limit: 5 });
      expect(res.status, path).to.equal(200);
      expect(
        (res.body.athletes as Result[]).every((a) => a.sport === 'basketball'),
        path,
      ).to.equal(true);
    }
  });

  it('refuses bad filters with a 400 error body', async () => {
    for (const q of [
      { sport: 'hockey' },
      { ratings: '7' },
      { index: -1 },
      { sort: 'salary' },
      { recruitingClass: 'abc' },
      { limit: 1000 },
    ]) {
      const res = await get('/api/athletes', q as unknown as Record<string, string>);
      expect(res.status, JSON.stringify(q)).to.equal(400);
      expect(res.body.error.code).to.equal('validation_error');
    }
  });

  it('header search: 3 characters find athletes and schools', async () => {
    const a = await get('/api/athletes', { name: 'ohi', limit: 6 });
    expect(a.status).to.equal(200);
    const s = await get('/api/schools', { name: 'ohi', limit: 6 });
    expect(s.status).to.equal(200);
    expect((s.body.schools as { name: string }[]).map((x) => x.name)).to.include('Ohio State University');
    for (const school of s.body.schools as { logo: string; _count: { fanSelectedSchools: number } }[]) {
      expect(school.logo).to.match(/^\/api\/schools\/\d+\/logo\.svg$/);
      expect(school._count.fanSelectedSchools).to.be.a('number');
    }
  });

  it('lists schools (at least 130 FBS) and the Power Five', async () => {
    const all = await get('/api/schools', { limit: 200 });
    expect(all.body.schools.length).to.be.at.least(130);
    const p5 = await get('/api/schools/powerFive', { limit: 200 });
    expect(p5.body.schools.length).to.be.greaterThan(40);
    expect((p5.body.schools as { powerFive: boolean }[]).every((s) => s.powerFive)).to.equal(true);
  });

  it('serves generated logos and avatars as SVG', async () => {
    const school = (await get('/api/schools', { limit: 1 })).body.schools[0];
    const logo = await get(school.logo);
    expect(logo.status).to.equal(200);
    expect(logo.headers['content-type']).to.match(/image\/svg\+xml/);
    const athlete = (await get('/api/athletes', { limit: 1 })).body.athletes[0];
    const avatar = await get(`/api/athletes/${athlete.id}/avatar.svg`);
    expect(avatar.status).to.equal(200);
    expect(String(avatar.body ?? avatar.text)).to.not.equal('');
    expect((await get('/api/athletes/999999999/avatar.svg')).status).to.equal(404);
  });

  it('live game athlete lookup by radarAthleteId answers `athlete` with exactly those players of the sport', async () => {
    const rows = await AthleteProfile.findAll({
      where: { radarAthleteId: ['rad-1', 'rad-2', 'rad-3', 'rad-4'] },
    });
    const football = rows.filter((a) => a.sport === 'football').map((a) => a.id);
    const basketball = rows.filter((a) => a.sport === 'basketball').map((a) => a.id);
    const ids = ['rad-1', 'rad-2', 'rad-3', 'rad-4', 'nope'];
    const fb = await api.agent().post('/api/athletes/LiveGameAthleteSearch').send({ radarAthleteId: ids });
    expect(fb.status).to.equal(200);
    expect((fb.body.athlete as Result[]).map((a) => a.id).sort()).to.deep.equal(football.sort());
    const bb = await api
      .agent()
      .post('/api/athletes/LiveGameBasketballAthleteSearch')
      .send({ radarAthleteId: ids });
    expect((bb.body.athlete as Result[]).map((a) => a.id).sort()).to.deep.equal(basketball.sort());
    const none = await api.agent().post('/api/athletes/LiveGameAthleteSearch').send({ radarAthleteId: [] });
    expect(none.body.athlete).to.deep.equal([]);
    const bad = await api
      .agent()
      .post('/api/athletes/LiveGameAthleteSearch')
      .send({ radarAthleteId: 'rad-1' });
    expect(bad.status).to.equal(400);
  });
});
