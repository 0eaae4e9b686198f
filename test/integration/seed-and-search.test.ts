import { expect } from 'chai';
import { Sequelize, QueryTypes } from 'sequelize';
import { isAthleteOnboarded, isFanOnboarded, POSITIONS, type AthleteSearchResult } from '@fanlift/core';
import { createMigrator, dropDatabase, ensureDatabase } from '@fanlift/db';
import { seedDemo, DEMO_ALLOCATIONS, ALLOCATION_TOP_RANKED } from '@fanlift/db/seed/index';
import { headerSearchAthletes, searchAthletes } from '@fanlift/db/athletes/search';
import { getSchool, getSchoolBySlugOrId, listSchools } from '@fanlift/db/schools/schools';
import { testEnv } from '../helpers/env';

/**
 * Seed and search against a database of this test's own (the run's database plus `_seed`): the test seeds
 * twice and changes likes, which the shared per-run database must not see. It uses a bare Sequelize
 * instance (no initModels), so the models stay bound to the shared test connection.
 */
const url = `${testEnv.DATABASE_URL}_seed`;
const ATHLETES = 1500;

describe('seed and search (db)', function () {
  this.timeout(120_000);
  let sequelize: Sequelize;

  const count = async (table: string) => {
    const [row] = await sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, {
      type: QueryTypes.SELECT,
    });
    return row.n;
  };
  const TABLES = [
    'schools',
    'athlete_profiles',
    'athlete_schools',
    'athlete_guardians',
    'athlete_allocations',
    'users',
    'fan_profiles',
    'fan_selected_schools',
    'claim_requests',
    'profile_claims',
  ];
  const counts = async () =>
    Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)])));

  const all = async (q: Parameters<typeof searchAthletes>[1]): Promise<AthleteSearchResult[]> => {
    const out: AthleteSearchResult[] = [];
    for (let index = 0; ; index++) {
      const page = await searchAthletes(sequelize, { ...q, index, limit: 100 });
      out.push(...page.athletes);
      if (page.nextIndex === null) return out;
      expect(page.nextIndex).to.equal(index + 1);
    }
  };

  before(async () => {
    await dropDatabase(url);
    await ensureDatabase(url);
    sequelize = new Sequelize(url, { dialect: 'postgres', logging: false, pool: { max: 4 } });
    await createMigrator(sequelize).up();
  });

  after(async () => {
    await sequelize?.close();
    if (process.env.KEEP_TEST_DB !== '1') await dropDatabase(url);
  });

  it('seeds, and a second run changes nothing', async () => {
    const first = await seedDemo(sequelize, { athletes: ATHLETES });
    expect(first.athletes.inserted).to.equal(ATHLETES);
    const before = await counts();
    const second = await seedDemo(sequelize, { athletes: ATHLETES });
    expect(second.schools.changed).to.equal(0);
    expect(second.athletes.skipped).to.equal(true);
    expect(second.users.created).to.deep.equal([]);
    expect(second.users.allocationsCreated).to.equal(0);
    expect(second.users.athleteProfileId).to.equal(first.users.athleteProfileId);
    expect(await counts()).to.deep.equal(before);
    expect(before.athlete_profiles).to.equal(ATHLETES);
  });

  it('seeds at least 130 real FBS schools, Ohio State included', async () => {
    expect(await count('schools')).to.be.at.least(130);
    const osu = await getSchoolBySlugOrId(sequelize, 'ohio-state');
    expect(osu).to.include({ name: 'Ohio State University', conference: 'Big Ten', powerFive: true });
    expect(osu!.logo).to.equal(`/api/schools/${osu!.id}/logo.svg`);
    expect((await getSchoolBySlugOrId(sequelize, String(osu!.id)))?.slug).to.equal('ohio-state');
    expect((await getSchool(sequelize, osu!.id))?.name).to.equal('Ohio State University');
    expect(await getSchool(sequelize, 999_999)).to.equal(null);
    expect(await getSchoolBySlugOrId(sequelize, 'nowhere-state')).to.equal(null);
  });

  it('athletes: unique rankings 1..N, plausible fields, about 60% committed', async () => {
    const [r] = await sequelize.query<Record<string, number>>(
      `SELECT count(DISTINCT ranking)::int AS distinct_rankings, min(ranking) AS min, max(ranking) AS max,
              count(*) FILTER (WHERE sport = 'football')::int AS football,
              count(*) FILTER (WHERE star_rating = 5)::int AS five,
              count(DISTINCT radar_athlete_id)::int AS radar,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM athlete_schools s WHERE s.athlete_profile_id = a.id))::int
                AS committed,
              count(*) FILTER (WHERE height NOT BETWEEN 62 AND 90 OR weight NOT BETWEEN 130 AND 380)::int AS odd_body,
              count(*) FILTER (WHERE extract(year FROM dob) <> recruiting_class - 18
                                 AND extract(year FROM dob) <> recruiting_class - 19)::int AS odd_dob,
              count(*) FILTER (WHERE photo_url IS NOT NULL AND photo_url <> '/api/athletes/' || id || '/avatar.svg')::int
                AS odd_photo
         FROM athlete_profiles a`,
      { type: QueryTypes.SELECT },
    );
    expect(r).to.include({ distinct_rankings: ATHLETES, min: 1, max: ATHLETES, radar: ATHLETES });
    expect(r).to.include({ odd_body: 0, odd_dob: 0, odd_photo: 0 });
    expect(r.football / ATHLETES).to.be.within(0.62, 0.78);
    expect(r.committed / ATHLETES).to.be.within(0.5, 0.7);
    expect(r.five / ATHLETES).to.be.below(0.02);
    const positions = await sequelize.query<{ sport: 'football' | 'basketball'; position: string }>(
      'SELECT DISTINCT sport, position FROM athlete_profiles',
      { type: QueryTypes.SELECT },
    );
    for (const p of positions) expect(POSITIONS[p.sport]).to.include(p.position);
  });

  it('demo users exist with the right flags', async () => {
    const users = await sequelize.query<{
      id: number;
      authId: string;
      email: string;
      firstName: string | null;
      lastName: string | null;
      userType: 'fan' | 'athlete';
      tosAccepted: boolean;
      privacyPolicyAccepted: boolean;
      emailConsent: boolean;
      isAdmin: number;
      referralCode: string;
      schools: string[] | null;
    }>(
      `SELECT u.id, u.auth_id AS "authId", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
              u.user_type AS "userType", u.tos_accepted AS "tosAccepted",
              u.privacy_policy_accepted AS "privacyPolicyAccepted", u.email_consent AS "emailConsent",
              u.is_admin AS "isAdmin", u.referral_code AS "referralCode",
              (SELECT array_agg(s.slug) FROM fan_profiles fp JOIN fan_selected_schools f ON f.fan_profile_id = fp.id
                 JOIN schools s ON s.id = f.school_id WHERE fp.user_id = u.id) AS schools
         FROM users u ORDER BY u.email`,
      { type: QueryTypes.SELECT },
    );
    const by = Object.fromEntries(users.map((u) => [u.email, u]));
    expect(Object.keys(by)).to.have.members([
      'fan@fanlift.dev',
      'admin@fanlift.dev',
      'athlete@fanlift.dev',
      'claimant@fanlift.dev',
    ]);
    for (const u of users) {
      expect(u.authId).to.equal(`dev|${u.email}`);
      expect(u.referralCode).to.match(/^[A-Z]{8}$/);
    }
    expect(new Set(users.map((u) => u.referralCode)).size).to.equal(4);

    const asFan = (u: (typeof users)[number]) => ({
      ...u,
      fanProfile: u.schools ? { schools: u.schools.map((s) => ({ schoolId: s })) } : null,
    });
    const fan = by['fan@fanlift.dev'];
    expect(fan).to.include({
      userType: 'fan',
      firstName: 'Fiona',
      lastName: 'Fan',
      tosAccepted: true,
      isAdmin: 0,
    });
    expect(fan.schools).to.deep.equal(['ohio-state']);
    expect(isFanOnboarded(asFan(fan))).to.equal(true);
    const admin = by['admin@fanlift.dev'];
    expect(admin).to.include({ userType: 'fan', isAdmin: 1 });
    expect(isFanOnboarded(asFan(admin))).to.equal(true);

    const athlete = by['athlete@fanlift.dev'];
    expect(athlete).to.include({ userType: 'athlete', isAdmin: 0 });
    const [profile] = await sequelize.query<{
      id: number;
      firstName: string;
      lastName: string;
      sport: string;
      position: string;
      photoUrl: string;
      claimedAt: Date | null;
      radar: string;
      guardians: number;
      allocations: string[];
    }>(
      `SELECT a.id, a.first_name AS "firstName", a.last_name AS "lastName", a.sport, a.position,
              a.photo_url AS "photoUrl", a.claimed_at AS "claimedAt", a.radar_athlete_id AS radar,
              (SELECT count(*)::int FROM athlete_guardians g WHERE g.athlete_profile_id = a.id) AS guardians,
              (SELECT array_agg(name ORDER BY name) FROM athlete_allocations x WHERE x.athlete_profile_id = a.id)
                AS allocations
         FROM athlete_profiles a WHERE a.user_id = $1`,
      { type: QueryTypes.SELECT, bind: [athlete.id] },
    );
    expect(profile, 'the demo athlete claims a seeded profile').to.exist;
    expect(profile.radar).to.match(/^rad-\d+$/);
    expect(profile.claimedAt).to.not.equal(null);
    expect(athlete).to.include({ firstName: profile.firstName, lastName: profile.lastName });
    expect(profile.allocations).to.deep.equal(DEMO_ALLOCATIONS.map((a) => a.name).sort());
    const dto = {
      ...athlete,
      athleteProfile: {
        id: profile.id,
        sport: profile.sport,
        position: profile.position,
        photoUrl: profile.photoUrl,
        guardians: Array.from({ length: profile.guardians }, () => ({})),
      },
    };
    expect(isAthleteOnboarded(dto)).to.equal(true);

    const [top] = await sequelize.query<{ n: number }>(
      `SELECT count(DISTINCT athlete_profile_id)::int AS n FROM athlete_allocations x
         JOIN athlete_profiles a ON a.id = x.athlete_profile_id WHERE a.ranking <= $1`,
      { type: QueryTypes.SELECT, bind: [ALLOCATION_TOP_RANKED] },
    );
    expect(top.n).to.equal(ALLOCATION_TOP_RANKED);
  });

  it('the demo athlete holds an approved claim; the demo claimant waits for review', async () => {
    const claims = await sequelize.query<{
      email: string;
      status: string;
      via: string | null;
      decidedBy: string | null;
      owner: number | null;
      userId: number;
      audit: number;
      message: string;
    }>(
      `SELECT u.email, c.status, c.decided_via AS via, d.email AS "decidedBy", a.user_id AS owner, c.user_id AS "userId",
              (SELECT count(*)::int FROM profile_claims p WHERE p.claim_request_id = c.id) AS audit, c.message
         FROM claim_requests c JOIN users u ON u.id = c.user_id JOIN athlete_profiles a ON a.id = c.athlete_profile_id
         LEFT JOIN users d ON d.id = c.decided_by ORDER BY u.email`,
      { type: QueryTypes.SELECT },
    );
    expect(claims.map((c) => [c.email, c.status])).to.deep.equal([
      ['athlete@fanlift.dev', 'approved'],
      ['claimant@fanlift.dev', 'pending'],
    ]);
    const [approved, pending] = claims;
    expect(approved).to.include({
      via: 'admin',
      decidedBy: 'admin@fanlift.dev',
      owner: approved.userId,
      audit: 1,
    });
    // Pending: the profile has no owner yet, and no audit row.
    expect(pending).to.include({ via: null, decidedBy: null, owner: null, audit: 0 });
    expect(pending.message.length).to.be.at.least(10);
  });

  it('searchAthletes: default is by ranking with the SPEC §3 shape and a right total', async () => {
    const page = await searchAthletes(sequelize, {});
    expect(page.total).to.equal(ATHLETES);
    expect(page.index).to.equal(0);
    expect(page.nextIndex).to.equal(1);
    expect(page.athletes).to.have.length(24);
    expect(page.athletes.map((a) => a.ranking)).to.deep.equal(Array.from({ length: 24 }, (_, i) => i + 1));
    const a = page.athletes[0];
    expect(a).to.have.keys([
      'id',
      'user',
      'photoUrl',
      'class',
      'position',
      'sport',
      'sumTotalInCents',
      'rating',
      'ranking',
      'schools',
    ]);
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

    // Likes: give two athletes likes (this test's own database only) and see them lead, priced per like.
    const [x, y] = (await searchAthletes(sequelize, { sort: 'ranking', index: 3, limit: 2 })).athletes;
    await sequelize.query('UPDATE athlete_profiles SET likes_received = $2 WHERE id = $1', {
      bind: [x.id, 7],
    });
    await sequelize.query('UPDATE athlete_profiles SET likes_received = $2 WHERE id = $1', {
      bind: [y.id, 9],
    });
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
