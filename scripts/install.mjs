// The one install step shared by `npm start` and `npm test`: run `npm ci` when node_modules is missing or
// does not match package-lock.json (another branch, a pulled lockfile); for `npm test`, Chromium for the
// end-to-end tests where the machine can install it. Uses only Node's standard library, because it runs before
// anything is installed.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
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

// ---- Chromium for the end-to-end tests (`npm test` only: `npm start` does not need a browser) ----------------

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_PACKAGES = ['chromium', 'fonts-dejavu-core'];

/** The `ID` and `ID_LIKE` words of an /etc/os-release text, lower-case. */
function osIds(osRelease) {
  const ids = [];
  for (const line of (osRelease ?? '').split('\n')) {
    const m = /^(ID|ID_LIKE)=(.*)$/.exec(line.trim());
    if (m)
      ids.push(
        ...m[2]
          .replace(/^["']|["']$/g, '')
          .toLowerCase()
          .split(/\s+/),
      );
  }
  return ids.filter(Boolean);
}

/**
 * What `npm test` does about Chromium (pure: the caller reads the machine). Inputs: the text of /etc/os-release
 * (null when there is none), the user id (null where there is none), the path the tests launch
 * (CHROMIUM_PATH or /usr/bin/chromium) and whether it was set, whether that path exists, and whether apt-get
 * is on the PATH. Answers one of:
 *   { action: 'ready', path }
 *   { action: 'install', path, steps: [[cmd, args]...], env }   Debian or Ubuntu, as root, with apt-get
 *   { action: 'skip', path, reason, how }                        the end-to-end files are skipped; `how` says
 *                                                                what to do to run them
 */
export function chromiumPlan({ osRelease, uid, chromiumPath, pathFromEnv, chromiumExists, aptGet }) {
  const path = chromiumPath || DEFAULT_CHROMIUM_PATH;
  if (chromiumExists) return { action: 'ready', path };
  const install = `apt-get install -y ${CHROMIUM_PACKAGES.join(' ')}`;
  if (pathFromEnv)
    return {
      action: 'skip',
      path,
      reason: `CHROMIUM_PATH=${path} does not exist`,
      how: `point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM_PATH}`,
    };
  const ids = osIds(osRelease);
  const debianLike = ids.includes('debian') || ids.includes('ubuntu');
  if (!debianLike)
    return {
      action: 'skip',
      path,
      reason: `Chromium is not installed (${path} does not exist)`,
      how: 'install Chromium or Chrome with your package manager and set CHROMIUM_PATH to its binary',
    };
  if (uid !== 0)
    return {
      action: 'skip',
      path,
      reason: `Chromium is not installed (${path} does not exist) and installing it needs root`,
      how: `sudo ${install}, then run npm test again`,
    };
  if (!aptGet)
    return {
      action: 'skip',
      path,
      reason: `Chromium is not installed (${path} does not exist) and apt-get is not on the PATH`,
      how: `${install} (or set CHROMIUM_PATH to a Chromium binary)`,
    };
  return {
    action: 'install',
    path,
    steps: [
      ['apt-get', ['update', '-qq']],
      ['apt-get', ['install', '-y', '-qq', ...CHROMIUM_PACKAGES]],
    ],
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  };
}

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (cmd, env) =>
  (env.PATH ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, cmd)));

/** The machine's side of chromiumPlan: what it reads from this machine. */
export function readChromiumFacts(env = process.env) {
  const chromiumPath = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  let osRelease = null;
  try {
    osRelease = readFileSync('/etc/os-release', 'utf8');
  } catch {
    // not Linux, or a minimal image: treated as "not Debian"
  }
  return {
    osRelease,
    uid: typeof process.getuid === 'function' ? process.getuid() : null,
    chromiumPath,
    pathFromEnv: !!env.CHROMIUM_PATH,
    chromiumExists: isExecutable(chromiumPath),
    aptGet: onPath('apt-get', env),
  };
}

/**
 * Make sure the end-to-end tests have Chromium: install it where the plan says so (Debian or Ubuntu, as root:
 * `apt-get install chromium fonts-dejavu-core`, as .ci/run does). Answers { ok: true } or { ok: false, line }:
 * the one line that says why the end-to-end files are skipped and how to run them.
 */
export function ensureChromium({
  env = process.env,
  log = console.log,
  facts = readChromiumFacts(env),
} = {}) {
  const plan = chromiumPlan(facts);
  if (plan.action === 'ready') return { ok: true };
  const skip = (reason, how) => ({
    ok: false,
    line: `${reason}: the end-to-end (Chromium) tests are skipped. To run them: ${how}.`,
  });
  if (plan.action === 'skip') return skip(plan.reason, plan.how);
  log(`Installing Chromium for the end-to-end tests (${CHROMIUM_PACKAGES.join(' ')}, apt-get)...`);
  for (const [cmd, args] of plan.steps) {
    const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, ...plan.env } });
    if (r.status !== 0)
      return skip(
        `Installing Chromium failed ('${cmd} ${args.join(' ')}' exit ${r.status ?? r.signal})`,
        `fix the error above and run npm test again, or set CHROMIUM_PATH to a Chromium binary`,
      );
  }
  if (!isExecutable(plan.path))
    return skip(
      `apt-get installed Chromium but ${plan.path} is not there`,
      'set CHROMIUM_PATH to the Chromium binary it installed',
    );
  return { ok: true };
}
