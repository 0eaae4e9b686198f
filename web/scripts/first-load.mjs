#!/usr/bin/env node
/* global process, console */
// First-load JavaScript of the home page, measured on the built SPA (run `npm run build:web` first):
// the entry script of dist/index.html, its <link rel="modulepreload"> files, the home page's chunk (the
// lazy import whose file is named HomePage-*.js) and every file these import statically, transitively.
// Prints each file and the totals raw, gzip (level 9) and brotli (quality 11), as the server sends them.
//   node web/scripts/first-load.mjs [--json] [--page HomePage]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
const args = process.argv.slice(2);
const json = args.includes('--json');
const pageIndex = args.indexOf('--page');
const pageName = pageIndex >= 0 ? args[pageIndex + 1] : 'HomePage';

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
const roots = [];
for (const tag of html.match(/<script[^>]*type="module"[^>]*>/g) ?? []) roots.push(attr(tag, 'src'));
for (const tag of html.match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? []) roots.push(attr(tag, 'href'));
for (const tag of html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []) roots.push(attr(tag, 'href'));

const assets = readdirSync(path.join(dist, 'assets'));
const page = assets.find((f) => f.startsWith(`${pageName}-`) && f.endsWith('.js'));
if (!page) throw new Error(`no chunk named ${pageName}-*.js in dist/assets (build first)`);
roots.push(`/assets/${page}`);

/** Static imports of a chunk: `import … from "./x.js"` and `import "./x.js"` (not `import("./x.js")`). */
function staticImports(file, code) {
  const found = [];
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w${}\s,*]+from\s*)?["']([^"']+\.js)["']/g,
  )) {
    found.push(path.posix.join(path.posix.dirname(file), m[1]));
  }
  return found;
}

const seen = new Map();
const queue = roots.filter(Boolean).map((r) => r.replace(/^\//, ''));
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  const data = readFileSync(path.join(dist, file));
  seen.set(file, {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
  });
  if (file.endsWith('.js')) queue.push(...staticImports(file, data.toString('utf8')));
}

const total = { raw: 0, gzip: 0, brotli: 0 };
for (const s of seen.values()) for (const k of Object.keys(total)) total[k] += s[k];
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
if (json) {
  console.log(JSON.stringify({ page: pageName, files: Object.fromEntries(seen), total }, null, 2));
} else {
  for (const [file, s] of [...seen].sort((a, b) => b[1].raw - a[1].raw)) {
    console.log(
      `${file.padEnd(48)} ${kib(s.raw).padStart(10)} ${kib(s.gzip).padStart(10)} ${kib(s.brotli).padStart(10)}`,
    );
  }
  console.log(
    `${`total (${seen.size} files, ${pageName})`.padEnd(48)} ${kib(total.raw).padStart(10)} ${kib(total.gzip).padStart(10)} ${kib(total.brotli).padStart(10)}`,
  );
}
