import { baseConfigSchema, loadConfig } from '@fanlift/core/config';
import { connectDatabase } from '../connection';
import { checkBrackets, rankBracket } from '../brackets';

/**
 * `npm run brackets:check`: every bracket's stored scores, ranks, positions, pick counts, class histogram and
 * total against a recomputation from the results, entries and picks (db/src/brackets/check.ts). Prints each
 * bracket with OK/FAIL and the offending rows; exits 1 when any fails. A ranking still behind its results is a
 * failure; `--rank-pending` first ranks those (what the worker's `brackets.rank` job does when it comes back).
 */
const config = loadConfig(baseConfigSchema, process.env);
const db = connectDatabase({ url: config.DATABASE_URL, poolMax: 2 });
let exitCode: number;
try {
  if (process.argv.includes('--rank-pending')) {
    const [rows] = await db.sequelize.query(
      'SELECT id FROM brackets WHERE ranked_seq < rank_seq ORDER BY id',
    );
    for (const r of rows as { id: number }[]) {
      const out = await rankBracket(db.sequelize, r.id);
      console.log(`ranked bracket ${r.id} (${out.kind}): ${out.entries} entries at sequence ${out.seq}`);
    }
  }
  const checks = await checkBrackets(db.sequelize);
  for (const c of checks) {
    console.log(
      `${c.problems.length ? 'FAIL' : 'OK  '} bracket ${c.bracketId} (${c.kind}): ${c.entries} entries`,
    );
    for (const p of c.problems) console.log(`       - ${p}`);
  }
  const failed = checks.filter((c) => c.problems.length).length;
  console.log(
    failed ? `brackets: ${failed} bracket(s) with problems` : 'brackets: every stored figure holds',
  );
  exitCode = failed ? 1 : 0;
} catch (err) {
  console.error('brackets check could not run:', (err as Error).message);
  exitCode = 1;
} finally {
  await db.close();
}
process.exit(exitCode);
