/**
 * Chat fan-out (DESIGN §5 chat): 1,000 connected clients over 2 realtime processes in one game, 10 messages/s for
 * BENCH_CHAT_SECONDS (default 15) from 10 fans. Measures delivery latency (chat:send emitted -> chat:message
 * received by every client, p50/p99 over all deliveries) and memory per connected socket (RSS growth of each
 * realtime process while its 500 clients connected, divided by 500). The same load runs against a bare harness in
 * the same run: plain Socket.IO with the pub/sub Redis adapter, no auth, limits, persistence or recovery
 * (bench/src/chat-bare-server.ts).
 * Targets: p99 < 50 ms; <= 20 KB per connected socket.
 * Run alone: `npx tsx bench/src/chat-fanout.bench.ts`; with the others: `npm run bench -- chat`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { QueryTypes } from 'sequelize';
import { io as ioClient, type Socket } from 'socket.io-client';
import { dropDatabase } from '@fanlift/db';
import { cleanupRedisPrefix, setupLedgerBench } from './lib/setup';
import { ROOT, freePort, rssKb, spawnProcess, type Spawned } from './lib/spawn';
import { creditFan, postCommand, seedLikesGiven } from './lib/setup';
import { ratio } from './lib/report';
import { connectAll, drive, driveLanes, RATE, type Result } from './lib/fanout';

export const TARGET_P99_MS = 50;
export const TARGET_KB_PER_SOCKET = 20;
/** Pinned-cheer delivery p99 at most this times the plain chat message's, in the same run (issue 28). */
export const TARGET_CHEER_RATIO = 1.25;
const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
const SENDERS = 10;

async function ours(seconds: number): Promise<{ chat: Result; pairedChat: Result; cheers: Result }> {
  const env = await setupLedgerBench('fanlift_bench_chat', 0, 0, 0);
  const procs: Spawned[] = [];
  const sockets: Socket[] = [];
  try {
    const s = env.db.sequelize;
    await s.query(
      `INSERT INTO schools (name, short_name, slug) VALUES ('Bench Home', 'BH', 'bench-home'), ('Bench Away', 'BA', 'bench-away')`,
    );
    const [{ id: gameId }] = await s.query<{ id: number }>(
      `INSERT INTO games (sport, season, home_school_id, away_school_id, kickoff_at, status)
       SELECT 'football', 2026, min(id), max(id), now(), 'live' FROM schools RETURNING id`,
      { type: QueryTypes.SELECT },
    );
    const shared = {
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      QUEUE_PREFIX: env.prefix,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN: '10000/60',
      RATE_LIMIT_CHAT: '1000/1',
    };
    const [api, rt1, rt2, worker] = await Promise.all([
      spawnProcess('api/src/index.ts', 'API_PORT', shared),
      spawnProcess('realtime/src/index.ts', 'REALTIME_PORT', shared),
      spawnProcess('realtime/src/index.ts', 'REALTIME_PORT', shared),
      spawnProcess('worker/src/index.ts', 'WORKER_HEALTH_PORT', shared),
    ]);
    procs.push(api, rt1, rt2, worker);
    const [{ schoolId }] = await s.query<{ schoolId: number }>(
      `SELECT home_school_id AS "schoolId" FROM games WHERE id = $1`,
      { bind: [gameId], type: QueryTypes.SELECT },
    );
    // The SENDERS fans who send have one socket each, as a fan on a phone (a cheer's balance and outcome go to
    // the fan's own sockets: with 20 each, every cheer was 40 more deliveries than a real one); 50 more fans hold
    // the other sockets, about 20 each (fan-out depends on sockets, not on accounts).
    const cookies: string[] = [];
    const ids: number[] = [];
    for (let i = 0; i < SENDERS + 50; i++) {
      const res = await fetch(`${api.url}/api/auth/dev-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({
          email: `chat${i}.${env.prefix}@bench.dev`,
          userType: 'fan',
          firstName: 'Fan',
        }),
      });
      if (res.status !== 200) throw new Error(`dev-login failed: ${res.status}`);
      ids.push(((await res.clone().json()) as { id: number }).id);
      cookies.push(
        res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    }
    const pids = [rt1.child.pid, rt2.child.pid];
    const before = pids.map(rssKb);
    let k = 0;
    const clients = await connectAll([rt1.url, rt2.url], CLIENTS, (url) =>
      ioClient(url, {
        transports: ['websocket'],
        extraHeaders: {
          cookie: k < SENDERS ? cookies[k++] : cookies[SENDERS + (k++ % (cookies.length - SENDERS))],
        },
        reconnection: false,
        forceNew: true,
      }),
    );
    sockets.push(...clients);
    for (let i = 0; i < clients.length; i += 100)
      await Promise.all(
        clients.slice(i, i + 100).map((c) => c.timeout(20_000).emitWithAck('game:join', { gameId })),
      );
    await new Promise((r) => setTimeout(r, 2000)); // let the handshakes' garbage settle
    const senders = clients.slice(0, SENDERS);
    const connected = pids.map(rssKb); // memory per socket: before any message (the warm-up's would count)
    // Each path is warmed by a few untimed sends before its timed run (its code compiled, its statements planned):
    // with 150 sends a run, p99 is about the slowest send, which was the first. First every sender at once, so
    // each connection of a node's pool that a burst takes has planned the path's statements (a connection's first
    // cheer took 20 ms against 3; realtime keeps DB_POOL_MIN of them open), then one at a time. The warm-up texts
    // carry no send time, so no phase counts them.
    const warm = async (send: (i: number) => Promise<unknown>) => {
      await Promise.all(Array.from({ length: SENDERS }, (_, i) => send(i)));
      for (let i = 0; i < 2 * SENDERS; i++) await send(i);
      await new Promise((r) => setTimeout(r, 1000));
    };
    await warm((i) =>
      senders[i % SENDERS].timeout(20_000).emitWithAck('chat:send', { gameId, text: 'warm up' }),
    );
    const chat = await drive(
      'fanlift (2 realtime nodes, Redis Streams adapter, auth, limits, persistence)',
      clients,
      'chat:message',
      (i, text) => void senders[i % SENDERS].emit('chat:send', { gameId, text }),
      seconds,
      pids,
      before,
      (m) => m.cheer == null,
      connected,
    );
    // Cheers at the same rate, as the web's composer sends them: `chat:cheer` on the sender's socket (realtime
    // stages the command and applies it through the ledger in one transaction, then emits to the room), measured
    // from the emit to each client's chat:message of kind cheer.
    // The senders have given likes before, spread as the ledger bench's fans (seedLikesGiven): a few cross a star
    // during the run, at moments spread over it, as in a real crowd.
    for (let i = 0; i < SENDERS; i++) {
      await creditFan(env.db, ids[i], 10_000);
      await seedLikesGiven(env.db, ids[i], i);
    }
    const cheerOf = (i: number, message: string) =>
      senders[i % SENDERS].timeout(20_000).emitWithAck('chat:cheer', {
        gameId,
        idempotencyKey: `bench-${randomUUID()}`,
        schoolId,
        likes: 1,
        message,
      });
    await warm((i) => cheerOf(i, 'warm up'));
    // The target's measure: chat messages and cheers alternating in ONE phase (RATE a second in all, twice as long,
    // so each kind has as many as the chat phase), each kind's p99 on its own. Phases one after the other meet the
    // machine at different moments (a GC, an autovacuum of the ledger's tables, the worker's re-driver): over
    // fresh-clone runs the chat's p99 alone moved from 28 to 42 ms between phases of the same run, as much as the
    // whole gap the target allows. Alternating, both kinds meet the same moments.
    const cheerAcks: Promise<{ ok: boolean; error?: string }>[] = [];
    const [pairedChat, cheers] = await driveLanes(
      clients,
      'chat:message',
      [
        {
          label: '  paired: chat messages',
          send: (i, text) => void senders[i % SENDERS].emit('chat:send', { gameId, text }),
          accept: (m) => m.cheer == null,
        },
        {
          label:
            '  paired: pinned cheers (chat:cheer -> ledger statement on the realtime node -> 2 realtime nodes)',
          send: (i, text) => void cheerAcks.push(cheerOf(i, text)),
          accept: (m) => m.cheer != null,
        },
      ],
      2 * seconds,
      pids,
      pids.map(rssKb),
    );
    const refused = (await Promise.all(cheerAcks)).filter((a) => !a.ok);
    if (refused.length) console.log(`  ${refused.length} cheers refused: ${refused[0].error}`);
    // The same cheers through the api's route (the web's fallback when its socket cannot answer): the api stages
    // the command, the worker applies it; shown for comparison, not a target.
    await drive(
      'fanlift cheers via POST /api/games/{id}/cheers (api -> queue -> worker ledger transaction -> emitter)',
      clients,
      'chat:message',
      (i, text) =>
        void postCommand(api.url, `/api/games/${gameId}/cheers`, cookies[i % SENDERS], {
          schoolId,
          likes: 1,
          message: text,
        }),
      seconds,
      pids,
      pids.map(rssKb),
      (m) => m.cheer != null,
    );
    return { chat, pairedChat, cheers };
  } finally {
    for (const c of sockets) c.close();
    await Promise.all(procs.map((p) => p.stop()));
    await env.db.close();
    await cleanupRedisPrefix(env.redisUrl, env.prefix);
    await dropDatabase(env.databaseUrl);
  }
}

async function startBare(key: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/src/chat-bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), KEY: key },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function bare(seconds: number): Promise<Result> {
  const key = `benchbare${Date.now().toString(36)}`;
  const nodes = await Promise.all([startBare(key), startBare(key)]);
  const sockets: Socket[] = [];
  try {
    const pids = nodes.map((n) => n.child.pid);
    const before = pids.map(rssKb);
    const clients = await connectAll(
      nodes.map((n) => n.url),
      CLIENTS,
      (url) => ioClient(url, { transports: ['websocket'], reconnection: false, forceNew: true }),
    );
    sockets.push(...clients);
    await Promise.all(clients.map((c) => c.timeout(20_000).emitWithAck('join', 'game')));
    await new Promise((r) => setTimeout(r, 2000));
    const senders = clients.slice(0, SENDERS);
    return await drive(
      'bare (2 Socket.IO nodes, pub/sub Redis adapter, nothing else)',
      clients,
      'msg',
      (i, text) => void senders[i % SENDERS].emit('send', { room: 'game', text }),
      seconds,
      pids,
      before,
    );
  } finally {
    for (const c of sockets) c.close();
    for (const n of nodes) n.child.kill('SIGTERM');
  }
}

export async function run(): Promise<void> {
  const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 15);
  console.log(
    `\n== chat fan-out bench (${CLIENTS} clients over 2 nodes, one game, ${RATE} messages/s, ${seconds} s) ==`,
  );
  // The 1,000 clients run in this one process: on a loaded machine the clients themselves add latency to both.
  console.log(
    `machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const b = await bare(seconds);
  const { chat: o, pairedChat: p, cheers: c } = await ours(seconds);
  const cheerRatio = c.p99 / p.p99;
  const cheersOk = cheerRatio <= TARGET_CHEER_RATIO && c.deliveries === c.expected;
  console.log(
    `target pinned-cheer p99 <= ${TARGET_CHEER_RATIO}x the chat message's (paired): ${cheersOk ? 'met' : 'MISSED'} ` +
      `(cheer p99 ${c.p99.toFixed(1)} ms vs chat ${p.p99.toFixed(1)} ms = ${ratio(c.p99, p.p99)}; ` +
      `${c.deliveries}/${c.expected} cheer deliveries; against the chat phase before it ${ratio(c.p99, o.p99)})`,
  );
  // Each line's verdict is its own target's: the chat message's line said MISSED when only the cheers missed.
  const chatOk =
    o.p99 < TARGET_P99_MS && o.kbPerSocket <= TARGET_KB_PER_SOCKET && o.deliveries === o.expected;
  const ok = chatOk && cheersOk;
  console.log(
    `target p99 < ${TARGET_P99_MS} ms and <= ${TARGET_KB_PER_SOCKET} KB/socket: ${chatOk ? 'met' : 'MISSED'} ` +
      `(fanlift p99 ${o.p99.toFixed(1)} ms vs bare ${b.p99.toFixed(1)} ms = ${ratio(o.p99, b.p99)}; ` +
      `${o.kbPerSocket.toFixed(1)} KB vs bare ${b.kbPerSocket.toFixed(1)} KB per socket = ${ratio(o.kbPerSocket, b.kbPerSocket)})`,
  );
  if (!ok) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
