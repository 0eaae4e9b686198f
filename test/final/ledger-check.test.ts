import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import { testEnv } from '../helpers/env';

/** Runs last (scripts/test.mjs lists test/final after everything else): the operator's check is clean. */
describe('ledger: `npm run ledger:check` after the whole suite', () => {
  it('finds every invariant holding in this run’s database', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'db/src/cli/ledger-check.ts'], {
      env: { ...process.env, ...testEnv },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status, `${r.stdout}\n${r.stderr}`).to.equal(0);
    expect(r.stdout).to.match(/all invariants hold/);
  });
});
