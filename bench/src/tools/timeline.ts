/**
 * Where a step's p99 came from: reads the file an e2e bench wrote with BENCH_TIMELINE=<file> (bench/src/lib/
 * e2e-steps.ts) and prints, per step, each 100 ms window in which SLOW or more requests were slow (event > 40 ms
 * or accept > 20 ms), with the window's wall-clock time and its worst accept and event times. A stall (a cold
 * connection, another process's garbage collection, a saturated core) shows as a run of such windows.
 * Usage: `BENCH_TIMELINE=/tmp/tl.jsonl npm run bench -- e2e && npx tsx bench/src/tools/timeline.ts /tmp/tl.jsonl`.
 */
import { readFileSync } from 'node:fs';

const SLOW = Number(process.env.SLOW ?? 8);
const file = process.argv[2];
if (!file) {
  console.error('usage: timeline.ts <file written with BENCH_TIMELINE>');
  process.exit(2);
}
interface StepLine {
  rate: number;
  names: string[];
  t0: number;
  rows: [number, number, number][];
}
const steps = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as StepLine);
for (const [k, s] of steps.entries()) {
  const windows = new Map<number, [number, number, number][]>();
  for (const r of s.rows) {
    if (!(r[2] > 40 || r[1] > 20)) continue;
    const w = Math.floor(r[0] / 100);
    windows.set(w, [...(windows.get(w) ?? []), r]);
  }
  const stalls = [...windows.entries()].filter(([, rs]) => rs.length >= SLOW).sort((a, b) => a[0] - b[0]);
  const slow = [...windows.values()].reduce((n, rs) => n + rs.length, 0);
  console.log(
    `step ${k}: ${s.names[0]} ${s.rate}/s, ${s.rows.length} requests, ${slow} slow, ${stalls.length} stalled windows`,
  );
  for (const [w, rs] of stalls.slice(0, 40)) {
    const at = new Date(s.t0 + w * 100).toISOString().slice(11, 23);
    const acc = Math.max(...rs.map((r) => r[1]));
    const e2e = Math.max(...rs.map((r) => r[2]));
    console.log(`  ${at} (+${w * 100} ms): ${rs.length} slow, accept max ${acc} ms, event max ${e2e} ms`);
  }
}
