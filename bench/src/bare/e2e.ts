import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Socket } from 'socket.io-client';
import { connectSocket, type BenchEnv } from '../lib/setup';
import { postJson } from '../lib/http-client';
import { spawnProcess, type Spawned } from '../lib/spawn';
import type { E2ePath } from '../lib/e2e-steps';

/**
 * The bare end-to-end harness (issue 17): an HTTP hop (bare/e2e-hop.ts, a plain handler that adds the job; issue
 * 27) -> BullMQ add -> one pg transaction (the send-likes journal,
 * bare/journal.ts) -> the Redis stream emitter -> a Socket.IO node with the product's streams adapter ->
 * socket.io-client, in separate processes like the product's worker and realtime, with no api, sessions,
 * command rows or validation. The floor the product's e2e figures are divided by, at the same rates in the same
 * run. Fans and athletes are existing users with funded ledger accounts (env.fans / env.athletes or `fans`).
 */
export interface BareE2e {
  path: E2ePath;
  close(): Promise<void>;
}

export async function startBareE2e(env: BenchEnv, fans: number[], athletes: number[]): Promise<BareE2e> {
  const prefix = `${env.prefix}bare`;
  const shared = { DATABASE_URL: env.databaseUrl, REDIS_URL: env.redisUrl, QUEUE_PREFIX: prefix };
  const procs: Spawned[] = [];
  const sockets: Socket[] = [];
  const queue = new Queue('bare-e2e', { connection: { url: env.redisUrl }, prefix });
  try {
    const [hop, worker, node] = await Promise.all([
      spawnProcess('bench/src/bare/e2e-hop.ts', 'PORT', shared),
      spawnProcess('bench/src/bare/e2e-worker.ts', 'PORT', shared),
      spawnProcess('bench/src/bare/e2e-node.ts', 'PORT', shared),
    ]);
    procs.push(hop, worker, node);
    const arrived = new Map<string, number>();
    for (const fan of fans) {
      const s = await connectSocket(node.url, { auth: { userId: fan } });
      s.on('wallet:balance', (p: { transaction?: { paymentName?: string } }) => {
        const cause = p.transaction?.paymentName;
        if (cause) arrived.set(cause, performance.now());
      });
      sockets.push(s);
    }
    const path: E2ePath = {
      procs: { hop, worker, realtime: node },
      arrived,
      async fire(i) {
        const cause = `bare-${randomUUID()}`;
        const sentAt = performance.now();
        const res = await postJson(
          `${hop.url}/send`,
          {},
          { fan: fans[i % fans.length], athlete: athletes[i % athletes.length], likes: 1, cause },
        );
        if (res.status !== 202) throw new Error(`bare hop answered ${res.status}`);
        return { id: cause, sentAt, acceptedAt: performance.now() };
      },
    };
    return {
      path,
      async close() {
        for (const s of sockets) s.close();
        await Promise.all(procs.map((p) => p.stop()));
        await queue.obliterate({ force: true }).catch(() => undefined);
        await queue.close();
      },
    };
  } catch (err) {
    for (const s of sockets) s.close();
    await Promise.all(procs.map((p) => p.stop()));
    await queue.close();
    throw err;
  }
}
