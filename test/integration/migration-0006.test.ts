import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes, Sequelize } from 'sequelize';
import { createMigrator, dropDatabase, ensureDatabase } from '@fanlift/db';
import { testEnv } from '../helpers/env';

/**
 * Migration 0006 (idempotency keys per user across commands) on a scratch database: rows that already share a
 * user and key under different kinds (made before it) keep their history, the new UNIQUE holds, and down
 * restores the old per-kind constraint.
 */
describe('migration 0006-idempotency-scope', function () {
  this.timeout(60_000);
  const url = (() => {
    const u = new URL(testEnv.DATABASE_URL);
    u.pathname = `${u.pathname}_m0006`;
    return u.toString();
  })();
  let sequelize: Sequelize;
  const q = <T extends object>(sql: string, bind: unknown[] = []) =>
    sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const insert = (userId: number, kind: string, key: string, at: string) =>
    sequelize.query(
      `INSERT INTO commands (id, user_id, kind, idempotency_key, request_hash, payload, status, created_at)
       VALUES ($1, $2, $3, $4, 'h', '{}'::jsonb, 'applied', $5::timestamptz)`,
      { bind: [randomUUID(), userId, kind, key, at] },
    );

  before(async () => {
    await dropDatabase(url);
    await ensureDatabase(url);
    sequelize = new Sequelize(url, { dialect: 'postgres', logging: false, pool: { max: 2 } });
  });
  after(async () => {
    await sequelize?.close();
    if (process.env.KEEP_TEST_DB !== '1') await dropDatabase(url);
  });

  it('keeps earlier cross-kind repeats (renamed), then refuses a key twice per user whatever the kind', async () => {
    const migrator = createMigrator(sequelize);
    await migrator.up({ to: '0005-profiles' });
    const [{ id: userId }] = await q<{ id: number }>(
      `INSERT INTO users (auth_id, email, user_type, referral_code) VALUES ('m|1', 'm0006@test.dev', 'fan', 'M0006CODE')
       RETURNING id`,
    );
    // Before 0006 the same key could be staged once per kind.
    await insert(userId, 'send-likes', 'shared-key', '2025-01-01T00:00:00Z');
    await insert(userId, 'spend', 'shared-key', '2025-01-01T00:00:01Z');
    await insert(userId, 'spend', 'own-key', '2025-01-01T00:00:02Z');

    await migrator.up({ to: '0006-idempotency-scope' });
    const rows = await q<{ kind: string; idempotency_key: string; id: string }>(
      `SELECT id, kind, idempotency_key FROM commands WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    expect(rows).to.have.length(3);
    expect(rows[0]).to.include({ kind: 'send-likes', idempotency_key: 'shared-key' });
    expect(rows[1].idempotency_key).to.equal(`shared-key#spend#${rows[1].id}`);
    expect(rows[2].idempotency_key).to.equal('own-key');

    let refused = '';
    await insert(userId, 'spend', 'own-key', '2025-01-02T00:00:00Z').catch((err: Error) => {
      refused = err.name;
    });
    expect(refused).to.equal('SequelizeUniqueConstraintError');
    refused = '';
    await insert(userId, 'send-likes', 'shared-key', '2025-01-02T00:00:00Z').catch((err: Error) => {
      refused = err.name;
    });
    expect(refused).to.equal('SequelizeUniqueConstraintError');

    await migrator.down({ to: '0006-idempotency-scope' });
    // Back to per-kind keys: another kind may reuse a key again.
    await insert(userId, 'send-likes', 'own-key', '2025-01-03T00:00:00Z');
    const [{ n }] = await q<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1 AND idempotency_key = 'own-key'`,
      [userId],
    );
    expect(n).to.equal(2);
  });
});
