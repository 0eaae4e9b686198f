import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { select } from '../helpers/db';
import { fileApi } from '../helpers/api';
import { claimApproved, createAllocation, give, signedInUser, unclaimedAthletes } from '../factories';
describe('api: athlete profiles, claimable search, athlete dashboard', () => {
  const api = fileApi();

  describe('GET /api/athletes/:id', () => {
    it('answers the profile with schools, totals, top fans, allocations and claimed', async () => {
      const [a] = await unclaimedAthletes(1);
      const { me: f1 } = await signedInUser(api, 'fan', {
        tag: 'fan',
        firstName: 'Topper',
        lastName: 'Fanning',
      });
      const f2 = (await signedInUser(api, 'fan', { tag: 'fan', firstName: 'Second', lastName: 'Best' })).me;
      const alloc = await createAllocation(a.id);
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

    it('GET /api/athletes/claimable: the exact last name first, then the other names; in name order, best ranking first among the same names', async () => {
      const tag = randomUUID()
        .replace(/[^a-f]/g, '')
        .slice(0, 6);
      const last = `Quill${tag}`;
      const made = await select<{
        id: number;
        first_name: string;
        last_name: string;
        ranking: number | null;
      }>(
        `INSERT INTO athlete_profiles (first_name, last_name, sport, ranking)
         VALUES ('Zeb', $1, 'football', 900), ('Zebulon', $1, 'football', 5), ('Zeb', $1 || 'son', 'football', 1),
                ('Zebra', $1 || 'er', 'football', NULL), ('Abe', $1, 'football', 2), ('Zeb', $1, 'football', 3)
         RETURNING id, first_name, last_name, ranking`,
        [last],
      );
      const id = (first: string, lastName: string, ranking?: number) =>
        made.find(
          (m) =>
            m.first_name === first &&
            m.last_name === lastName &&
            (ranking === undefined || m.ranking === ranking),
        )!.id;
      const names = async (query: Record<string, string>) =>
        (
          (await api.agent().get('/api/athletes/claimable').query(query)).body.athletes as { id: number }[]
        ).map((a) => a.id);
      // The exact first name sorts before the longer ones it starts; the two "Zeb <last>" by ranking.
      expect(await names({ firstName: 'zeb', lastName: last.toUpperCase() })).to.deep.equal([
        id('Zeb', last, 3),
        id('Zeb', last, 900),
        id('Zebulon', last),
        id('Zebra', `${last}er`),
        id('Zeb', `${last}son`),
      ]);
      expect(await names({ lastName: last })).to.deep.equal([
        id('Abe', last),
        id('Zeb', last, 3),
        id('Zeb', last, 900),
        id('Zebulon', last),
        id('Zebra', `${last}er`),
        id('Zeb', `${last}son`),
      ]);
      expect(await names({ firstName: 'Zebr', lastName: `${last}e` })).to.deep.equal([
        id('Zebra', `${last}er`),
      ]);
      expect(await names({ lastName: last, limit: '2' })).to.deep.equal([
        id('Abe', last),
        id('Zeb', last, 3),
      ]);
      // A claimed profile is not offered.
      await select(
        `UPDATE athlete_profiles SET user_id = (SELECT min(id) FROM users) WHERE id = $1 RETURNING id`,
        [id('Abe', last)],
      );
      expect(await names({ lastName: last })).to.not.include(id('Abe', last));
    });
  });

  describe('GET /api/athletes/me/dashboard', () => {
    it('signed out 401, fan 403, athlete without profile 404 no_profile', async () => {
      expect((await api.agent().get('/api/athletes/me/dashboard')).status).to.equal(401);
      const { agent: fan } = await signedInUser(api, 'fan', { tag: 'fan' });
      expect((await fan.get('/api/athletes/me/dashboard')).status).to.equal(403);
      const { agent: ath } = await signedInUser(api, 'athlete', { tag: 'ath' });
      const res = await ath.get('/api/athletes/me/dashboard');
      expect(res.status).to.equal(404);
      expect(res.body.error.code).to.equal('no_profile');
    });

    it('funds, supporters, top supporters and 30 days of likes', async () => {
      const [a] = await unclaimedAthletes(1);
      const { agent: ath } = await signedInUser(api, 'athlete', { tag: 'ath' });
      await claimApproved(api, ath, a.id);
      const before = (await ath.get('/api/athletes/me/dashboard')).body;
      const f1 = (await signedInUser(api, 'fan', { tag: 'fan', firstName: 'Dash', lastName: 'One' })).me;
      const f2 = (await signedInUser(api, 'fan', { tag: 'fan', firstName: 'Dash', lastName: 'Two' })).me;
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
      // The athlete is drawn at random, so an earlier test may already have given it likes: check
      // our two fans' entries and their order, not that they are the only supporters.
      const i1 = d.topSupporters.findIndex((s: { fanId: number }) => s.fanId === f1.id);
      const i2 = d.topSupporters.findIndex((s: { fanId: number }) => s.fanId === f2.id);
      expect(d.topSupporters[i1]).to.deep.equal({ fanId: f1.id, name: 'Dash O.', likes: 11 });
      expect(d.topSupporters[i2]).to.deep.equal({ fanId: f2.id, name: 'Dash T.', likes: 9 });
      expect(i1).to.be.below(i2);
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
});
