import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { grantSpinChances } from '@fanlift/db';
import { fileApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait';
import { createAthlete, signedInFan } from '../factories';

/**
 * A fan's spins and sends applied at the same time by one worker (16 jobs at once) never deadlock: a spin locks
 * the user row FOR NO KEY UPDATE, which a send's foreign-key check (KEY SHARE on users) does not wait for.
 */
describe('lock order: concurrent spins and sends of one fan', function () {
  this.timeout(90_000);
  const api = fileApi();
  let worker: RunningProcess | undefined;
  after(async () => {
    await worker?.kill('SIGTERM');
  });

  it('40 sends and 40 spins at once: all applied, no deadlock in the worker', async () => {
    worker = await startProcess('worker', { LOG_LEVEL: 'warn' });
    const fan = await signedInFan(api, 1000, { tag: 'locks' });
    await testDb().sequelize.transaction((t) =>
      grantSpinChances(t, {
        userId: fan.me.id,
        chances: 40,
        source: 'admin',
        causeKey: `locks:${randomUUID()}`,
      }),
    );
    const athlete = await createAthlete();
    const post = (path: string, body: object) =>
      fan.agent.post(path).set('Idempotency-Key', randomUUID()).send(body);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => [
        post('/api/likes/send', { athleteId: athlete.id, likes: 1 }),
        post('/api/referralCode/creditSpinWheelLikes', {}),
      ]).flat(),
    );
    expect(answers.map((a) => a.status).every((s) => s === 200 || s === 202)).to.equal(true);
    await waitFor(
      async () => {
        const [r] = await testDb().sequelize.query<{ pending: number; applied: number }>(
          `SELECT COUNT(*) FILTER (WHERE status = 'pending')::int AS pending,
                  COUNT(*) FILTER (WHERE status = 'applied')::int AS applied
             FROM commands WHERE user_id = $1`,
          { bind: [fan.me.id], type: QueryTypes.SELECT },
        );
        return r.pending === 0 && r.applied === 80;
      },
      { timeout: 60_000, message: '80 commands applied' },
    );
    expect(worker.output()).not.to.match(/deadlock detected/);
  });
});
