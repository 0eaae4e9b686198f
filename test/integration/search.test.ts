import { expect } from 'chai';
import { Sequelize, QueryTypes } from 'sequelize';
import { type AthleteSearchResult } from '@fanlift/core';
import { headerSearchAthletes, searchAthletes } from '@fanlift/db/athletes/search';
import { getSchoolBySlugOrId, listSchools } from '@fanlift/db/schools/schools';
import { ATHLETES, giveThroughLedger, scratchDatabase } from './seed-helpers';
import { ATHLETE_CARD_KEYS } from '../helpers/contracts';

describe('search (db)', function () {
  this.timeout(120_000);
  const db = scratchDatabase('search', { seed: true });
  let sequelize: Sequelize;
  before(() => {
    ({ sequelize } = db);
  });
  const { count } = db;
  const all = async (q: Parameters<typeof searchAthletes>[1]): Promise<AthleteSearchResult[]> => {
    const out: AthleteSearchResult[] = [];
    for (let index = 0; ; index++) {
      const page = await searchAthletes(sequelize, { ...q, index, limit: 100 });
      out.push(...page.athletes);
      if (page.nextIndex === null) return out;
      expect(page.nextIndex).to.equal(index + 1);
    }
  };

  it('searchAthletes: default is by ranking with the SPEC §3 shape and a right total', async () => {
    const page = await searchAthletes(sequelize, {});
    expect(page.total).to.equal(ATHLETES);
    expect(page.index).to.equal(0);
    expect(page.nextIndex).to.equal(1);
    expect(page.athletes).to.have.length(24);
    expect(page.athletes.map((a) => a.ranking)).to.deep.equal(Array.from({ length: 24 }, (_, i) => i + 1));
    const a = page.athletes[0];
    expect(a).to.have.keys(ATHLETE_CARD_KEYS);
    expect(a.user).to.have.keys(['firstName', 'lastName']);
    expect(a.sumTotalInCents).to.be.a('number');
    for (const s of page.athletes.flatMap((x) => x.schools ?? [])) {
      expect(s.logo).to.equal(`/api/schools/${s.id}/logo.svg`);
      expect(s.name).to.be.a('string');
    }
  });

  it('searchAthletes: each filter returns only matching rows, and the total counts them all', async () => {
    const osu = (await getSchoolBySlugOrId(sequelize, 'ohio-state'))!;
    const checks: [
      string,
      Parameters<typeof searchAthletes>[1],
      (a: AthleteSearchResult) => boolean,
      string,
    ][] = [
      ['sport', { sport: 'basketball' }, (a) => a.sport === 'basketball', `sport = 'basketball'`],
      ['position', { position: 'QB' }, (a) => a.position === 'QB', `position = 'QB'`],
      ['position lower case', { position: 'wr' }, (a) => a.position === 'WR', `position = 'WR'`],
      ['class', { recruitingClass: 2027 }, (a) => a.class === 2027, 'recruiting_class = 2027'],
      ['ratings', { ratings: [5, 4] }, (a) => a.rating === 5 || a.rating === 4, 'star_rating IN (4, 5)'],
      ['rating 0', { ratings: [0] }, (a) => !a.rating, 'coalesce(star_rating, 0) = 0'],
      ['photo', { photoUrl: true }, (a) => a.photoUrl !== null, 'photo_url IS NOT NULL'],
      [
        'school',
        { schoolId: osu.id },
        (a) => (a.schools ?? []).some((s) => s.id === osu.id),
        `EXISTS (SELECT 1 FROM athlete_schools s WHERE s.athlete_profile_id = a.id AND s.school_id = ${osu.id})`,
      ],
      [
        'name',
        { name: 'AN' },
        (a) => `${a.user.firstName} ${a.user.lastName}`.toLowerCase().includes('an'),
        `full_name ILIKE '%an%'`,
      ],
      [
        'combined',
        { sport: 'football', recruitingClass: 2026, ratings: [3], photoUrl: true },
        (a) => a.sport === 'football' && a.class === 2026 && a.rating === 3 && a.photoUrl !== null,
        `sport = 'football' AND recruiting_class = 2026 AND star_rating = 3 AND photo_url IS NOT NULL`,
      ],
    ];
    for (const [label, q, matches, where] of checks) {
      const rows = await all(q);
      const expected = await sequelize.query<{ id: number }>(
        `SELECT id FROM athlete_profiles a WHERE ${where} ORDER BY ranking NULLS LAST, id`,
        { type: QueryTypes.SELECT },
      );
      expect(rows.length, label).to.be.above(0);
      expect(rows.every(matches), label).to.equal(true);
      expect(
        rows.map((r) => r.id),
        label,
      ).to.deep.equal(expected.map((r) => r.id));
      expect((await searchAthletes(sequelize, q)).total, label).to.equal(expected.length);
    }
    expect((await searchAthletes(sequelize, { schoolId: 999_999 })).total).to.equal(0);
  });

  it('searchAthletes: name search is case-insensitive, literal and matches across first and last name', async () => {
    const [{ first, last }] = await sequelize.query<{ first: string; last: string }>(
      `SELECT first_name AS first, last_name AS last FROM athlete_profiles ORDER BY ranking LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    const full = `${first} ${last}`;
    const lower = await all({ name: full.toLowerCase() });
    const upper = await all({ name: full.toUpperCase() });
    expect(lower.map((a) => a.id)).to.deep.equal(upper.map((a) => a.id));
    expect(lower.length).to.be.above(0);
    for (const a of lower)
      expect(`${a.user.firstName} ${a.user.lastName}`.toLowerCase()).to.equal(full.toLowerCase());
    const across = `${first.slice(-2)} ${last.slice(0, 2)}`;
    expect((await all({ name: across })).length).to.be.at.least(1);
    expect((await searchAthletes(sequelize, { name: '%' })).total).to.equal(0);
    expect((await searchAthletes(sequelize, { name: '_' })).total).to.equal(0);
    expect((await searchAthletes(sequelize, { name: "'; DROP TABLE users; --" })).total).to.equal(0);
    expect(await count('users')).to.equal(4);
  });

  it('searchAthletes: sort orders hold', async () => {
    const byRank = (a: AthleteSearchResult, b: AthleteSearchResult) =>
      (a.ranking ?? 1e9) - (b.ranking ?? 1e9);
    const sorted = async (sort: 'ranking' | 'name' | 'rating' | 'likes' | 'class', q = {}) => {
      const rows = await all({ sort, ...q });
      expect(rows.length).to.equal((await searchAthletes(sequelize, { sort, ...q })).total);
      return rows;
    };
    const pairs = <T>(xs: T[]) => xs.slice(1).map((x, i) => [xs[i], x] as const);

    for (const [a, b] of pairs(await sorted('ranking'))) expect(byRank(a, b)).to.be.below(0);
    for (const q of [{}, { sport: 'football' as const }, { ratings: [2, 3] }]) {
      for (const [a, b] of pairs(await sorted('name', q))) {
        const an = `${a.user.firstName} ${a.user.lastName}`.toLowerCase();
        const bn = `${b.user.firstName} ${b.user.lastName}`.toLowerCase();
        expect(an <= bn, `${an} <= ${bn}`).to.equal(true);
      }
      for (const [a, b] of pairs(await sorted('rating', q))) {
        expect(a.rating! > b.rating! || (a.rating === b.rating && byRank(a, b) < 0)).to.equal(true);
      }
      for (const [a, b] of pairs(await sorted('class', q))) {
        expect(a.class! < b.class! || (a.class === b.class && byRank(a, b) < 0)).to.equal(true);
      }
    }

    // Likes: a fan gives two athletes likes through the ledger (this test's own database only) and they lead,
    // priced per like.
    const [x, y] = (await searchAthletes(sequelize, { sort: 'ranking', index: 3, limit: 2 })).athletes;
    await giveThroughLedger(sequelize, [
      [x.id, 7],
      [y.id, 9],
    ]);
    const likes = await sorted('likes');
    expect(likes.slice(0, 2).map((a) => a.id)).to.deep.equal([y.id, x.id]);
    expect(likes[0].sumTotalInCents).to.equal(900);
    expect(likes[1].sumTotalInCents).to.equal(700);
    for (const [a, b] of pairs(likes.slice(2))) expect(byRank(a, b)).to.be.below(0);
    const priced = await searchAthletes(sequelize, { sort: 'likes', limit: 1 }, { likePriceCents: 250 });
    expect(priced.athletes[0].sumTotalInCents).to.equal(2250);
    expect(typeof priced.athletes[0].sumTotalInCents).to.equal('number');
    const withName = await searchAthletes(sequelize, { sort: 'likes', name: x.user.lastName.toLowerCase() });
    expect(withName.athletes.some((a) => a.id === x.id && a.sumTotalInCents === 700)).to.equal(true);
  });

  it('searchAthletes: pagination by index', async () => {
    const twenty = (await searchAthletes(sequelize, { sort: 'name', limit: 20 })).athletes;
    const p0 = await searchAthletes(sequelize, { sort: 'name', limit: 10, index: 0 });
    const p1 = await searchAthletes(sequelize, { sort: 'name', limit: 10, index: 1 });
    expect([...p0.athletes, ...p1.athletes].map((a) => a.id)).to.deep.equal(twenty.map((a) => a.id));
    expect(p1).to.include({ index: 1, nextIndex: 2, total: ATHLETES });
    const lastIndex = Math.ceil(ATHLETES / 24) - 1;
    const last = await searchAthletes(sequelize, { index: lastIndex });
    expect(last.nextIndex).to.equal(null);
    expect(last.athletes).to.have.length(ATHLETES - lastIndex * 24);
    const beyond = await searchAthletes(sequelize, { index: lastIndex + 5 });
    expect(beyond.athletes).to.deep.equal([]);
    expect(beyond.nextIndex).to.equal(null);
    const small = await searchAthletes(sequelize, { ratings: [5] });
    expect(small.nextIndex).to.equal(small.total > 24 ? 1 : null);
  });

  it('headerSearchAthletes: 3+ characters, best ranking first, at most the limit', async () => {
    expect(await headerSearchAthletes(sequelize, 'ja')).to.deep.equal([]);
    expect(await headerSearchAthletes(sequelize, '  ab  ')).to.deep.equal([]);
    const rows = await headerSearchAthletes(sequelize, 'AN');
    expect(rows).to.deep.equal([]);
    const hits = await headerSearchAthletes(sequelize, 'son');
    expect(hits).to.have.length(6);
    const every = await all({ name: 'son' });
    expect(hits.map((a) => a.id)).to.deep.equal(every.slice(0, 6).map((a) => a.id));
    expect((await headerSearchAthletes(sequelize, 'SON', 3)).map((a) => a.id)).to.deep.equal(
      hits.slice(0, 3).map((a) => a.id),
    );
  });

  it('listSchools: SPEC §3 shape, filters, counts', async () => {
    const schools = await listSchools(sequelize);
    expect(schools.length).to.equal(await count('schools'));
    const s = schools[0];
    expect(s).to.include.keys(['id', 'name', 'logo', 'conference', 'powerFive', '_count']);
    expect(s._count).to.have.keys(['fanSelectedSchools', 'athletes']);
    const names = schools.map((x) => x.name);
    expect(names).to.deep.equal([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const power = await listSchools(sequelize, { powerFive: true });
    expect(power.length).to.be.within(60, 75);
    expect(power.every((x) => x.powerFive)).to.equal(true);
    expect((await listSchools(sequelize, { powerFive: false })).every((x) => !x.powerFive)).to.equal(true);
    const lsu = await listSchools(sequelize, { name: 'lsu' });
    expect(lsu.map((x) => x.name)).to.deep.equal(['Louisiana State University']);
    const ohio = await listSchools(sequelize, { name: 'ohio st' });
    expect(ohio[0].name).to.equal('Ohio State University');
    expect(ohio[0]._count.fanSelectedSchools).to.equal(1);
    const [{ n }] = await sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM athlete_schools WHERE school_id = $1`,
      { type: QueryTypes.SELECT, bind: [ohio[0].id] },
    );
    expect(ohio[0]._count.athletes).to.equal(n);
    const page = await listSchools(sequelize, { limit: 10, offset: 10 });
    expect(page.map((x) => x.id)).to.deep.equal(schools.slice(10, 20).map((x) => x.id));
    expect(await listSchools(sequelize, { name: '%' })).to.deep.equal([]);
  });
});
