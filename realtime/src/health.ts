import type { ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';

/** Is this Redis connection alive (bounded)? Used by /readyz. */
export async function pingRedis(client: Redis, timeoutMs = 1_000): Promise<boolean> {
  if (client.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    // In subscriber mode Redis answers PING with ['pong', '']; either answer means the connection is alive.
    const answer = await Promise.race([
      client.ping() as Promise<unknown>,
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    return answer !== false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A JSON answer of the health endpoints (never cached). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Wait (bounded) until a client named `name` is blocked in XREAD: the adapter's stream reader is listening. */
export async function waitForStreamReader(client: Redis, name: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const list = String(await client.client('LIST'));
      if (list.split('\n').some((l) => l.includes(` name=${name} `) && /\bcmd=xread\b/.test(l))) return true;
    } catch {
      // Redis away: try again until the deadline.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}
