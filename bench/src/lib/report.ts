import { loadavg } from 'node:os';

/**
 * Printing a figure beside its target and verdict, and ratios to a bare harness. A bench calls `check` for each
 * target, then `verdict` once: it prints PASS/FAIL and sets process.exitCode = 1 on a miss (bench/src/run.ts).
 */
export type Cmp = '<' | '<=' | '>=' | '>';

export interface Check {
  label: string;
  value: number;
  cmp: Cmp;
  target: number;
  /** how to print value and target, e.g. (v) => `${v.toFixed(1)} ms` */
  fmt?: (v: number) => string;
  /** printed after the verdict, e.g. the absolute figures behind a ratio */
  detail?: string;
}

export function meets(value: number, cmp: Cmp, target: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (cmp === '<') return value < target;
  if (cmp === '<=') return value <= target;
  if (cmp === '>=') return value >= target;
  return value > target;
}

/** Print `  label: value (target cmp target) met|MISSED [detail]` and return whether it is met. */
export function check(c: Check): boolean {
  const fmt = c.fmt ?? ((v: number) => v.toFixed(2));
  const ok = meets(c.value, c.cmp, c.target);
  console.log(
    `  ${c.label}: ${fmt(c.value)} (target ${c.cmp} ${fmt(c.target)}) ${ok ? 'met' : 'MISSED'}${c.detail ? ` [${c.detail}]` : ''}`,
  );
  return ok;
}

/** `a / b` as "2.31x" (n/a when either is not a number). */
export function ratio(a: number, b: number): string {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? `${(a / b).toFixed(2)}x` : 'n/a';
}

export const percent = (v: number) => (Number.isFinite(v) ? `${(v * 100).toFixed(0)}%` : 'n/a');

/** The machine's 1-minute load average and cores, for the header of a bench. */
export function loadLine(): string {
  return `load average ${loadavg()[0].toFixed(2)}`;
}

/** Print PASS/FAIL for the bench; a miss sets process.exitCode = 1. */
export function verdict(pass: boolean): boolean {
  console.log(`  ${pass ? 'PASS' : 'FAIL'}`);
  if (!pass) process.exitCode = 1;
  return pass;
}
