import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { io as ioClient, type Socket } from 'socket.io-client';
import { QueryTypes } from 'sequelize';
import { Queue } from 'bullmq';
import { QUEUES } from '@fanlift/core';
import { checkLedgerInvariants, dropDatabase, fanAccount, grantSpinChances, postJournal } from '@fanlift/db';
import {
  cleanupRedisPrefix,
  pct,
  setupLedgerBench,
  spawnProcess,
  type Spawned,
} from './ledger-throughput.bench';

/**
 * Spin latency (issue 9): Spin pressed (the request sent) -> `spin:result` at that fan's socket.io-client,
 * through api, worker and realtime as separate processes, at 50 spins/s; and in the same run the send-likes
 * path (request sent -> `wallet:balance`) at the same rate, with the ratio of the two. Target: spin p99 < 100 ms.
 */
export const TARGET_SPIN_P99_MS = 100;
/** 50 spins/s (the target's rate); SPIN_BENCH_RATE overrides it for diagnostics on a busy machine. */
const RATE = Number(process.env.SPIN_BENCH_RATE ?? 50);

interface Fan {
  id: number;
  cookie: string;
  socket: Socket;
}

export async function run(opts: { fans?: number; seconds?: number } = {}) {
  const fansN = opts.fans ?? 50;
  const seconds = opts.seconds ?? 10;
  const env = await setupLedgerBench('fanlift_bench_spin', 0, 20, 0);
  const procs: Spawned[] = [];
  const sockets: Socket[] = [];
  try {
    const shared = {
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      QUEUE_PREFIX: env.prefix,
      LOG_LEVEL: 'warn',
    };
    const [api, worker, realtime] = await Promise.all([
      spawnProcess('api/src/index.ts', 'API_PORT', {
        ...shared,
        DEV_ADMIN_EMAILS: 'nobody@bench.dev',
        RATE_LIMIT_SENDS: '100000/60',
      }),
      spawnProcess('worker/src/index.ts', 'WORKER_HEALTH_PORT', { ...shared, REDRIVE_INTERVAL_MS: '5000' }),
      spawnProcess('realtime/src/index.ts', 'REALTIME_PORT', shared),
    ]);
    procs.push(api, worker, realtime);
    const fans: Fan[] = [];
    for (let i = 0; i < fansN; i++) {
      const res = await fetch(`${api.url}/api/auth/dev-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ email: `spin${i}.${env.prefix}@bench.dev`, userType: 'fan' }),
      });
      if (res.status !== 200) throw new Error(`dev-login failed: ${res.status}`);
      const user = (await res.json()) as { id: number };
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      await env.db.sequelize.transaction(async (t) => {
        await postJournal(t, {
          kind: 'bench-credit',
          causeKey: `bench-credit:${user.id}`,
          lines: [
            { account: 'platform:promo', amount: -1_000_000 },
            { account: fanAccount(user.id), amount: 1_000_000 },
          ],
          walletTransactions: [
            { userId: user.id, type: 'gift', likes: 1_000_000, paymentName: 'Bench credit' },
          ],
        });
        await grantSpinChances(t, {
          userId: user.id,
          chances: 1000,
          source: 'admin',
          causeKey: `bench:${user.id}`,
        });
      });
      const socket = ioClient(realtime.url, {
        transports: ['websocket'],
        extraHeaders: { cookie },
        reconnection: false,
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      sockets.push(socket);
      fans.push({ id: user.id, cookie, socket });
    }
    const athletes = (
      await env.db.sequelize.query<{ id: number }>(`SELECT id FROM athlete_profiles`, {
        type: QueryTypes.SELECT,
      })
    ).map((r) => r.id);

    // Event times per command: spin:result carries its commandId; wallet:balance of a send is matched through
    // the command:result that follows it on the same socket.
    const arrived = new Map<string, number>();
    for (const f of fans) {
      let lastBalance = 0;
      f.socket.on('spin:result', (p: { commandId?: string }) => {
        if (p.commandId) arrived.set(p.commandId, performance.now());
      });
      f.socket.on('wallet:balance', () => (lastBalance = performance.now()));
      f.socket.on('command:result', (p: { commandId: string }) => {
        if (!arrived.has(p.commandId)) arrived.set(p.commandId, lastBalance || performance.now());
      });
    }

    const step = async (kind: 'spin' | 'send', secs: number) => {
      const sentAt = new Map<string, number>();
      const inflight: Promise<void>[] = [];
      const total = Math.round(RATE * secs);
      const t0 = performance.now();
      let i = 0;
      while (i < total) {
        const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * RATE) + 1);
        for (; i < due; i++) {
          const fan = fans[i % fans.length];
          const start = performance.now();
          const [path, body] =
            kind === 'spin'
              ? ['/api/referralCode/creditSpinWheelLikes', { fanID: fan.id }]
              : ['/api/likes/send', { athleteId: athletes[i % athletes.length], likes: 1 }];
          inflight.push(
            fetch(`${api.url}${path}`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-requested-with': 'XMLHttpRequest',
                'idempotency-key': `bench-${randomUUID()}`,
                cookie: fan.cookie,
              },
              body: JSON.stringify(body),
            }).then(
              async (r) => {
                const b = (await r.json()) as { commandId?: string };
                if (b.commandId) sentAt.set(b.commandId, start);
              },
              () => undefined,
            ),
          );
        }
        await new Promise((r) => setTimeout(r, 2));
      }
      await Promise.all(inflight);
      const deadline = performance.now() + 15_000;
      while (performance.now() < deadline && [...sentAt.keys()].some((id) => !arrived.has(id)))
        await new Promise((r) => setTimeout(r, 20));
      const lat = [...sentAt.entries()]
        .filter(([id]) => arrived.has(id))
        .map(([id, s]) => arrived.get(id)! - s)
        .sort((a, b) => a - b);
      return { sent: total, received: lat.length, p50: pct(lat, 50), p99: pct(lat, 99) };
    };

    await step('send', 2);
    await step('spin', 2);
    const spin = await step('spin', seconds);
    const send = await step('send', seconds);
    const inv = await checkLedgerInvariants(env.db.sequelize, { pendingGraceMs: 30_000 });
    const pass = spin.p99 < TARGET_SPIN_P99_MS && spin.received === spin.sent && inv.ok;
    console.log(
      `\nspin latency: Spin pressed -> spin:result in a socket.io-client, ${RATE}/s for ${seconds} s (${fansN} fans)`,
    );
    console.log(
      `  spin:        p50 ${spin.p50.toFixed(1)} ms, p99 ${spin.p99.toFixed(1)} ms (${spin.received}/${spin.sent} received)`,
    );
    console.log(
      `  send-likes:  p50 ${send.p50.toFixed(1)} ms, p99 ${send.p99.toFixed(1)} ms (${send.received}/${send.sent} received)`,
    );
    console.log(
      `  ratio spin / send-likes: p50 ${(spin.p50 / send.p50).toFixed(2)}x, p99 ${(spin.p99 / send.p99).toFixed(2)}x; ` +
        `target spin p99 < ${TARGET_SPIN_P99_MS} ms; ledger invariants ${inv.ok ? 'OK' : `FAIL: ${inv.problems.join('; ')}`}`,
    );
    console.log(`  ${pass ? 'PASS' : 'FAIL'}`);
    if (!pass) process.exitCode = 1;
    return { spin, send, pass };
  } finally {
    for (const s of sockets) s.close();
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
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  run().then(
    () => process.exit(process.exitCode ?? 0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
