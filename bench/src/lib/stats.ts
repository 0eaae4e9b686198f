/** Percentiles and latency summaries shared by the benches. */

/** The middle value (the mean of the two middle ones for an even count); NaN when empty. */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The p-th percentile of an ascending array (nearest rank); NaN when empty. */
export function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export interface Latency {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

/** p50/p99/max of a list of latencies (any order). */
export function latencyOf(values: number[]): Latency {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 50), p99: pct(s, 99), max: s[s.length - 1] ?? NaN };
}

export const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
