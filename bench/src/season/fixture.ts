/**
 * Who and what the season bench's reads are about, looked up in the data at each scale (demo, then grown): the
 * big school, the hot athlete (and his user, signed in as the athlete), the live featured game, the fan with the
 * most wallet transactions (signed in as the fan), a CFP entrant in the middle of the field (signed in for the
 * bracket pages), an admin, and one row of each other kind a page links to (a command, a checkout session, a
 * QR code, a claim invite, an order, a game event, an upload, a bracket group, an athlete's update, a receipt).
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { applyStripeEvent, bracketRow, rankBracket } from '@fanlift/db';
import { seedBracketEntries } from '@fanlift/db/seed/bracket-entries';
import { postJson } from '../lib/http-client';

export const ADMIN_EMAIL = 'admin@season.bench';

export interface Fixture {
  schoolId: number;
  schoolSlug: string | null;
  athleteId: number;
  gameId: number;
  fanId: number;
  fanAuthId: string;
  bracketFanId: number;
  txId: number | null;
  eventId: number | null;
  orderId: number | null;
  qrCode: string | null;
  claimInviteCode: string | null;
  checkoutId: string | null;
  commandId: string | null;
  uploadName: string | null;
  /** A CFP group of the bracket fan's with up to 10,000 entrants in it, and its invite token. */
  groupId: number | null;
  groupToken: string | null;
  /** An update the hot athlete posted. */
  updateId: number | null;
  /** A paid checkout session of the fan's (its receipt). */
  receiptId: string | null;
  /** Session cookies by who calls. */
  cookies: Record<Who, string>;
}

export type Who = 'anonymous' | 'fan' | 'bracketFan' | 'athlete' | 'admin';

const one = async <T extends object>(s: Sequelize, sql: string, bind: unknown[] = []) =>
  (await s.query<T>(sql, { bind, type: QueryTypes.SELECT }))[0];

async function idOf(s: Sequelize, sql: string, bind: unknown[] = []): Promise<number | null> {
  const row = await one<{ id: number | string | null }>(s, sql, bind);
  return row?.id == null ? null : Number(row.id);
}

/** Sign in through the development sign-in as the user with this id (their auth id is made the dev one). */
async function signInAs(s: Sequelize, apiUrl: string, userId: number): Promise<string> {
  const user = await one<{ email: string; user_type: 'fan' | 'athlete' }>(
    s,
    `UPDATE users SET auth_id = 'dev|' || email WHERE id = $1 RETURNING email::text AS email, user_type`,
    [userId],
  );
  return signIn(apiUrl, user.email, user.user_type);
}

async function signIn(apiUrl: string, email: string, userType: 'fan' | 'athlete'): Promise<string> {
  const res = await fetch(`${apiUrl}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email, userType, firstName: 'Season', lastName: 'Bench' }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return cookie;
}

/** The hot athlete's user: the one who owns the profile, or a new athlete user made its owner. */
async function athleteUser(s: Sequelize, apiUrl: string, athleteId: number): Promise<string> {
  const owner = await idOf(s, 'SELECT user_id AS id FROM athlete_profiles WHERE id = $1', [athleteId]);
  if (owner != null) return signInAs(s, apiUrl, owner);
  const email = `athlete${athleteId}@season.bench`;
  const cookie = await signIn(apiUrl, email, 'athlete');
  await s.query(
    `UPDATE athlete_profiles SET user_id = (SELECT id FROM users WHERE email = $2) WHERE id = $1`,
    { bind: [athleteId, email], type: QueryTypes.RAW },
  );
  return cookie;
}

/** A command of the fan's (a send staged by the api: the worker need not run for its status to be read). */
async function stageCommand(apiUrl: string, cookie: string, fanId: number, athleteId: number) {
  const res = await postJson(
    `${apiUrl}/api/likes/send`,
    { cookie, 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': `season-bench-${Date.now()}` },
    { fanID: fanId, athleteId, likes: 1 },
  );
  const id = (JSON.parse(res.body) as { commandId?: string }).commandId;
  if (res.status !== 202 || !id)
    console.log(`  (staging a send answered ${res.status}: ${res.body.slice(0, 200)})`);
  return id ?? null;
}

/** An order of the fan's for that command (as the worker records a purchase; the bench reads it only). */
async function orderFor(s: Sequelize, fanId: number, commandId: string | null): Promise<number | null> {
  if (!commandId) return null;
  return idOf(
    s,
    `INSERT INTO marketplace_orders (item_id, user_id, quantity, unit_price_likes, total_likes, command_id)
     SELECT id, $1, 1, price_likes, price_likes, $2 FROM marketplace_items ORDER BY id LIMIT 1 RETURNING id`,
    [fanId, commandId],
  );
}

/** A game event of the game (an applied status update, as an operator posts it). */
const eventOf = (s: Sequelize, gameId: number) =>
  idOf(
    s,
    `INSERT INTO game_events (game_id, seq, kind, payload, idempotency_key, status, applied_at)
     SELECT $1, coalesce(max(seq), 0) + 1, 'status', '{"status":"live"}', 'season-bench-' || now(), 'applied', now()
       FROM game_events WHERE game_id = $1 RETURNING id`,
    [gameId],
  );

/** A claim invite an admin made for an unclaimed profile (its public id). */
async function claimInvite(s: Sequelize, apiUrl: string, cookie: string): Promise<string | null> {
  const athleteId = await idOf(s, 'SELECT min(id) AS id FROM athlete_profiles WHERE user_id IS NULL');
  const res = await postJson(
    `${apiUrl}/api/admin/qr-codes/claim-invites`,
    { cookie, 'X-Requested-With': 'XMLHttpRequest' },
    { athleteId },
  );
  if (res.status !== 201) console.log(`  (a claim invite answered ${res.status})`);
  return res.status === 201 ? (JSON.parse(res.body) as { id: string }).id : null;
}

/** A QR code of the fan's own (made through the api, as the share page does): its public id. */
async function fanQrCode(apiUrl: string, cookie: string, athleteId: number): Promise<string | null> {
  const res = await postJson(
    `${apiUrl}/api/qr-codes`,
    { cookie, 'X-Requested-With': 'XMLHttpRequest' },
    { kind: 'athlete', targetId: athleteId, label: 'Season bench' },
  );
  if (res.status !== 201) console.log(`  (a QR code answered ${res.status})`);
  return res.status === 201 ? (JSON.parse(res.body) as { id: string }).id : null;
}

/** The Ohio page's password entered in the fan's session (the extras are read after it). */
async function unlockOhio(apiUrl: string, cookie: string): Promise<void> {
  const res = await postJson(
    `${apiUrl}/api/ohio/unlock`,
    { cookie, 'X-Requested-With': 'XMLHttpRequest' },
    { password: process.env.OHIO_PASSWORD ?? 'go-bucks' },
  );
  if (res.status !== 200) console.log(`  (the Ohio password answered ${res.status})`);
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The athlete's photo, uploaded as a page does: the stored file's name. */
async function uploadPhoto(apiUrl: string, cookie: string): Promise<string | null> {
  const form = new FormData();
  form.append('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${apiUrl}/api/uploads/athlete-photo`, {
    method: 'POST',
    headers: { cookie, 'X-Requested-With': 'XMLHttpRequest' },
    body: form,
  });
  const body = (await res.json()) as { photoUrl?: string };
  if (res.status !== 201 || !body.photoUrl) console.log(`  (photo upload answered ${res.status})`);
  return body.photoUrl?.split('/').pop() ?? null;
}

/** A checkout session of the fan's (the local payment provider). */
async function startCheckout(apiUrl: string, cookie: string) {
  const res = await postJson(
    `${apiUrl}/api/payments/checkout`,
    { cookie, 'X-Requested-With': 'XMLHttpRequest' },
    { likes: 5 },
  );
  const url = (JSON.parse(res.body) as { url?: string }).url ?? '';
  return /[?/](cs_[A-Za-z0-9_]+)/.exec(url)?.[1] ?? null;
}

const XHR = (cookie: string) => ({ cookie, 'X-Requested-With': 'XMLHttpRequest' });

/** CFP entrants to rank (the demo has none: 200 are entered, with every pick, and ranked as the job does). */
async function ensureCfpEntries(s: Sequelize): Promise<void> {
  const b = await bracketRow({ sequelize: s }, 'cfp');
  const n = await idOf(s, 'SELECT count(*) AS id FROM bracket_entries WHERE bracket_id = $1', [b.id]);
  if ((n ?? 0) > 0) return;
  await seedBracketEntries(s, { kind: 'cfp', fans: 200, tag: 'season-demo' });
  await rankBracket(s, b.id);
}

/**
 * A private CFP group the bracket fan made (through the api), then up to 10,000 other entrants put in it in one
 * statement (its trigger ranks them), as a big office pool.
 */
async function bracketGroup(s: Sequelize, apiUrl: string, cookie: string) {
  const res = await postJson(`${apiUrl}/api/bracket-groups`, XHR(cookie), {
    kind: 'cfp',
    name: `Season Bench ${Date.now()}`,
    visibility: 'private',
  });
  if (res.status !== 201) {
    console.log(`  (a bracket group answered ${res.status}: ${res.body.slice(0, 200)})`);
    return { groupId: null, groupToken: null };
  }
  const g = JSON.parse(res.body) as { id: number; inviteToken: string | null };
  await s.query(
    `INSERT INTO bracket_group_members (group_id, user_id)
     SELECT $1, e.user_id FROM bracket_entries e
      WHERE e.bracket_id = (SELECT bracket_id FROM bracket_groups WHERE id = $1)
      ORDER BY e.id LIMIT 10000
     ON CONFLICT DO NOTHING`,
    { bind: [g.id], type: QueryTypes.RAW },
  );
  // Statistics of the new rows, as autovacuum takes them soon after such a change (the bench times right away).
  await s.query('ANALYZE bracket_groups, bracket_group_members', { type: QueryTypes.RAW });
  return { groupId: g.id, groupToken: g.inviteToken };
}

/** An update the athlete posts (through the api, as the athlete's page does). */
async function athleteUpdate(apiUrl: string, cookie: string): Promise<number | null> {
  const res = await postJson(`${apiUrl}/api/updates`, XHR(cookie), { text: 'Thanks for a great season!' });
  if (res.status !== 201) console.log(`  (an update answered ${res.status}: ${res.body.slice(0, 200)})`);
  return res.status === 201 ? (JSON.parse(res.body) as { update: { id: number } }).update.id : null;
}

/**
 * A paid purchase of the fan's: a local checkout paid through the api (which stages the signed Stripe events),
 * the staged events then applied as the worker's job does (the bench runs no worker).
 */
async function paidReceipt(s: Sequelize, apiUrl: string, cookie: string): Promise<string | null> {
  const id = await startCheckout(apiUrl, cookie);
  if (!id) return null;
  const res = await postJson(`${apiUrl}/api/payments/local-checkout/${id}/complete`, XHR(cookie), {
    outcome: 'pay',
  });
  if (res.status >= 300) console.log(`  (paying the local checkout answered ${res.status})`);
  const staged = await s.query<{ id: string }>(
    `SELECT id FROM stripe_events WHERE processed_at IS NULL ORDER BY received_at`,
    { type: QueryTypes.SELECT },
  );
  for (const e of staged) await applyStripeEvent(s, e.id);
  const paid = await one<{ id: string }>(
    s,
    `SELECT id FROM checkout_sessions WHERE id = $1 AND status = 'paid'`,
    [id],
  );
  if (!paid) console.log('  (the local checkout was not paid: the receipt is not measured)');
  return paid?.id ?? null;
}

export async function loadFixture(s: Sequelize, apiUrl: string): Promise<Fixture> {
  const school = await one<{ id: number; slug: string | null }>(
    s,
    'SELECT id, slug FROM schools ORDER BY id LIMIT 1',
  );
  const athleteId = (await idOf(
    s,
    `SELECT min(id) AS id FROM athlete_profiles WHERE radar_athlete_id IS NOT NULL AND sport = 'football'`,
  ))!;
  const gameId = (await idOf(
    s,
    `SELECT id FROM games ORDER BY (status = 'live') DESC, featured_at DESC NULLS LAST, id DESC LIMIT 1`,
  ))!;
  const fanId = (await idOf(
    s,
    `SELECT w.user_id AS id FROM wallet_transactions w JOIN users u ON u.id = w.user_id AND u.user_type = 'fan'
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  ))!;
  await ensureCfpEntries(s);
  const cfp = `(SELECT id FROM brackets WHERE kind = 'cfp' ORDER BY id DESC LIMIT 1)`;
  const bracketFanId =
    (await idOf(
      s,
      `SELECT user_id AS id FROM bracket_entries WHERE bracket_id = ${cfp} ORDER BY id
        OFFSET (SELECT count(*) / 2 FROM bracket_entries WHERE bracket_id = ${cfp}) LIMIT 1`,
    )) ?? fanId;
  const cookies: Record<Who, string> = {
    anonymous: '',
    fan: await signInAs(s, apiUrl, fanId),
    bracketFan: bracketFanId === fanId ? '' : await signInAs(s, apiUrl, bracketFanId),
    athlete: await athleteUser(s, apiUrl, athleteId),
    admin: await signIn(apiUrl, ADMIN_EMAIL, 'fan'),
  };
  cookies.bracketFan ||= cookies.fan;
  await unlockOhio(apiUrl, cookies.fan);
  const commandId = await stageCommand(apiUrl, cookies.fan, fanId, athleteId);
  const fanAuth = await one<{ auth_id: string }>(s, 'SELECT auth_id FROM users WHERE id = $1', [fanId]);
  return {
    schoolId: school.id,
    schoolSlug: school.slug,
    athleteId,
    gameId,
    fanId,
    fanAuthId: fanAuth.auth_id,
    bracketFanId,
    txId: await idOf(s, 'SELECT max(id) AS id FROM wallet_transactions WHERE user_id = $1', [fanId]),
    eventId: await eventOf(s, gameId),
    orderId: await orderFor(s, fanId, commandId),
    qrCode: await fanQrCode(apiUrl, cookies.fan, athleteId),
    claimInviteCode: await claimInvite(s, apiUrl, cookies.admin),
    checkoutId: await startCheckout(apiUrl, cookies.fan),
    commandId,
    uploadName: await uploadPhoto(apiUrl, cookies.athlete),
    ...(await bracketGroup(s, apiUrl, cookies.bracketFan)),
    updateId: await athleteUpdate(apiUrl, cookies.athlete),
    receiptId: await paidReceipt(s, apiUrl, cookies.fan),
    cookies,
  };
}
