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

/** The URL of the bench database `name` on the bench's server (BENCH_PG_URL, else DATABASE_URL, else the local one). */
export function benchDatabaseUrl(name: string): string {
  const u = new URL(
    process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  u.pathname = `/${name}`;
  return u.toString();
}

/** The number after `--name` on the command line, or `fallback`. */
export function numArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
