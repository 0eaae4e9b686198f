import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { io as ioClient, type Socket } from 'socket.io-client';
import { QueryTypes } from 'sequelize';
import { Queue } from 'bullmq';
import { QUEUES } from '@fanlift/core';
import { checkLedgerInvariants, dropDatabase, fanAccount, postJournal } from '@fanlift/db';
import {
  cleanupRedisPrefix,
  pct,
  setupLedgerBench,
  spawnProcess,
  type Spawned,
} from './ledger-throughput.bench';

/**
 * End-to-end latency (DESIGN §1): a fan's send-likes command accepted by the api -> `wallet:balance` received
 * by that fan's socket.io-client through a realtime node (api, worker and realtime as separate processes).
 * Latency is measured from the moment the request is sent (so it includes the api's acceptance).
 * Targets: at 100 commands/s, p99 < 50 ms; and the highest rate whose p99 stays < 100 ms is reported (steps
 * 100, 200, 300, 400, 600, 800/s, stopping at the first miss). Bounded: ~10 s per step.
 */
export const TARGET_P99_AT_100_MS = 50;
export const STEP_LIMIT_P99_MS = 100;

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; NaN elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

interface StepResult {
  rate: number;
  sent: number;
  accepted: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  /** request sent -> 202 received */
  acceptP50: number;
  acceptP99: number;
  /** CPU ms used per command by each process during the step */
  cpuPerCommand: { api: number; worker: number; realtime: number };
}

export async function run(
  opts: { fans?: number; firstStepSeconds?: number; stepSeconds?: number; rates?: number[] } = {},
) {
  const fansN = opts.fans ?? 100;
  const rates = opts.rates ?? [100, 200, 300, 400, 600, 800];
  const env = await setupLedgerBench('fanlift_bench_ledger_e2e', 0, 20, 0);
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
      spawnProcess('api/src/index.ts', 'API_PORT', { ...shared, DEV_ADMIN_EMAILS: 'nobody@bench.dev' }),
      spawnProcess('worker/src/index.ts', 'WORKER_HEALTH_PORT', { ...shared, REDRIVE_INTERVAL_MS: '5000' }),
      spawnProcess('realtime/src/index.ts', 'REALTIME_PORT', shared),
    ]);
    procs.push(api, worker, realtime);

    // Fans sign in through the api (session cookies), get likes, and connect a socket each.
    const fans: { id: number; cookie: string; socket: Socket }[] = [];
    for (let i = 0; i < fansN; i++) {
      const res = await fetch(`${api.url}/api/auth/dev-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ email: `e2e${i}.${env.prefix}@bench.dev`, userType: 'fan' }),
      });
      if (res.status !== 200) throw new Error(`dev-login failed: ${res.status} ${await res.text()}`);
      const user = (await res.json()) as { id: number };
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      await env.db.sequelize.transaction((t) =>
        postJournal(t, {
          kind: 'bench-credit',
          causeKey: `bench-credit:${user.id}`,
          lines: [
            { account: 'platform:promo', amount: -1_000_000 },
            { account: fanAccount(user.id), amount: 1_000_000 },
          ],
          walletTransactions: [
            { userId: user.id, type: 'gift', likes: 1_000_000, paymentName: 'Bench credit' },
          ],
        }),
      );
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
    const athletes = env.athletes.length
      ? env.athletes
      : (
          await env.db.sequelize.query<{ id: number }>(`SELECT id FROM athlete_profiles`, {
            type: QueryTypes.SELECT,
          })
        ).map((r) => r.id);

    // wallet:balance time per socket; command:result tells which command that balance belonged to.
    const balanceAt = new Map<string, number>(); // commandId -> time of its wallet:balance
    for (const f of fans) {
      let lastBalance = 0;
      f.socket.on('wallet:balance', () => {
        lastBalance = performance.now();
      });
      f.socket.on('command:result', (p: { commandId: string }) => {
        balanceAt.set(p.commandId, lastBalance || performance.now());
      });
    }

    const step = async (rate: number, seconds: number): Promise<StepResult> => {
      const sentAt = new Map<string, number>(); // commandId -> send time
      const acceptMs: number[] = [];
      let sent = 0;
      let accepted = 0;
      const inflight: Promise<void>[] = [];
      const total = Math.round(rate * seconds);
      const cpu0 = procs.map((p) => cpuMs(p.child.pid));
      const t0 = performance.now();
      let i = 0;
      while (i < total) {
        const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate) + 1);
        for (; i < due; i++) {
          const fan = fans[i % fans.length];
          const athleteId = athletes[i % athletes.length];
          const start = performance.now();
          sent++;
          inflight.push(
            fetch(`${api.url}/api/likes/send`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-requested-with': 'XMLHttpRequest',
                'idempotency-key': `e2e-${randomUUID()}`,
                cookie: fan.cookie,
              },
              body: JSON.stringify({ athleteId, likes: 1 }),
            }).then(
              async (r) => {
                const body = (await r.json()) as { commandId?: string };
                if (r.status === 202 && body.commandId) {
                  accepted++;
                  acceptMs.push(performance.now() - start);
                  sentAt.set(body.commandId, start);
                }
              },
              () => undefined,
            ),
          );
        }
        await new Promise((r) => setTimeout(r, 2));
      }
      await Promise.all(inflight);
      const deadline = performance.now() + 15_000;
      while (performance.now() < deadline && [...sentAt.keys()].some((id) => !balanceAt.has(id))) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const lat = [...sentAt.entries()]
        .filter(([id]) => balanceAt.has(id))
        .map(([id, s]) => balanceAt.get(id)! - s)
        .sort((a, b) => a - b);
      acceptMs.sort((a, b) => a - b);
      const cpu = procs.map((p, k) => (cpuMs(p.child.pid) - cpu0[k]) / Math.max(1, accepted));
      return {
        rate,
        sent,
        accepted,
        received: lat.length,
        p50: pct(lat, 50),
        p99: pct(lat, 99),
        max: lat[lat.length - 1] ?? NaN,
        acceptP50: pct(acceptMs, 50),
        acceptP99: pct(acceptMs, 99),
        cpuPerCommand: { api: cpu[0], worker: cpu[1], realtime: cpu[2] },
      };
    };

    // warm-up (connections, prepared statements, JIT)
    await step(50, 2);
    console.log(
      `\ne2e latency: api -> worker -> realtime -> socket.io-client (${fansN} fans, 1 process each)`,
    );
    const results: StepResult[] = [];
    for (const [k, rate] of rates.entries()) {
      const r = await step(rate, k === 0 ? (opts.firstStepSeconds ?? 10) : (opts.stepSeconds ?? 5));
      results.push(r);
      const lost = r.accepted - r.received;
      console.log(
        `  ${String(rate).padStart(4)}/s: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms` +
          ` [accepted (202): p50 ${r.acceptP50.toFixed(1)} ms, p99 ${r.acceptP99.toFixed(1)} ms]` +
          ` [CPU per command: api ${r.cpuPerCommand.api.toFixed(1)} ms, worker ${r.cpuPerCommand.worker.toFixed(1)} ms, realtime ${r.cpuPerCommand.realtime.toFixed(1)} ms]` +
          ` (${r.sent} sent, ${r.accepted} accepted, ${r.received} wallet:balance received${lost ? `, ${lost} missing` : ''})`,
      );
      if (!(r.p99 < STEP_LIMIT_P99_MS) || r.received < r.accepted) break;
    }
    // If even the first step missed, find where it does hold (diagnostics for a slow or busy machine).
    if (!results.some((r) => r.p99 < STEP_LIMIT_P99_MS && r.received === r.accepted)) {
      for (const rate of [50, 25, 10]) {
        const r = await step(rate, 4);
        results.push(r);
        console.log(
          `  ${String(rate).padStart(4)}/s: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms` +
            ` [accepted (202): p50 ${r.acceptP50.toFixed(1)} ms, p99 ${r.acceptP99.toFixed(1)} ms] (lower step, diagnostics)`,
        );
        if (r.p99 < STEP_LIMIT_P99_MS && r.received === r.accepted) break;
      }
    }
    const at100 = results.find((r) => r.rate === 100);
    const ok = results.filter((r) => r.p99 < STEP_LIMIT_P99_MS && r.received === r.accepted);
    const highest = ok.length ? Math.max(...ok.map((r) => r.rate)) : 0;
    const inv = await checkLedgerInvariants(env.db.sequelize, { pendingGraceMs: 30_000 });
    const pass = !!at100 && at100.p99 < TARGET_P99_AT_100_MS && at100.received === at100.accepted && inv.ok;
    console.log(
      `  at 100/s p99 ${at100 ? at100.p99.toFixed(1) : 'n/a'} ms (target < ${TARGET_P99_AT_100_MS} ms); highest rate with p99 < ${STEP_LIMIT_P99_MS} ms: ${highest}/s` +
        `${highest === rates[rates.length - 1] ? ' (the highest step tried)' : ''}; ledger invariants ${inv.ok ? 'OK' : `FAIL: ${inv.problems.join('; ')}`}`,
    );
    console.log(`  ${pass ? 'PASS' : 'FAIL'}`);
    if (!pass) process.exitCode = 1;
    return { results, highest, pass };
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
