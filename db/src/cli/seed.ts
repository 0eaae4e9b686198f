/** `npx tsx db/src/cli/seed.ts [--athletes N]`: migrate, then seed the demo data (idempotent). */
import { baseConfigSchema, loadConfig } from '@fanlift/core/config';
import { connectDatabase, ensureDatabase } from '../connection';
import { createMigrator } from '../migrator';
import { DEFAULT_SEED_ATHLETES, seedDemo } from '../seed';
import { seedDemoLedger } from '../seed/demo-ledger';
import { seedDemoRewards } from '../seed/demo-rewards';

function parseAthletes(argv: string[]): number {
  const i = argv.findIndex((a) => a === '--athletes' || a.startsWith('--athletes='));
  if (i < 0) return DEFAULT_SEED_ATHLETES;
  const raw = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    console.error(`--athletes must be an integer from 1 to 1000000 (got ${raw})`);
    process.exit(2);
  }
  return n;
}

const athletes = parseAthletes(process.argv.slice(2));
const config = loadConfig(baseConfigSchema, process.env);
const started = performance.now();
await ensureDatabase(config.DATABASE_URL);
const db = connectDatabase({ url: config.DATABASE_URL, poolMax: 2 });
try {
  const migrated = await createMigrator(db.sequelize).up();
  console.log(`migrated: ${migrated.map((m) => m.name).join(', ') || 'already up to date'}`);
  const r = await seedDemo(db.sequelize, { athletes });
  const ledger = await seedDemoLedger(db.sequelize, r.users);
  console.log(`demo wallet history: ${ledger.journals} journal(s) posted`);
  const rewards = await seedDemoRewards(db.sequelize, r.users);
  console.log(`demo fan spin chances left: ${rewards.chancesLeft}`);
  console.log(`schools: ${r.schools.total} (${r.schools.changed} inserted or updated) in ${r.ms.schools} ms`);
  console.log(
    r.athletes.skipped
      ? `athletes: ${athletes} already seeded, nothing to do (${r.ms.athletes} ms)`
      : `athletes: ${r.athletes.generated} generated, ${r.athletes.inserted} inserted in ${r.ms.athletes} ms ` +
          `(then vacuum/analyze ${r.ms.vacuum} ms)`,
  );
  console.log(
    `demo users: ${r.users.created.length ? `created ${r.users.created.join(', ')}` : 'already present'}; ` +
      `demo athlete is profile ${r.users.athleteProfileId}; ${r.users.allocationsCreated} allocations created`,
  );
  console.log(
    `sign in (development) as fan@fanlift.dev, admin@fanlift.dev, athlete@fanlift.dev or claimant@fanlift.dev`,
  );
  console.log(`done in ${Math.round(performance.now() - started)} ms`);
} finally {
  await db.close();
}
