import type { E2ePath } from './e2e-steps';
import { postCommand, type BenchFan } from './setup';
import type { Spawned } from './spawn';

/**
 * The product's send path: POST /api/likes/send as fan `i % fans` to athlete `i % athletes`; a command counts as
 * arrived when its `command:result` comes, at the time of the `wallet:balance` before it (the e2e figure).
 */
export function sendLikesPath(
  apiUrl: string,
  procs: Record<string, Spawned>,
  fans: BenchFan[],
  athletes: number[],
): E2ePath {
  const arrived = new Map<string, number>();
  for (const f of fans) {
    let lastBalance = 0;
    f.socket.on('wallet:balance', () => (lastBalance = performance.now()));
    f.socket.on('command:result', (p: { commandId: string }) =>
      arrived.set(p.commandId, lastBalance || performance.now()),
    );
  }
  return {
    procs,
    arrived,
    fire(i) {
      const fan = fans[i % fans.length];
      return postCommand(apiUrl, '/api/likes/send', fan.cookie, {
        athleteId: athletes[i % athletes.length],
        likes: 1,
      });
    },
  };
}
