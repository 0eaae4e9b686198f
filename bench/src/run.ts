/**
 * `npm run bench`: runs every `bench/src/*.bench.ts` in name order. Each exports `async function run()`,
 * prints its figures and target verdict, and sets process.exitCode = 1 when it misses its target.
 * `npm run bench -- header` runs only the files whose name contains "header". The season bench (about 10
 * minutes of growing and timing on its own) runs only when named: `npm run bench -- season`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const ON_REQUEST = ['season.bench.ts'];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => (only.length === 0 ? !ON_REQUEST.includes(f) : only.some((o) => f.includes(o))))
  .sort();

if (files.length === 0) {
  console.error(`no bench files${only.length ? ` matching ${only.join(', ')}` : ''} in ${dir}`);
  process.exit(2);
}

const started = performance.now();
const failed: string[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run?: () => Promise<void> };
  if (typeof mod.run !== 'function') {
    console.error(`${file}: exports no run() function`);
    failed.push(file);
    continue;
  }
  const before = process.exitCode;
  process.exitCode = 0;
  try {
    await mod.run();
  } catch (err) {
    console.error(`${file} crashed:`, err);
    process.exitCode = 1;
  }
  if (process.exitCode) failed.push(file);
  process.exitCode = before;
}
console.log(
  `\nbench: ${files.length - failed.length} of ${files.length} met their targets` +
    `${failed.length ? ` (missed: ${failed.join(', ')})` : ''} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exitCode = failed.length ? 1 : 0;
