import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QueryTypes } from 'sequelize';
import { io as ioClient, type Socket } from 'socket.io-client';
import { QUEUES } from '@fanlift/core';
import { loadConfig, workerConfigSchema } from '@fanlift/core/config';
import {
  connectDatabase,
  createMigrator,
  dropDatabase,
  ensureDatabase,
  fanAccount,
  postJournal,
  type Database,
} from '@fanlift/db';
import { closeHttpClient, postJson } from './http-client';
import { benchDatabaseUrl } from './main';
import type { Spawned } from './spawn';

/** A bench's own database and queue prefix, and the teardown that removes both. */
export interface BenchEnv {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  db: Database;
  fans: number[];
  athletes: number[];
}

/** Delete every Redis key of a bench run (queues of all phases, sessions): they all start with its prefix. */
export async function cleanupRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Credit a fan's ledger account (a balanced journal from platform:promo, with its wallet transaction). */
export async function creditFan(db: Database, userId: number, likes: number): Promise<void> {
  await db.sequelize.transaction((t) =>
    postJournal(t, {
      kind: 'bench-credit',
      causeKey: `bench-credit:${userId}`,
      lines: [
        { account: 'platform:promo', amount: -likes },
        { account: fanAccount(userId), amount: likes },
      ],
      walletTransactions: [{ userId, type: 'gift', likes, paymentName: 'Bench credit' }],
    }),
  );
}

/** The star thresholds the bench's workers run with (the worker config's default STAR_THRESHOLDS). */
const STAR_THRESHOLDS = loadConfig(workerConfigSchema, {}).STAR_THRESHOLDS;

/**
 * Give fan number `i` a history of likes given, spread over 11..570 (its milestone row with the stars those
 * earn), as fans of a live product have. Without it every bench fan starts at 0 and all of them cross the 10-like
 * star in the same half second, a burst of star commands (email, spin chance) no real crowd sends in lockstep.
 * With it a few fans still cross a star during a run, at moments spread over it.
 */
export async function seedLikesGiven(db: Database, userId: number, i: number): Promise<number> {
  const likesGiven = 11 + ((i * 37) % 560);
  const stars = STAR_THRESHOLDS.filter((t) => likesGiven >= t).length;
  await db.sequelize.query(
    `INSERT INTO fan_milestones (user_id, likes_given, earned_star) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET likes_given = EXCLUDED.likes_given, earned_star = EXCLUDED.earned_star`,
    { bind: [userId, likesGiven, stars] },
  );
  // ... and the stars themselves, as the fan earned them (without them, the next star re-awarded every earlier one:
  // a spin chance and an email each, in the command's transaction).
  await db.sequelize.query(
    `INSERT INTO milestone_stars (user_id, star, threshold, likes_given)
     SELECT $1, s, ($2::integer[])[s], ($2::integer[])[s] FROM generate_series(1, $3::integer) s
     ON CONFLICT (user_id, star) DO NOTHING`,
    { bind: [userId, STAR_THRESHOLDS, stars] },
  );
  return likesGiven;
}

/**
 * Recreate the bench database, migrate it, create `fans` fans with `likesEach` likes (and a spread history of likes
 * given, `seedLikesGiven`) and `athletes` athletes.
 */
export async function setupLedgerBench(
  name: string,
  fans: number,
  athletes: number,
  likesEach: number,
): Promise<BenchEnv> {
  const databaseUrl = benchDatabaseUrl(name);
  await dropDatabase(databaseUrl);
  await ensureDatabase(databaseUrl);
  const db = connectDatabase({ url: databaseUrl, poolMax: 8 });
  await createMigrator(db.sequelize).up();
  const s = db.sequelize;
  const fanRows = await s.query<{ id: number }>(
    `INSERT INTO users (auth_id, email, user_type, referral_code, first_name, last_name)
     SELECT 'bench|' || g, 'bench' || g || '@bench.dev', 'fan', 'B' || g, 'Bench', 'Fan ' || g FROM generate_series(1, $1) g
     RETURNING id`,
    { bind: [fans], type: QueryTypes.SELECT },
  );
  const athleteRows = await s.query<{ id: number }>(
    `INSERT INTO athlete_profiles (first_name, last_name, sport) SELECT 'Bench', 'Athlete ' || g, 'football'
     FROM generate_series(1, $1) g RETURNING id`,
    { bind: [athletes], type: QueryTypes.SELECT },
  );
  for (const [i, f] of fanRows.entries()) {
    await creditFan(db, f.id, likesEach);
    await seedLikesGiven(db, f.id, i);
  }
  // athlete accounts exist up front (as after post-athlete-wallet), so no phase pays for creating them
  await s.query(
    `INSERT INTO ledger_accounts (key, kind, owner_id) SELECT 'athlete:' || id, 'athlete', id FROM athlete_profiles ON CONFLICT DO NOTHING`,
  );
  return {
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    prefix: `benchledger${Date.now().toString(36)}`,
    db,
    fans: fanRows.map((r) => r.id),
    athletes: athleteRows.map((r) => r.id),
  };
}

/** Connect a websocket-only socket.io-client and resolve once connected. */
export async function connectSocket(
  url: string,
  opts: { cookie?: string; auth?: Record<string, unknown> } = {},
): Promise<Socket> {
  const socket = ioClient(url, {
    transports: ['websocket'],
    ...(opts.cookie ? { extraHeaders: { cookie: opts.cookie } } : {}),
    ...(opts.auth ? { auth: opts.auth } : {}),
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Sign a fan in through the api's development sign-in; returns the user id and the session cookie. */
export async function signInFan(apiUrl: string, email: string): Promise<{ id: number; cookie: string }> {
  const res = await fetch(`${apiUrl}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, userType: 'fan' }),
  });
  if (res.status !== 200) throw new Error(`dev-login failed: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: number };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: user.id, cookie };
}

/** A bench fan: signed in through the api, `likes` in the wallet, a history of likes given, a connected socket. */
export interface BenchFan {
  id: number;
  cookie: string;
  socket: Socket;
}

/** Sign in bench fan number `i` (email `<tag><i>.<prefix>@bench.dev`), fund it, seed its likes given, connect. */
export async function benchFan(
  env: BenchEnv,
  urls: { api: string; realtime: string },
  tag: string,
  i: number,
  likes = 1_000_000,
): Promise<BenchFan> {
  const { id, cookie } = await signInFan(urls.api, `${tag}${i}.${env.prefix}@bench.dev`);
  await creditFan(env.db, id, likes);
  await seedLikesGiven(env.db, id, i);
  return { id, cookie, socket: await connectSocket(urls.realtime, { cookie }) };
}

/**
 * POST a command to the api as a signed-in fan (a fresh Idempotency-Key); resolves with its command id once
 * accepted (2xx with a commandId; null when refused), with the send and answer times.
 */
export async function postCommand(
  apiUrl: string,
  path: string,
  cookie: string,
  body: unknown,
): Promise<{ id: string; sentAt: number; acceptedAt: number } | null> {
  const sentAt = performance.now();
  const r = await postJson(
    `${apiUrl}${path}`,
    { 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': `bench-${randomUUID()}`, cookie },
    body,
  );
  const b = JSON.parse(r.body) as { commandId?: string };
  if (r.status >= 300 || !b.commandId) return null;
  return { id: b.commandId, sentAt, acceptedAt: performance.now() };
}

/** Close sockets and processes, empty the queues, drop the Redis keys and (unless BENCH_KEEP_DB=1) the database. */
export async function teardown(env: BenchEnv, procs: Spawned[] = [], sockets: Socket[] = []): Promise<void> {
  for (const s of sockets) s.close();
  closeHttpClient();
  await Promise.all(procs.map((p) => p.stop()));
  for (const q of QUEUES) {
    const queue = new Queue(q, { connection: { url: env.redisUrl }, prefix: env.prefix });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }
  await env.db.close();
  await cleanupRedisPrefix(env.redisUrl, env.prefix).catch(() => undefined);
  if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(env.databaseUrl).catch(() => undefined);
}
