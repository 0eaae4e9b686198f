import { fileURLToPath } from 'node:url';

/** Run a bench file on its own (`npx tsx bench/src/x.bench.ts`): call `run` when this module is the entry. */
export function runIfMain(metaUrl: string, run: () => Promise<unknown>): void {
  if (!process.argv[1] || fileURLToPath(metaUrl) !== process.argv[1]) return;
  run().then(
    () => process.exit(process.exitCode ?? 0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
