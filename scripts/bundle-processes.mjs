// The test suite's copies of the four processes: each entry (api, worker, realtime, the web server) compiled by
// esbuild (the compiler tsx runs on every file as it loads) into one file beside its workspace, its own
// workspace packages (@fanlift/*) inside and every installed package left to Node. A test starts a process
// about 170 times a run; from TypeScript through tsx's loader each start cost about 2.5 s of CPU before it
// listened, from the one file about 0.5 s. `npm start`, the Dockerfile and the tests that prove a process
// boots as deployed still run the TypeScript through tsx.
import { build } from 'esbuild';
import path from 'node:path';

/** Process name -> [entry, bundle], relative to the repository root. A bundle sits in its workspace's `.build`
 * so that packages resolve from where they do for the source. */
export const PROCESS_BUNDLES = {
  api: ['api/src/index.ts', 'api/.build/index.mjs'],
  worker: ['worker/src/index.ts', 'worker/.build/index.mjs'],
  realtime: ['realtime/src/index.ts', 'realtime/.build/index.mjs'],
  web: ['web/server/index.ts', 'web/.build/server.mjs'],
};

/** Our workspace packages go into the bundle; everything else is imported at run time, as from the source. */
const installedPackagesOutside = {
  name: 'installed-packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fanlift/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Build every bundle (about a second); throws with esbuild's message when one does not compile. */
export async function bundleProcesses(root) {
  await Promise.all(
    Object.values(PROCESS_BUNDLES).map(([entry, out]) =>
      build({
        absWorkingDir: root,
        entryPoints: [path.join(root, entry)],
        outfile: path.join(root, out),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // As tsx compiles: names kept (stack traces, class names in logs), source maps for the traces.
        keepNames: true,
        sourcemap: true,
        logLevel: 'error',
        plugins: [installedPackagesOutside],
      }),
    ),
  );
}
