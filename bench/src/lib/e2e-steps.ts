import { appendFileSync } from 'node:fs';
import { cpuMs, machineCpuMs, selfCpuMs, servicesCpuBetween, servicesCpuMs, type Spawned } from './spawn';
import { paced, waitUntil } from './drive';
import { latencyOf, ms, pct } from './stats';

/**
 * Rate steps of an end-to-end path (the product's or a bare harness's): fire commands at a rate, match each to
 * the event its client received, and report latency percentiles, losses and CPU per command of each process.
 */
export interface E2ePath {
  /** Processes whose CPU per accepted command is reported, by name. */
  procs: Record<string, Spawned>;
  /** Fire command i; resolve with its match id once accepted (null if refused), its send time and accept time. */
  fire(i: number): Promise<{ id: string; sentAt: number; acceptedAt: number } | null>;
  /** Match id -> time its event arrived at the client (filled by the path's socket listeners). */
  arrived: Map<string, number>;
}

export interface StepResult {
  rate: number;
  sent: number;
  accepted: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  /** request sent -> accepted (the api's 202, or the bare harness's queue add) */
  acceptP50: number;
  acceptP99: number;
  cpuPerCommand: Record<string, number>;
  /** Share of the machine's CPU (all cores, every process: ours, PostgreSQL, Redis, the load generator) in use. */
  machineBusy: number;
  /** CPU per accepted command of PostgreSQL (all backends), Redis and the load generator (this process). */
  servicesPerCommand: { postgres: number; redis: number; generator: number };
}

/**
 * Fire `rate`/s for `seconds` and wait for every accepted command's event. With BENCH_TIMELINE=<file>, each step
 * appends one JSON line: its rate, its start (epoch ms) and per request [sent (ms after the start), accepted (ms),
 * event (ms)]; bench/src/tools/timeline.ts lists the stalls in it (where a step's p99 came from).
 */
export async function runStep(path: E2ePath, rate: number, seconds: number): Promise<StepResult> {
  const sentAt = new Map<string, number>();
  const acceptMs: number[] = [];
  const acceptOf = new Map<string, number>();
  const stepT0 = performance.now();
  const names = Object.keys(path.procs);
  const cpu0 = names.map((n) => cpuMs(path.procs[n].child.pid));
  const machine0 = machineCpuMs();
  const services0 = servicesCpuMs();
  const self0 = selfCpuMs();
  const sent = await paced(rate, seconds, async (i) => {
    const r = await path.fire(i);
    if (!r) return;
    sentAt.set(r.id, r.sentAt);
    acceptMs.push(r.acceptedAt - r.sentAt);
    acceptOf.set(r.id, r.acceptedAt - r.sentAt);
  });
  await waitUntil(() => [...sentAt.keys()].every((id) => path.arrived.has(id)), 15_000);
  const lat = latencyOf(
    [...sentAt.entries()].filter(([id]) => path.arrived.has(id)).map(([id, s]) => path.arrived.get(id)! - s),
  );
  const machine1 = machineCpuMs();
  const services = servicesCpuBetween(services0, servicesCpuMs());
  const generator = selfCpuMs() - self0;
  acceptMs.sort((a, b) => a - b);
  if (process.env.BENCH_TIMELINE) {
    const rows = [...sentAt.entries()].map(([id, s]) => [
      Math.round(s - stepT0),
      Math.round((acceptOf.get(id) ?? NaN) * 10) / 10,
      Math.round(((path.arrived.get(id) ?? NaN) - s) * 10) / 10,
    ]);
    appendFileSync(
      process.env.BENCH_TIMELINE,
      `${JSON.stringify({ rate, names, t0: Date.now() - (performance.now() - stepT0), rows })}\n`,
    );
  }
  const accepted = sentAt.size;
  const cpuPerCommand = Object.fromEntries(
    names.map((n, k) => [n, (cpuMs(path.procs[n].child.pid) - cpu0[k]) / Math.max(1, accepted)]),
  );
  return {
    rate,
    sent,
    accepted,
    received: lat.n,
    p50: lat.p50,
    p99: lat.p99,
    max: lat.max,
    acceptP50: pct(acceptMs, 50),
    acceptP99: pct(acceptMs, 99),
    cpuPerCommand,
    machineBusy: (machine1.busy - machine0.busy) / (machine1.total - machine0.total),
    servicesPerCommand: {
      postgres: services.postgres / Math.max(1, accepted),
      redis: services.redis / Math.max(1, accepted),
      generator: generator / Math.max(1, accepted),
    },
  };
}

export const stepHolds = (r: StepResult, limitMs: number) => r.p99 < limitMs && r.received === r.accepted;

/**
 * Run `rates` in order (the first for `firstSeconds`, the others for `seconds`): every rate up to `mustRun`
 * always runs (so each has a figure for the ratios), then it stops at the first step whose p99 >= limitMs or
 * that lost an event.
 */
export async function runLadder(
  path: E2ePath,
  o: { rates: number[]; mustRun: number; limitMs: number; firstSeconds: number; seconds: number },
  print: (r: StepResult) => void,
): Promise<StepResult[]> {
  const out: StepResult[] = [];
  for (const [k, rate] of o.rates.entries()) {
    const r = await runStep(path, rate, k === 0 ? o.firstSeconds : o.seconds);
    out.push(r);
    print(r);
    if (rate >= o.mustRun && !stepHolds(r, o.limitMs)) break;
  }
  return out;
}

/** The highest rate whose step held (p99 < limitMs, nothing lost); 0 when none did. */
export function highestRate(results: StepResult[], limitMs: number): number {
  const ok = results.filter((r) => stepHolds(r, limitMs));
  return ok.length ? Math.max(...ok.map((r) => r.rate)) : 0;
}

export function stepLine(r: StepResult): string {
  const sv = r.servicesPerCommand;
  const lost = r.accepted - r.received;
  const cpu = Object.entries(r.cpuPerCommand)
    .map(([n, v]) => `${n} ${v.toFixed(2)} ms`)
    .join(', ');
  return (
    `${String(r.rate).padStart(4)}/s: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}` +
    ` [accepted: p50 ${ms(r.acceptP50)}, p99 ${ms(r.acceptP99)}] [CPU per command: ${cpu};` +
    ` postgres ${sv.postgres.toFixed(2)} ms, redis ${sv.redis.toFixed(2)} ms, load generator ${sv.generator.toFixed(2)} ms;` +
    ` machine busy ${Math.round(r.machineBusy * 100)}%]` +
    ` (${r.sent} sent, ${r.accepted} accepted, ${r.received} received${lost ? `, ${lost} MISSING` : ''})`
  );
}
