// The one outbox re-driver (db/src/outbox.ts): every staged source (commands, emails, Stripe events) gets a
// runnable job once, however often it runs; a job that completed without finishing its row is replaced.
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { createQueues, jobIdFor, OUTBOX_SOURCES, redriveOutbox, stageEmail, type Queues } from '@fanlift/db';
import { testDb } from '../helpers/db';
import { testEnv } from '../helpers/env';

describe('outbox re-driver: one re-drive for commands, emails and Stripe events', () => {
  let queues: Queues;
  const sequelize = () => testDb().sequelize;
  before(() => {
    queues = createQueues({ redisUrl: testEnv.REDIS_URL, prefix: `${testEnv.QUEUE_PREFIX}_outbox` });
  });
  after(async () => {
    for (const q of ['ledger', 'email', 'games'] as const) await queues.queue(q).obliterate({ force: true });
    await queues.close();
  });

  it('has exactly its sources', () => {
    expect(OUTBOX_SOURCES.map((s) => s.name)).to.deep.equal([
      'commands',
      'emails',
      'stripeEvents',
      'gameEvents',
      'bracketRanks',
      'updateFanOuts',
      'thankFanOuts',
    ]);
  });

  it('a staged email whose job never reached Redis gets one job; a second pass adds none', async () => {
    const { id } = await stageEmail(sequelize(), {
      idempotencyKey: `outbox-${randomUUID()}`,
      to: 'outbox@test.dev',
      subject: 'Hello',
      text: 'Hi',
      kind: 'test',
    });
    const jobId = jobIdFor('email.send', id);
    expect(await queues.queue('email').getJob(jobId)).to.equal(undefined);
    const first = await redriveOutbox(sequelize(), queues, 0);
    expect(first.emails).to.be.at.least(1);
    const job = await queues.queue('email').getJob(jobId);
    expect(job?.data).to.deep.equal({ emailId: id, idempotencyKey: id });
    const again = await redriveOutbox(sequelize(), queues, 0);
    expect(again.emails).to.equal(0);
    expect(Object.keys(again).sort()).to.deep.equal([
      'bracketRanks',
      'commands',
      'emails',
      'gameEvents',
      'stripeEvents',
      'thankFanOuts',
      'updateFanOuts',
    ]);
    expect(await queues.queue('email').getJob(jobId)).to.not.equal(undefined);
    // Nothing newer than the age bound is touched.
    const { id: fresh } = await stageEmail(sequelize(), {
      idempotencyKey: `outbox-${randomUUID()}`,
      to: 'outbox@test.dev',
      subject: 'Hello',
      text: 'Hi',
      kind: 'test',
    });
    await redriveOutbox(sequelize(), queues, 60_000);
    expect(await queues.queue('email').getJob(jobIdFor('email.send', fresh))).to.equal(undefined);
    await sequelize().query(`UPDATE emails SET status = 'failed' WHERE id = ANY($1::uuid[])`, {
      bind: [[id, fresh]],
    });
  });
});
