/**
 * Demo users a newcomer signs in as with the development sign-in (DESIGN §6): authId `dev|<email>`.
 * Idempotent: every insert is ON CONFLICT DO NOTHING or guarded by NOT EXISTS. No ledger rows here.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { athleteAvatarUrl } from '../serializers';

export const DEMO_FAN_EMAIL = 'fan@fanlift.dev';
export const DEMO_ADMIN_EMAIL = 'admin@fanlift.dev';
export const DEMO_ATHLETE_EMAIL = 'athlete@fanlift.dev';
/** An athlete whose claim of a seeded profile waits for an admin's review (DESIGN §5). */
export const DEMO_CLAIMANT_EMAIL = 'claimant@fanlift.dev';
export const DEMO_ALLOCATIONS: readonly { name: string; description: string; goalLikes: number }[] = [
  { name: 'Training camp', description: 'Summer training camp fees and gear', goalLikes: 500 },
  { name: 'Nutrition', description: 'Meal plan and supplements for the season', goalLikes: 250 },
  { name: 'Travel', description: 'Travel to camps, combines and visits', goalLikes: 300 },
];
/** The top-ranked athletes that get the demo allocations too. */
export const ALLOCATION_TOP_RANKED = 50;

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A deterministic 8-letter uppercase referral code for a demo email (FNV-1a based). */
export function demoReferralCode(email: string, attempt = 0): string {
  let h = 0x811c9dc5 ^ attempt;
  let code = '';
  const text = `${email.toLowerCase()}#${attempt}`;
  for (let round = 0; code.length < 8; round++) {
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i) + round;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    code += CODE_ALPHABET[h % 26] + CODE_ALPHABET[(h >>> 8) % 26];
  }
  return code.slice(0, 8);
}

interface DemoUserInput {
  email: string;
  userType: 'fan' | 'athlete';
  firstName: string | null;
  lastName: string | null;
  isAdmin?: 0 | 1;
  privacyPolicyAccepted?: boolean;
  emailConsent?: boolean;
}

async function upsertUser(sequelize: Sequelize, u: DemoUserInput): Promise<{ id: number; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await sequelize.query<{ id: number }>(
      `INSERT INTO users (auth_id, email, first_name, last_name, user_type, tos_accepted, privacy_policy_accepted,
                          email_consent, email_verified, referral_code, is_admin)
       VALUES ($1, $2, $3, $4, $5, true, $6, $7, true, $8, $9)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      {
        type: QueryTypes.SELECT,
        bind: [
          `dev|${u.email}`,
          u.email,
          u.firstName,
          u.lastName,
          u.userType,
          u.privacyPolicyAccepted ?? false,
          u.emailConsent ?? false,
          demoReferralCode(u.email, attempt),
          u.isAdmin ?? 0,
        ],
      },
    );
    if (rows.length > 0) return { id: rows[0].id, created: true };
    const found = await sequelize.query<{ id: number }>(
      `SELECT id FROM users WHERE email = $1 OR auth_id = $2`,
      {
        type: QueryTypes.SELECT,
        bind: [u.email, `dev|${u.email}`],
      },
    );
    if (found.length > 0) return { id: found[0].id, created: false };
    // Otherwise the referral code collided with another user's: try the next deterministic code.
  }
  throw new Error(`could not create demo user ${u.email}`);
}

/** Give a fan a profile and, if they have no school yet, the given school (which makes them onboarded). */
async function ensureFanProfile(sequelize: Sequelize, userId: number, schoolSlug: string): Promise<void> {
  await sequelize.query(`INSERT INTO fan_profiles (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, {
    bind: [userId],
  });
  await sequelize.query(
    `INSERT INTO fan_selected_schools (fan_profile_id, school_id, position)
     SELECT fp.id, s.id, 0 FROM fan_profiles fp JOIN schools s ON s.slug = $2
      WHERE fp.user_id = $1
        AND NOT EXISTS (SELECT 1 FROM fan_selected_schools x WHERE x.fan_profile_id = fp.id)
     ON CONFLICT DO NOTHING`,
    { bind: [userId, schoolSlug] },
  );
}

export interface DemoUsersResult {
  fanUserId: number;
  adminUserId: number;
  athleteUserId: number;
  athleteProfileId: number;
  claimantUserId: number;
  /** The profile the demo claimant asked for (pending review unless an admin decided since). */
  claimedProfileId: number | null;
  created: string[];
  allocationsCreated: number;
}

export async function seedDemoUsers(sequelize: Sequelize): Promise<DemoUsersResult> {
  const created: string[] = [];
  const fan = await upsertUser(sequelize, {
    email: DEMO_FAN_EMAIL,
    userType: 'fan',
    firstName: 'Fiona',
    lastName: 'Fan',
    privacyPolicyAccepted: true,
    emailConsent: true,
  });
  if (fan.created) created.push(DEMO_FAN_EMAIL);
  await ensureFanProfile(sequelize, fan.id, 'ohio-state');

  const admin = await upsertUser(sequelize, {
    email: DEMO_ADMIN_EMAIL,
    userType: 'fan',
    firstName: 'Ada',
    lastName: 'Admin',
    isAdmin: 1,
    privacyPolicyAccepted: true,
    emailConsent: true,
  });
  if (admin.created) created.push(DEMO_ADMIN_EMAIL);
  await ensureFanProfile(sequelize, admin.id, 'michigan');

  // The demo athlete claims an existing seeded profile: a committed 4-star football recruit with a photo.
  const athlete = await upsertUser(sequelize, {
    email: DEMO_ATHLETE_EMAIL,
    userType: 'athlete',
    firstName: null,
    lastName: null,
    privacyPolicyAccepted: true,
    emailConsent: true,
  });
  if (athlete.created) created.push(DEMO_ATHLETE_EMAIL);
  let [profile] = await sequelize.query<{ id: number; firstName: string; lastName: string }>(
    `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM athlete_profiles WHERE user_id = $1`,
    { type: QueryTypes.SELECT, bind: [athlete.id] },
  );
  if (!profile) {
    [profile] = await sequelize.query<{ id: number; firstName: string; lastName: string }>(
      `UPDATE athlete_profiles SET user_id = $1, claimed_at = now(), updated_at = now()
        WHERE id = (
          SELECT a.id FROM athlete_profiles a
           WHERE a.user_id IS NULL AND a.sport = 'football' AND a.position IS NOT NULL
             AND EXISTS (SELECT 1 FROM athlete_schools s WHERE s.athlete_profile_id = a.id)
           ORDER BY (a.star_rating = 4) DESC, a.photo_url IS NULL, a.ranking NULLS LAST, a.id
           LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, first_name AS "firstName", last_name AS "lastName"`,
      { type: QueryTypes.SELECT, bind: [athlete.id] },
    );
    if (!profile)
      throw new Error('no seeded athlete profile to link the demo athlete to: seed athletes first');
  }
  await sequelize.query(
    `UPDATE athlete_profiles SET photo_url = $2, updated_at = now() WHERE id = $1 AND photo_url IS NULL`,
    { bind: [profile.id, athleteAvatarUrl(profile.id)] },
  );
  await sequelize.query(
    `UPDATE users SET first_name = $2, last_name = $3, updated_at = now()
      WHERE id = $1 AND (first_name IS NULL OR last_name IS NULL)`,
    { bind: [athlete.id, profile.firstName, profile.lastName] },
  );
  await sequelize.query(
    `INSERT INTO athlete_guardians (athlete_profile_id, name, email, phone, relationship)
     SELECT $1, $2, $3, $4, 'Parent'
      WHERE NOT EXISTS (SELECT 1 FROM athlete_guardians WHERE athlete_profile_id = $1)`,
    { bind: [profile.id, `Angela ${profile.lastName}`, 'guardian@fanlift.dev', '+1 555 010 0100'] },
  );

  // Allocations for the demo athlete and the top-ranked athletes.
  const [{ n: allocationsCreated }] = await sequelize.query<{ n: number }>(
    `WITH targets AS (
       SELECT $1::int AS id
       UNION
       SELECT id FROM (SELECT id FROM athlete_profiles WHERE ranking IS NOT NULL
                        ORDER BY ranking, id LIMIT $2) top
     ), ins AS (
       INSERT INTO athlete_allocations (athlete_profile_id, name, description, goal_likes)
       SELECT t.id, x.name, x.description, x.goal
         FROM targets t CROSS JOIN unnest($3::text[], $4::text[], $5::int[]) AS x(name, description, goal)
        WHERE NOT EXISTS (SELECT 1 FROM athlete_allocations a WHERE a.athlete_profile_id = t.id AND a.name = x.name)
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM ins`,
    {
      type: QueryTypes.SELECT,
      bind: [
        profile.id,
        ALLOCATION_TOP_RANKED,
        DEMO_ALLOCATIONS.map((a) => a.name),
        DEMO_ALLOCATIONS.map((a) => a.description),
        DEMO_ALLOCATIONS.map((a) => a.goalLikes),
      ],
    },
  );

  await recordDemoApproval(sequelize, { profileId: profile.id, userId: athlete.id, adminId: admin.id });

  const claimant = await upsertUser(sequelize, {
    email: DEMO_CLAIMANT_EMAIL,
    userType: 'athlete',
    firstName: null,
    lastName: null,
    privacyPolicyAccepted: true,
    emailConsent: true,
  });
  if (claimant.created) created.push(DEMO_CLAIMANT_EMAIL);
  const claimedProfileId = await seedPendingClaim(sequelize, claimant.id);

  return {
    fanUserId: fan.id,
    adminUserId: admin.id,
    athleteUserId: athlete.id,
    athleteProfileId: profile.id,
    claimantUserId: claimant.id,
    claimedProfileId,
    created,
    allocationsCreated,
  };
}

/** The demo athlete's claim, approved by the demo admin, with its audit row (once). */
async function recordDemoApproval(
  sequelize: Sequelize,
  ids: { profileId: number; userId: number; adminId: number },
): Promise<void> {
  await sequelize.query(
    `WITH req AS (
       INSERT INTO claim_requests (athlete_profile_id, user_id, status, message, decided_via, decided_by, decided_at)
       SELECT $1, $2, 'approved', $4, 'admin', $3, now()
        WHERE NOT EXISTS (SELECT 1 FROM claim_requests WHERE athlete_profile_id = $1 AND status = 'approved')
       RETURNING id
     )
     INSERT INTO profile_claims (athlete_profile_id, user_id, source, claim_request_id)
     SELECT $1, $2, 'admin', id FROM req
     ON CONFLICT (athlete_profile_id) DO UPDATE SET claim_request_id = EXCLUDED.claim_request_id
      WHERE profile_claims.claim_request_id IS NULL`,
    {
      bind: [
        ids.profileId,
        ids.userId,
        ids.adminId,
        'Demo data: this is my recruiting profile; my high school coach confirmed it by email.',
      ],
    },
  );
}

/**
 * The demo claimant asks for the best-ranked unclaimed football profile (once: nothing is added when the
 * claimant has any request or a profile, so an admin's decision stays). Returns the profile asked for.
 */
async function seedPendingClaim(sequelize: Sequelize, userId: number): Promise<number | null> {
  await sequelize.query(
    `INSERT INTO claim_requests (athlete_profile_id, user_id, message, school_email)
     SELECT a.id, $1,
            'This is me. I play ' || COALESCE(a.position, 'football') || ' at ' || COALESCE(a.high_school, 'my high school')
              || '. My coach can confirm it at my school email.',
            lower(regexp_replace(a.first_name || '.' || a.last_name, '[^A-Za-z.]', '', 'g')) || '@students.example.edu'
       FROM athlete_profiles a
      WHERE a.user_id IS NULL AND a.sport = 'football' AND a.position IS NOT NULL AND a.first_name <> ''
        AND NOT EXISTS (SELECT 1 FROM claim_requests WHERE user_id = $1)
        AND NOT EXISTS (SELECT 1 FROM athlete_profiles WHERE user_id = $1)
        AND NOT EXISTS (SELECT 1 FROM claim_requests c WHERE c.athlete_profile_id = a.id)
      ORDER BY a.ranking NULLS LAST, a.id
      LIMIT 1`,
    { bind: [userId] },
  );
  const [row] = await sequelize.query<{ athleteId: number; firstName: string; lastName: string }>(
    `SELECT c.athlete_profile_id AS "athleteId", a.first_name AS "firstName", a.last_name AS "lastName"
       FROM claim_requests c JOIN athlete_profiles a ON a.id = c.athlete_profile_id
      WHERE c.user_id = $1 ORDER BY c.id LIMIT 1`,
    { type: QueryTypes.SELECT, bind: [userId] },
  );
  if (!row) return null;
  await sequelize.query(
    `UPDATE users SET first_name = $2, last_name = $3, updated_at = now()
      WHERE id = $1 AND (first_name IS NULL OR last_name IS NULL)`,
    { bind: [userId, row.firstName, row.lastName] },
  );
  return row.athleteId;
}
