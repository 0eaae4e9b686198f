import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import { testEnv } from '../helpers/env';

/**
 * Runs last (scripts/test.mjs lists test/final after everything else): every bracket's stored scores, ranks,
 * positions, pick counts and totals equal their recomputation from the results, entries and picks. A ranking
 * left behind by a test whose worker had stopped is ranked first (`--rank-pending`, what the worker does).
 */
describe('brackets: `npm run brackets:check` after the whole suite', () => {
  it('finds every stored bracket figure equal to its recomputation', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'db/src/cli/brackets-check.ts', '--rank-pending'],
      { env: { ...process.env, ...testEnv }, encoding: 'utf8', timeout: 120_000 },
    );
    expect(r.status, `${r.stdout}\n${r.stderr}`).to.equal(0);
    expect(r.stdout).to.match(/brackets: every stored figure holds/);
  });
});
