import { baseConfigSchema, loadConfig } from '@fanlift/core/config';
import { connectDatabase } from '../connection';
import { checkLedgerInvariants } from '../ledger';
import { checkDerivedFigures } from '../derived';

/**
 * `npm run ledger:check`: DESIGN §4 invariants 1–6 against DATABASE_URL, then every derived figure against its
 * recomputation from the source rows (7–13, db/src/derived/checks.ts). Prints each with OK/FAIL and the
 * offending rows; exits 1 when any fails. `--grace-ms N` (default 60000) is how long a command may stay
 * pending before invariant 6 counts it as lost.
 */
const config = loadConfig(baseConfigSchema, process.env);
const graceArg = process.argv.indexOf('--grace-ms');
const pendingGraceMs = graceArg > 0 ? Number(process.argv[graceArg + 1]) : 60_000;
if (!Number.isFinite(pendingGraceMs) || pendingGraceMs < 0) {
  console.error('--grace-ms needs a number of milliseconds');
  process.exit(2);
}
const db = connectDatabase({ url: config.DATABASE_URL, poolMax: 2 });
let exitCode: number;
try {
  const result = await checkLedgerInvariants(db.sequelize, { pendingGraceMs, limit: 20 });
  const derived = await checkDerivedFigures(db.sequelize, { limit: 20 });
  for (const c of [...result.checks, ...derived.checks]) {
    console.log(`${c.ok ? 'OK  ' : 'FAIL'} ${c.id}. ${c.name}`);
    for (const p of c.problems) console.log(`       - ${p}`);
  }
  console.log(result.ok ? 'ledger: all invariants hold' : `ledger: ${result.problems.length} problem(s)`);
  console.log(
    derived.ok
      ? `derived figures: all ${derived.checks.length} equal their recomputation from the source rows`
      : `derived figures: ${derived.problems.length} problem(s)`,
  );
  exitCode = result.ok && derived.ok ? 0 : 1;
} catch (err) {
  console.error('ledger check could not run:', (err as Error).message);
  exitCode = 1;
} finally {
  await db.close();
}
process.exit(exitCode);
