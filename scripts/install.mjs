// The one install step shared by `npm start` and `npm test`: run `npm ci` when node_modules is missing or
// does not match package-lock.json (another branch, a pulled lockfile). Uses only Node's standard library,
// because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Why an install is needed in `root`, or null when node_modules matches the lockfile. npm records what it
 * installed in node_modules/.package-lock.json; every package of package-lock.json that is not optional must
 * be there with the same version.
 */
export function installReason(root) {
  const lockFile = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return 'node_modules is missing';
  if (!existsSync(lockFile)) return null;
  const want = readJson(lockFile).packages ?? {};
  const have = readJson(installed).packages ?? {};
  for (const [key, pkg] of Object.entries(want)) {
    if (!key || pkg.optional) continue;
    if (!have[key]) return `${key} is not installed`;
    if (have[key].version !== pkg.version)
      return `${key} is ${have[key].version}, the lockfile wants ${pkg.version}`;
  }
  return null;
}

/** Install what is missing (`npm ci`, exactly what the lockfile names). Returns false when npm failed. */
export function ensureInstalled({ root, log = console.log, stdio = 'inherit' }) {
  const reason = installReason(root);
  if (!reason) return true;
  log(`Installing dependencies (npm ci: ${reason})...`);
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio, env: process.env });
  if (r.status !== 0) {
    console.error(
      `'npm ci' failed (exit ${r.status ?? r.signal}); fix the error above and run the command again.`,
    );
    return false;
  }
  return true;
}
