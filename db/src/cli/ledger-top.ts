import { baseConfigSchema, loadConfig } from '@fanlift/core/config';
import { connectDatabase } from '../connection';
import { topBalances, volumesToday } from '../ops';

/** `npm run ledger:top [-- --limit N]`: the accounts with the largest balances, and today's volumes by kind. */
const config = loadConfig(baseConfigSchema, process.env);
const i = process.argv.indexOf('--limit');
const limit = i > 0 ? Number(process.argv[i + 1]) : 10;
const db = connectDatabase({ url: config.DATABASE_URL, poolMax: 2 });
let exitCode = 0;
try {
  const [top, today] = await Promise.all([topBalances(db.sequelize, limit), volumesToday(db.sequelize)]);
  console.log(`largest balances (likes):`);
  for (const a of top) console.log(`  ${a.key.padEnd(24)} ${String(a.balance).padStart(12)}`);
  console.log(`today (UTC), by journal kind:`);
  if (today.length === 0) console.log('  no journals yet today');
  for (const v of today)
    console.log(
      `  ${v.kind.padEnd(24)} ${String(v.journals).padStart(8)} journals ${String(v.likes).padStart(12)} likes`,
    );
} catch (err) {
  console.error('ledger:top could not run:', (err as Error).message);
  exitCode = 1;
} finally {
  await db.close();
}
process.exit(exitCode);
