import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { testDb } from '../helpers/db';
import { fanBalance, waitForCommandDone } from '../helpers/ledger-fixtures';
import { signedInFan } from '../factories';
import { journalsOfUser, send, walletSuite } from './wallet-helpers';

/**
 * The worker applies the send-likes commands it is running at the same moment in one transaction (issue 17,
 * WORKER_BATCH_MAX), each in its own savepoint: the effects are exactly those of one transaction each.
 */
describe('reliability: batched send-likes (one transaction, a savepoint per command)', function () {
  this.timeout(180_000);
  const suite = walletSuite();
  const { api, workers } = suite;

  after(async () => {
    await workers.stopAll();
  });

  it('40 concurrent sends of 1 from a balance of 30 with two workers: 30 applied once, 10 insufficient_balance, batches seen', async () => {
    const { agent, me } = await signedInFan(api, 30);
    // Staged before the workers start, so each worker finds many ready jobs and batches them.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => send(agent, { athleteId: suite.athleteId, likes: 1 })),
    );
    expect(answers.map((a) => a.status)).to.deep.equal(Array(40).fill(202));
    await Promise.all([workers.start(), workers.start()]);
    const done = await Promise.all(answers.map((a) => waitForCommandDone(a.body.commandId as string)));
    expect(done.filter((c) => c.status === 'applied')).to.have.length(30);
    const failed = done.filter((c) => c.status === 'failed');
    expect(failed).to.have.length(10);
    for (const f of failed) expect(f.error?.code).to.equal('insufficient_balance');
    expect(await fanBalance(me.id)).to.equal(0);
    expect(await journalsOfUser(me.id)).to.equal(30);
    // applied_at is now(), the transaction's start: commands applied together share it.
    const groups = await testDb().sequelize.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM commands WHERE id = ANY($1::uuid[]) GROUP BY applied_at`,
      { bind: [answers.map((a) => a.body.commandId as string)], type: QueryTypes.SELECT },
    );
    expect(Math.max(...groups.map((g) => g.n))).to.be.greaterThan(1);
  });
});
