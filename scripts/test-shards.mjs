// How `npm test` (scripts/test.mjs) finds its files and deals them out to shards: plain JavaScript with no
// dependencies, so it runs before anything is installed; its types are in test-shards.d.mts.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'dist-ssr', 'coverage']);
const TEST_FILE = /\.(spec|test)\.ts$/;
/** Files of test/final check the whole run's database: every shard runs them, after everything else. */
export const FINAL_DIR = 'test/final/';

/** `{a,b}/src/**\/*.spec.ts` as a regular expression over a path relative to the root, with '/' separators. */
export function globToRegExp(glob) {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (glob.startsWith('**/', i)) {
      re += '(?:.*/)?';
      i += 2;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '{') {
      const close = glob.indexOf('}', i);
      if (close < 0) throw new Error(`unclosed { in ${glob}`);
      re += `(?:${glob
        .slice(i + 1, close)
        .split(',')
        .map((alt) => alt.replace(/[.+^$()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      i = close;
    } else re += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

function walk(root, dir, out) {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return;
  for (const d of readdirSync(abs, { withFileTypes: true })) {
    if (d.isDirectory()) {
      if (!SKIPPED_DIRS.has(d.name)) walk(root, dir ? `${dir}/${d.name}` : d.name, out);
    } else if (TEST_FILE.test(d.name)) out.push(dir ? `${dir}/${d.name}` : d.name);
  }
}

/**
 * The files the specs name, in the specs' order (each glob's matches sorted), each once, relative to `root`
 * with '/' separators. A spec without a wildcard is a file, or a directory whose test files are all taken.
 */
export function expandSpecs(root, specs) {
  const seen = new Set();
  const files = [];
  const add = (f) => {
    if (!seen.has(f)) {
      seen.add(f);
      files.push(f);
    }
  };
  for (const spec of specs) {
    const rel = path.relative(root, path.resolve(root, spec)).split(path.sep).join('/');
    if (/[*?{]/.test(rel)) {
      const base = rel
        .slice(0, Math.max(0, rel.search(/[*?{]/)))
        .replace(/[^/]*$/, '')
        .replace(/\/$/, '');
      const all = [];
      walk(root, base, all);
      const re = globToRegExp(rel);
      all
        .filter((f) => re.test(f))
        .sort()
        .forEach(add);
    } else if (existsSync(path.join(root, rel)) && statSync(path.join(root, rel)).isDirectory()) {
      const all = [];
      walk(root, rel, all);
      all.sort().forEach(add);
    } else add(rel);
  }
  return files;
}

export const isFinal = (file) => file.startsWith(FINAL_DIR);

/** Recorded wall-clock seconds per file (`{ "test/e2e/a11y.test.ts": 97.3, ... }`), or {} when unreadable. */
export function readTimes(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** Record a run's seconds per file (sorted by name, one decimal), for the next runs' dealing. */
export function writeTimes(file, perFileMs) {
  const out = {};
  for (const f of Object.keys(perFileMs).sort()) out[f] = Math.round(perFileMs[f] / 100) / 10;
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
}

/**
 * Deal `files` to `count` shards: longest recorded time first, each to the shard with the least time so far
 * (a file with no record counts as the median of those recorded). Each shard keeps the files' given order, and
 * every shard ends with all of test/final. Returns the shards' files and their expected seconds.
 */
export function deal(files, count, times = {}) {
  const known = files
    .map((f) => times[f])
    .filter((t) => typeof t === 'number')
    .sort((a, b) => a - b);
  const fallback = known.length ? known[Math.floor(known.length / 2)] : 10;
  const weight = (f) => (typeof times[f] === 'number' ? times[f] : fallback);
  const order = new Map(files.map((f, i) => [f, i]));
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const rest = files.filter((f) => !isFinal(f));
  const byWeight = [...rest].sort((a, b) => weight(b) - weight(a) || order.get(a) - order.get(b));
  for (const f of byWeight) {
    const least = shards.reduce((m, s) => (s.seconds < m.seconds ? s : m), shards[0]);
    least.files.push(f);
    least.seconds += weight(f);
  }
  const finals = files.filter(isFinal);
  for (const s of shards) {
    s.files.sort((a, b) => order.get(a) - order.get(b));
    s.files.push(...finals);
    s.seconds += finals.reduce((sum, f) => sum + weight(f), 0);
  }
  return shards.filter((s) => s.files.some((f) => !isFinal(f)) || count === 1);
}
