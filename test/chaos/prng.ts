/** A seeded PRNG (mulberry32): the same seed gives the same command mix and fault schedule. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
  };
}
export type Prng = ReturnType<typeof prng>;

export const FAULT_KINDS = ['kill-worker', 'kill-realtime', 'restart-redis', 'restart-postgres'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export interface Fault {
  /** Injected when the driver has started this many commands. */
  atCommand: number;
  kind: FaultKind;
  /** Which worker / realtime node. */
  node: number;
}

/**
 * `faults` faults at commands drawn between 10% and 80% of the run, sorted. The first four cover every kind once
 * (so a short run still crashes a worker, a realtime node, Redis and PostgreSQL when it has room for them).
 */
export function faultSchedule(r: Prng, commands: number, faults: number): Fault[] {
  const kinds = [...FAULT_KINDS];
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  const out: Fault[] = [];
  for (let i = 0; i < faults; i++) {
    out.push({
      atCommand: Math.floor(commands * (0.1 + 0.7 * r.next())),
      kind: i < kinds.length ? kinds[i] : r.pick(FAULT_KINDS),
      node: r.int(2),
    });
  }
  return out.sort((a, b) => a.atCommand - b.atCommand);
}
