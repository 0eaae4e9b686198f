// Spec output, plus the run's counts and each file's wall-clock time written to FANLIFT_TEST_STATS so
// scripts/test.mjs can deal files to shards and print the closing 'N passed, N failed' line after everything
// else has finished. Run by hand (no FANLIFT_TEST_STATS), it prints the files that took longest at the end.
const fs = require('node:fs');
const path = require('node:path');
const Mocha = require('mocha');

const { EVENT_RUN_END, EVENT_SUITE_BEGIN, EVENT_SUITE_END } = Mocha.Runner.constants;
const SLOWEST_SHOWN = 12;

class FanliftReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const started = new Map();
    const perFile = new Map();
    runner.on(EVENT_SUITE_BEGIN, (suite) => {
      if (suite.file && suite.parent?.root) started.set(suite, performance.now());
    });
    runner.on(EVENT_SUITE_END, (suite) => {
      const t0 = started.get(suite);
      if (t0 === undefined) return;
      const file = path.relative(process.cwd(), suite.file);
      perFile.set(file, (perFile.get(file) ?? 0) + performance.now() - t0);
    });
    runner.once(EVENT_RUN_END, () => {
      const file = process.env.FANLIFT_TEST_STATS;
      const { passes, failures, pending } = runner.stats ?? this.stats;
      // Under scripts/test.mjs the times go to it (it prints the slowest files of all its shards together).
      if (file) {
        const files = Object.fromEntries(perFile);
        fs.writeFileSync(file, JSON.stringify({ passes, failures, pending, files }));
        return;
      }
      const slowest = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_SHOWN);
      if (slowest.length > 1) {
        console.log('\n  slowest files (wall clock, hooks included):');
        for (const [f, ms] of slowest) console.log(`    ${(ms / 1000).toFixed(1).padStart(6)} s  ${f}`);
      }
    });
  }
}
module.exports = FanliftReporter;
