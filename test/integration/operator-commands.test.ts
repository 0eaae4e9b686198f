import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { Queue } from 'bullmq';
import { commandJobId } from '@fanlift/db';
import { fileApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { testEnv } from '../helpers/env';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait';
import { createAthlete, signedInFan } from '../factories';

/** Issue 17 item 8: npm run commands:stuck [--redrive] and npm run ledger:top against the live database. */
describe('operator commands', function () {
  this.timeout(90_000);
  const api = fileApi();
  let worker: RunningProcess | undefined;
  after(async () => {
    await worker?.kill('SIGTERM');
  });
  const cli = (script: string, ...args: string[]) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', `db/src/cli/${script}.ts`, ...args], {
      env: { ...process.env, ...testEnv },
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).to.equal(0);
    return r.stdout;
  };
  const sql = <T extends object>(q: string, bind: unknown[] = []) =>
    testDb().sequelize.query<T>(q, { bind, type: QueryTypes.SELECT });

  it('lists commands stuck pending or given up, re-drives them to applied exactly once', async () => {
    const fan = await signedInFan(api, 10, { tag: 'stuck' });
    const athlete = await createAthlete();
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fan.agent
        .post('/api/likes/send')
        .set('Idempotency-Key', randomUUID())
        .send({ athleteId: athlete.id, likes: 2 });
      expect(res.status, JSON.stringify(res.body)).to.equal(202);
      ids.push((res.body as { commandId: string }).commandId);
    }
    // No worker runs: one command sits pending for 5 minutes with its job lost, one was given up on.
    const queue = new Queue('ledger', {
      connection: { url: testEnv.REDIS_URL },
      prefix: testEnv.QUEUE_PREFIX,
    });
    for (const id of ids) await queue.remove(commandJobId(id));
    await queue.close();
    await testDb().sequelize.query(
      `UPDATE commands SET created_at = now() - interval '5 minutes' WHERE id = $1`,
      { bind: [ids[0]] },
    );
    await testDb().sequelize.query(
      `UPDATE commands SET status = 'failed', error_code = 'internal', error_message = 'Gave up after 10 attempts: test',
         applied_at = now() WHERE id = $1`,
      { bind: [ids[1]] },
    );

    const listed = cli('commands-stuck');
    expect(listed).to.contain(ids[0]).and.to.contain(ids[1]);
    expect(listed)
      .to.match(/pending\s+send-likes/)
      .and.to.match(/failed\s+send-likes/);
    expect(cli('commands-stuck', '--redrive')).to.contain('re-driven: 1 reopened, 2 jobs added');

    worker = await startProcess('worker');
    const rows = await waitFor(
      async () => {
        const r = await sql<{ status: string; journals: number }>(
          `SELECT status, (SELECT COUNT(*)::int FROM ledger_journals j WHERE j.command_id = c.id) AS journals
             FROM commands c WHERE id = ANY($1::uuid[])`,
          [ids],
        );
        return r.every((x) => x.status === 'applied') ? r : null;
      },
      { timeout: 30_000, message: 'both commands applied' },
    );
    expect(rows.map((r) => r.journals)).to.deep.equal([1, 1]);
    expect(cli('commands-stuck', '--redrive')).not.to.contain(ids[0]);
  });

  it('ledger:top prints the largest balances and today’s volumes as the ledger has them', async () => {
    const out = cli('ledger-top', '--limit', '3');
    const [top] = await sql<{ key: string; balance: string }>(
      `SELECT key, balance FROM ledger_accounts WHERE kind <> 'platform' ORDER BY balance DESC, key LIMIT 1`,
    );
    expect(out).to.match(new RegExp(`${top.key.replace(':', ':')}\\s+${top.balance}\\b`));
    const [sends] = await sql<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM ledger_journals WHERE kind = 'send-likes' AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    );
    expect(out).to.match(new RegExp(`send-likes\\s+${sends.n} journals`));
  });
});
