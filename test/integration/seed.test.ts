import { expect } from 'chai';
import { Sequelize, QueryTypes } from 'sequelize';
import { isAthleteOnboarded, isFanOnboarded, POSITIONS } from '@fanlift/core';
import { seedDemo, DEMO_ALLOCATIONS, ALLOCATION_TOP_RANKED } from '@fanlift/db/seed/index';
import { getSchool, getSchoolBySlugOrId } from '@fanlift/db/schools/schools';
import { ATHLETES, scratchDatabase } from './seed-helpers';

describe('seed (db)', function () {
  this.timeout(120_000);
  const db = scratchDatabase('seed');
  let sequelize: Sequelize;
  before(() => {
    ({ sequelize } = db);
  });
  const { count } = db;
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
});
