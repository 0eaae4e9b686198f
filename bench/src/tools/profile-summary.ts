/**
 * Summarise a V8 `.cpuprofile` (from `node --cpu-prof`, e.g. `BENCH_CPU_PROF=/tmp/prof npm run bench -- e2e`):
 * self time by package (node_modules/<pkg>, our workspaces, node internals, GC/idle) and by function.
 * Usage: `npx tsx bench/src/tools/profile-summary.ts <file.cpuprofile> [top=25]`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Where a script URL belongs: an npm package, one of our workspaces, node itself, or V8 (GC, idle, program). */
export function packageOf(url: string, fn: string): string {
  if (!url) return `(${fn || 'anonymous'})`;
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const ws = /\/(core|db|api|worker|realtime|web|bench|test)\/src\//.exec(url);
  if (ws) return `@fanlift/${ws[1]}`;
  return url;
}

export function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byPkg = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    const { functionName, url, lineNumber } = n.callFrame;
    const pkg = packageOf(url, functionName);
    total += us;
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + us);
    const file = url.split('/').slice(-2).join('/');
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1} [${pkg}]`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { totalMs: total / 1000, byPackage: sorted(byPkg), byFunction: sorted(byFn) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, topArg] = process.argv.slice(2);
  if (!file) {
    console.error('usage: profile-summary <file.cpuprofile> [top]');
    process.exit(2);
  }
  const top = Number(topArg ?? 25);
  const s = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile);
  const busy = s.byPackage.filter(([k]) => k !== '((idle))').reduce((a, [, v]) => a + v, 0) / 1000;
  const line = ([k, v]: [string, number]) =>
    `  ${(v / 1000).toFixed(0).padStart(7)} ms ${((v / 1000 / busy) * 100).toFixed(1).padStart(5)}%  ${k}`;
  console.log(`${file}: ${s.totalMs.toFixed(0)} ms sampled, ${busy.toFixed(0)} ms not idle`);
  console.log('self time by package (% of not idle):');
  s.byPackage.slice(0, top).forEach((e) => console.log(line(e)));
  console.log('self time by function:');
  s.byFunction.slice(0, top).forEach((e) => console.log(line(e)));
}
