import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { createQueues, enqueueEmail, stageEmail } from '@fanlift/db';
import { fileApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { testEnv } from '../helpers/env';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait';
import { createAthlete, signedInFan } from '../factories';

/**
 * WORKER_QUEUES (README "Scaling"): a worker process works only the queues it is given, so email can run in
 * processes of its own. An email-only worker sends an email and leaves a send-likes command pending; a
 * ledger-only worker then applies it, once.
 */
describe('worker: WORKER_QUEUES splits the queues over processes', function () {
  this.timeout(90_000);
  const api = fileApi();
  const started: RunningProcess[] = [];
  after(async () => {
    await Promise.all(started.map((p) => p.kill('SIGTERM')));
  });
  const sql = <T extends object>(q: string, bind: unknown[] = []) =>
    testDb().sequelize.query<T>(q, { bind, type: QueryTypes.SELECT });

  it('an email-only worker sends email and applies no command; a ledger-only worker applies it once', async () => {
    const fan = await signedInFan(api, 10, { tag: 'wq' });
    const athlete = await createAthlete();
    const res = await fan.agent
      .post('/api/likes/send')
      .set('Idempotency-Key', randomUUID())
      .send({ athleteId: athlete.id, likes: 3 });
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const commandId = (res.body as { commandId: string }).commandId;

    const email = await stageEmail(testDb().sequelize, {
      idempotencyKey: `worker-queues:${randomUUID()}`,
      to: `wq.${randomUUID().slice(0, 8)}@example.com`,
      subject: 'Queues',
      text: 'Sent by the email-only worker.',
      kind: 'test',
    });
    const queues = createQueues({ redisUrl: testEnv.REDIS_URL, prefix: testEnv.QUEUE_PREFIX });
    try {
      await waitFor(() => queues.ping(), { timeout: 10_000, message: 'queue connection ready' });
      await enqueueEmail(queues, email.id);
    } finally {
      await queues.close();
    }

    const emailOnly = await startProcess('worker', { WORKER_QUEUES: 'email', LOG_LEVEL: 'info' });
    started.push(emailOnly);
    await waitFor(
      async () => {
        const [row] = await sql<{ status: string }>(`SELECT status FROM emails WHERE id = $1`, [email.id]);
        return row?.status === 'sent';
      },
      { timeout: 30_000, message: 'email sent by the email-only worker' },
    );
    // The re-driver runs every 500 ms here and re-adds the command's job; the email-only worker never takes it.
    await new Promise((r) => setTimeout(r, 2_000));
    const [pending] = await sql<{ status: string }>(`SELECT status FROM commands WHERE id = $1`, [commandId]);
    expect(pending.status).to.equal('pending');
    expect(emailOnly.output()).to.match(/"queues":\["email"\]/);

    started.push(await startProcess('worker', { WORKER_QUEUES: 'ledger' }));
    const applied = await waitFor(
      async () => {
        const [row] = await sql<{ status: string; journals: number }>(
          `SELECT status, (SELECT COUNT(*)::int FROM ledger_journals j WHERE j.command_id = c.id) AS journals
             FROM commands c WHERE id = $1`,
          [commandId],
        );
        return row?.status === 'applied' ? row : null;
      },
      { timeout: 30_000, message: 'command applied by the ledger-only worker' },
    );
    expect(applied.journals).to.equal(1);
  });
});
