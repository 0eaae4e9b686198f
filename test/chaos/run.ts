/**
 * `npm run chaos -- --seed N --commands M [--faults F]`: a seeded fault run (issue 17). Mixed commands (sends,
 * spins, chat, purchases with their Stripe webhooks, refunds) from concurrent clients while workers and realtime nodes
 * are SIGKILLed and restarted, and Redis
 * and PostgreSQL crash and restart, at moments drawn from the seed. Prints the seed and the schedule first (the
 * same seed replays the same schedule and command mix), then the verdict; exit code 1 on any violation.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runOp, setUpFans, type Accepted, type OpKind } from './driver';
import { faultSchedule, prng, type Fault } from './prng';
import { startChaosStack, type ChaosStack } from './stack';
import { verifyRun } from './verify';
import { noPayments } from './payments';

export interface ChaosOptions {
  seed: number;
  commands: number;
  faults: number;
  /** A fixed schedule instead of the seeded one (recovery tests). */
  schedule?: Fault[];
  concurrency?: number;
  fans?: number;
  log?: (line: string) => void;
}
export interface ChaosReport {
  seed: number;
  schedule: Fault[];
  accepted: Accepted;
  violations: string[];
  /** Faults actually injected (each logged with its moment), in order. */
  injected: Fault[];
  seconds: number;
}

async function inject(stack: ChaosStack, f: Fault): Promise<void> {
  if (f.kind === 'kill-worker') return stack.crash('worker', f.node);
  if (f.kind === 'kill-realtime') return stack.crash('realtime', f.node);
  if (f.kind === 'restart-redis') return stack.redis.crashAndRestart(500);
  return stack.pg.crashAndRestart(500);
}

export async function runChaos(o: ChaosOptions): Promise<ChaosReport> {
  const log = o.log ?? console.log;
  const started = Date.now();
  const r = prng(o.seed);
  const schedule = o.schedule ?? faultSchedule(r, o.commands, o.faults);
  const mix: OpKind[] = Array.from({ length: o.commands }, () => {
    const x = r.next();
    return x < 0.6 ? 'send' : x < 0.73 ? 'spin' : x < 0.86 ? 'chat' : x < 0.94 ? 'purchase' : 'refund';
  });
  log(`chaos: seed ${o.seed}, ${o.commands} commands, ${schedule.length} faults`);
  for (const f of schedule)
    log(`  fault at command ${f.atCommand}: ${f.kind}${f.kind.startsWith('kill') ? ` #${f.node}` : ''}`);

  const stack = await startChaosStack();
  try {
    const { fans, athleteIds, gameId } = await setUpFans(
      stack.api.url,
      stack.db,
      o.fans ?? 20,
      String(o.seed),
    );
    const accepted: Accepted = { commands: [], chats: [], payments: noPayments(), refused: {} };
    const ctx = {
      apiUrl: stack.api.url,
      db: stack.db,
      realtimeUrls: () => stack.realtimes.map((p) => p.url),
      gameId,
      athleteIds,
      r,
    };
    let nextOp = 0;
    let nextFault = 0;
    // Faults run one after another (a node is never crashed while it is still restarting).
    let faults = Promise.resolve();
    const injected: Fault[] = [];
    const lane = async () => {
      while (nextOp < mix.length) {
        const i = nextOp++;
        while (nextFault < schedule.length && schedule[nextFault].atCommand <= i) {
          const f = schedule[nextFault++];
          log(
            `  ${((Date.now() - started) / 1000).toFixed(1)} s: ${f.kind}${f.kind.startsWith('kill') ? ` #${f.node}` : ''}`,
          );
          faults = faults.then(async () => {
            await inject(stack, f);
            injected.push(f);
          });
        }
        await runOp(mix[i], ctx, fans[i % fans.length], accepted);
      }
    };
    await Promise.all(Array.from({ length: o.concurrency ?? 30 }, lane));
    await faults;
    const violations = await verifyRun(stack.db, accepted);
    for (const f of fans) f.socket?.close();
    const seconds = (Date.now() - started) / 1000;
    log(
      `chaos: ${accepted.commands.length} commands, ${accepted.chats.length} chat messages, ${accepted.payments.purchases.length} purchases and ${Object.keys(accepted.payments.refunds).length} refunded purchases accepted (${accepted.payments.events.length} Stripe events), refused ${JSON.stringify(accepted.refused)}, ${seconds.toFixed(0)} s`,
    );
    log(
      violations.length
        ? `chaos: FAILED\n  ${violations.join('\n  ')}`
        : 'chaos: every accepted command applied once, every acknowledged Stripe event applied once, every acked chat message stored once, ledger invariants clean',
    );
    return { seed: o.seed, schedule, accepted, violations, injected, seconds };
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: String(Date.now() % 100_000) },
      commands: { type: 'string', default: '1000' },
      faults: { type: 'string', default: '3' },
      concurrency: { type: 'string', default: '30' },
    },
  });
  const report = await runChaos({
    seed: Number(values.seed),
    commands: Number(values.commands),
    faults: Number(values.faults),
    concurrency: Number(values.concurrency),
  });
  process.exit(report.violations.length ? 1 : 0);
}
