// Spec output, plus the run's counts written to FANLIFT_TEST_STATS so scripts/test.mjs can print
// the closing 'N passed, N failed' line after everything else has finished.
const fs = require('node:fs');
const Mocha = require('mocha');

class FanliftReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const file = process.env.FANLIFT_TEST_STATS;
      const { passes, failures, pending } = runner.stats ?? this.stats;
      if (file) fs.writeFileSync(file, JSON.stringify({ passes, failures, pending }));
    });
  }
}
module.exports = FanliftReporter;
