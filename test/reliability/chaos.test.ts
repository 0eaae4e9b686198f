import { expect } from 'chai';
import { runChaos } from '../chaos/run';

/**
 * Issue 17: a short seeded fault run in every `npm test` (about 1,000 commands, 3 faults drawn from the seed),
 * on private PostgreSQL and Redis servers. `npm run chaos -- --seed 17 --commands 1000 --faults 3` replays it.
 */
describe('seeded fault run (npm run chaos)', function () {
  this.timeout(240_000);

  it('seed 17: 1,000 mixed commands, purchases, refunds and chat through 3 faults; each accepted one applied once', async () => {
    const lines: string[] = [];
    const report = await runChaos({ seed: 17, commands: 1000, faults: 3, log: (l) => lines.push(l) });
    expect(report.injected, lines.join('\n')).to.deep.equal(report.schedule);
    expect(report.schedule).to.have.length(3);
    expect(report.accepted.commands.length).to.be.greaterThan(600);
    expect(report.accepted.chats.length).to.be.greaterThan(50);
    expect(report.accepted.payments.purchases.length).to.be.greaterThan(30);
    expect(Object.keys(report.accepted.payments.refunds).length).to.be.greaterThan(10);
    expect(report.violations, lines.join('\n')).to.deep.equal([]);
  });
});
