import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { DomainError } from '@fanlift/core';
import {
  createQueues,
  commandJobId,
  redrivePending,
  requestHash,
  stageCommand,
  stageEmail,
} from '@fanlift/db';
import { testDb } from '../helpers/db';
import { markCommandsFailed } from '../helpers/ledger-fixtures';
import { testEnv } from '../helpers/env';
import { insertFan } from '../factories';

describe('durable commands (DESIGN §1)', () => {
  const sequelize = () => testDb().sequelize;

  it('same key + same body answers the same command; a different body is a 409 conflict', async () => {
    const fan = await insertFan();
    const key = `k-${randomUUID()}`;
    const a = await stageCommand(sequelize(), {
      userId: fan,
      kind: 'send-likes',
      idempotencyKey: key,
      payload: { fanUserId: fan, athleteId: 1, likes: 2 },
    });
    // key order does not matter (canonical JSON)
    const b = await stageCommand(sequelize(), {
      userId: fan,
      kind: 'send-likes',
      idempotencyKey: key,
      payload: { likes: 2, athleteId: 1, fanUserId: fan },
    });
    expect(a.created).to.equal(true);
    expect(b.created).to.equal(false);
    expect(b.command.id).to.equal(a.command.id);
    expect(requestHash('send-likes', { a: 1, b: [1, { c: 2, d: 3 }] })).to.equal(
      requestHash('send-likes', { b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    try {
      await stageCommand(sequelize(), {
        userId: fan,
        kind: 'send-likes',
        idempotencyKey: key,
        payload: { fanUserId: fan, athleteId: 1, likes: 3 },
      });
      expect.fail('should conflict');
    } catch (err) {
      expect(err).to.be.instanceOf(DomainError);
      expect((err as DomainError).kind).to.equal('conflict');
      expect((err as DomainError).code).to.equal('conflict');
    }
    // the same key on another kind of command is refused too (keys are per user across commands)
    try {
      await stageCommand(sequelize(), {
        userId: fan,
        kind: 'spend',
        idempotencyKey: key,
        payload: { fanUserId: fan, likes: 2, description: 'x' },
      });
      expect.fail('should conflict across kinds');
    } catch (err) {
      expect(err).to.be.instanceOf(DomainError);
      expect((err as DomainError).kind).to.equal('conflict');
    }
    // the same key from another user is another command
    const other = await insertFan();
    const c = await stageCommand(sequelize(), {
      userId: other,
      kind: 'send-likes',
      idempotencyKey: key,
      payload: { fanUserId: other, athleteId: 1, likes: 3 },
    });
    expect(c.created).to.equal(true);
    await markCommandsFailed(a.command.id, c.command.id);
  });

  it('redrivePending enqueues a staged command whose job never reached Redis', async () => {
    const fan = await insertFan();
    const { command } = await stageCommand(sequelize(), {
      userId: fan,
      kind: 'send-likes',
      idempotencyKey: `k-${randomUUID()}`,
      payload: { fanUserId: fan, athleteId: 1, likes: 1 },
    });
    const prefix = `${testEnv.QUEUE_PREFIX}_redrive`;
    const queues = createQueues({ redisUrl: testEnv.REDIS_URL, prefix });
    try {
      expect(await queues.queue('ledger').getJob(commandJobId(command.id))).to.equal(undefined);
      const n = await redrivePending(sequelize(), queues, 0);
      expect(n).to.be.greaterThan(0);
      const job = await queues.queue('ledger').getJob(commandJobId(command.id));
      expect(job?.data).to.deep.equal({ commandId: command.id, idempotencyKey: command.id });
      // a second pass leaves the waiting job alone
      await redrivePending(sequelize(), queues, 0);
      expect(await queues.queue('ledger').count()).to.be.greaterThan(0);
      await queues.queue('ledger').obliterate({ force: true });
    } finally {
      await queues.close();
      await markCommandsFailed(command.id);
    }
  });

  it('stageEmail stages once per idempotency key', async () => {
    const key = `email-${randomUUID()}`;
    const a = await sequelize().transaction((t) =>
      stageEmail(t, { idempotencyKey: key, to: 'fan@test.dev', subject: 'Receipt', text: 'Thanks' }),
    );
    const b = await stageEmail(sequelize(), {
      idempotencyKey: key,
      to: 'fan@test.dev',
      subject: 'Receipt',
      text: 'Thanks',
    });
    expect(a.created).to.equal(true);
    expect(b).to.deep.equal({ id: a.id, created: false });
    await sequelize().query(`UPDATE emails SET status = 'sent', sent_at = now() WHERE id = $1`, {
      bind: [a.id],
    });
  });
});
