/** User factories: signed-in fans, athletes and admins (through the development sign-in), and bare rows. */
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import supertest from 'supertest';
import { login, uniqueEmail, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { fundWallet } from './ledger';

export type SignedInUser = Awaited<ReturnType<typeof login>>;
export interface SignedIn {
  agent: supertest.Agent;
  me: SignedInUser;
}

/** The admin of the test environment (DEV_ADMIN_EMAILS). */
export const ADMIN_EMAIL = 'admin@test.dev';

/** A new user signed in through the development sign-in, with its cookie-keeping agent. */
export async function signedInUser(
  api: TestApi,
  userType: 'fan' | 'athlete' = 'fan',
  {
    tag = userType,
    email = uniqueEmail(tag),
    ...extra
  }: { tag?: string; email?: string } & Record<string, string> = {},
): Promise<SignedIn> {
  const agent = api.agent();
  const me = await login(agent, email, userType, extra);
  return { agent, me };
}

/** A new signed-in fan, its wallet funded with `likes` through a real journal when given. */
export async function signedInFan(
  api: TestApi,
  likes = 0,
  opts: { tag?: string } & Record<string, string> = {},
): Promise<SignedIn> {
  const fan = await signedInUser(api, 'fan', { tag: 'fan', ...opts });
  if (likes) await fundWallet(fan.me.id, likes);
  return fan;
}

export const signedInAthlete = (api: TestApi, opts: { tag?: string } & Record<string, string> = {}) =>
  signedInUser(api, 'athlete', { tag: 'athlete', ...opts });

/** An agent signed in as the admin. */
export async function signedInAdmin(api: TestApi): Promise<supertest.Agent> {
  const agent = api.agent();
  await login(agent, ADMIN_EMAIL, 'fan');
  return agent;
}

/**
 * Sign in without a cookie jar; answers the user id and the `fanlift.sid=...` pair (for sockets and fetch).
 */
export async function sessionCookie(api: TestApi, tag = 'fan'): Promise<{ id: number; cookie: string }> {
  const res = await supertest(api.url)
    .post('/api/auth/dev-login')
    .set('X-Requested-With', 'XMLHttpRequest')
    .send({ email: uniqueEmail(tag), userType: 'fan' });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const pair = setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith('fanlift.sid='));
  if (!pair) throw new Error('sign-in set no session cookie');
  return { id: (res.body as { id: number }).id, cookie: pair };
}

/** A fan's users row written straight into the database (for tests below the api). */
export async function insertFan(): Promise<number> {
  const tag = randomUUID().replace(/-/g, '').slice(0, 16);
  const [row] = await testDb().sequelize.query<{ id: number }>(
    `INSERT INTO users (auth_id, email, user_type, referral_code) VALUES ($1, $2, 'fan', $3) RETURNING id`,
    { bind: [`factory|${tag}`, `factory.${tag}@test.dev`, `F${tag}`], type: QueryTypes.SELECT },
  );
  return row.id;
}

/** A new signed-in fan who chose these schools in their profile (through the api, as onboarding does). */
export async function fanWithSchools(
  api: TestApi,
  schoolIds: number[],
  names: Record<string, string> = {},
): Promise<{ agent: supertest.Agent; user: SignedInUser }> {
  const { agent, me: user } = await signedInUser(api, 'fan', { tag: 'sfan', ...names });
  const put = await agent
    .put(`/api/users/${encodeURIComponent(user.authId)}`)
    .send({ fanProfile: { schools: schoolIds.map((schoolId) => ({ schoolId })) } });
  if (put.status !== 200) throw new Error(`choosing schools: ${put.status} ${JSON.stringify(put.body)}`);
  return { agent, user };
}

/** Make an existing fan (found by id or email) follow a school, straight in the database. */
export async function followSchool(fan: { userId: number } | { email: string }, schoolId: number) {
  const [where, key] = 'userId' in fan ? ['u.id = $1', fan.userId] : ['u.email = $1', fan.email];
  await testDb().sequelize.query(
    `INSERT INTO fan_selected_schools (fan_profile_id, school_id, position, created_at)
     SELECT f.id, $2, 0, now() FROM fan_profiles f JOIN users u ON u.id = f.user_id WHERE ${where}`,
    { bind: [key, schoolId] },
  );
}
