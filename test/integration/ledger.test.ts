import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { DomainError } from '@fanlift/core';
import {
  athleteAccount,
  checkLedgerInvariants,
  createQueues,
  commandJobId,
  fanAccount,
  getBalance,
  InsufficientBalanceError,
  JournalError,
  postJournal,
  redrivePending,
  requestHash,
  schoolAccount,
  stageCommand,
  stageEmail,
  type JournalLine,
  type WalletTxInput,
} from '@fanlift/db';
import { testDb } from '../helpers/db';
import { testEnv } from '../helpers/env';
import {
  anyAthlete,
  anySchool,
  countRows,
  creditFan,
  expectLedgerInvariants,
  fanBalance,
} from '../helpers/ledger-fixtures';

let userSeq = 0;
async function newFan(): Promise<number> {
  userSeq += 1;
  const tag = `${Date.now().toString(36)}${userSeq}${randomUUID().slice(0, 6)}`;
  const [row] = await testDb().sequelize.query<{ id: number }>(
    `INSERT INTO users (auth_id, email, user_type, referral_code) VALUES ($1, $2, 'fan', $3) RETURNING id`,
    { bind: [`ledger|${tag}`, `ledger.${tag}@test.dev`, `LT${tag}`], type: QueryTypes.SELECT },
  );
  return row.id;
}

const spend = (userId: number, athleteId: number, likes: number, causeKey = `t:${randomUUID()}`) =>
  testDb().sequelize.transaction((t) =>
    postJournal(t, {
      kind: 'send-likes',
      causeKey,
      lines: [
        { account: fanAccount(userId), amount: -likes },
        { account: athleteAccount(athleteId), amount: likes },
      ],
      walletTransactions: [{ userId, type: 'used', likes, paymentName: 'Likes to test athlete' }],
    }),
  );

describe('ledger (DESIGN §4): postJournal, getBalance, invariants', () => {
  const sequelize = () => testDb().sequelize;
  afterEach(async () => {
    await expectLedgerInvariants();
  });

  it('credits a fan with a gift: balanced entries, stored balance, wallet view', async () => {
    const fan = await newFan();
    const promoBefore = await getBalance(sequelize(), 'platform:promo');
    await creditFan(fan, 10);
    expect(await fanBalance(fan)).to.equal(10);
    expect(await getBalance(sequelize(), 'platform:promo')).to.equal(promoBefore - 10);
    const txs = await sequelize().query<{ type: string; status: string; likes: number }>(
      `SELECT type, status, likes FROM wallet_transactions WHERE user_id = $1`,
      { bind: [fan], type: QueryTypes.SELECT },
    );
    expect(txs).to.deep.equal([{ type: 'gift', status: 'succeeded', likes: 10 }]);
  });

  it('applies a cause at most once (UNIQUE cause_key): the second post returns applied:false and does nothing', async () => {
    const fan = await newFan();
    const athlete = await anyAthlete();
    await creditFan(fan, 5);
    const key = `t:${randomUUID()}`;
    const first = await spend(fan, athlete.id, 3, key);
    const second = await spend(fan, athlete.id, 3, key);
    expect(first.applied).to.equal(true);
    expect(second).to.include({ applied: false, journalId: first.journalId });
    expect(await fanBalance(fan)).to.equal(2);
    expect(
      await countRows(`SELECT COUNT(*)::int AS n FROM ledger_journals WHERE cause_key = $1`, [key]),
    ).to.equal(1);
  });

  it('same cause posted concurrently from 8 transactions: exactly one applies', async () => {
    const fan = await newFan();
    const athlete = await anyAthlete(1);
    await creditFan(fan, 20);
    const key = `t:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 8 }, () => spend(fan, athlete.id, 2, key)));
    expect(results.filter((r) => r.applied)).to.have.length(1);
    expect(await fanBalance(fan)).to.equal(18);
  });

  it('refuses to take a fan below 0 (InsufficientBalanceError) and writes nothing', async () => {
    const fan = await newFan();
    const athlete = await anyAthlete();
    await creditFan(fan, 3);
    const journals = await countRows(`SELECT COUNT(*)::int AS n FROM ledger_journals`);
    try {
      await spend(fan, athlete.id, 4);
      expect.fail('should have thrown');
    } catch (err) {
      expect(err).to.be.instanceOf(InsufficientBalanceError);
      expect((err as InsufficientBalanceError).code).to.equal('insufficient_balance');
    }
    expect(await fanBalance(fan)).to.equal(3);
    expect(await countRows(`SELECT COUNT(*)::int AS n FROM ledger_journals`)).to.equal(journals);
  });

  it('serialises 20 concurrent spends of 1 from a balance of 10: exactly 10 succeed, never below 0', async () => {
    const fan = await newFan();
    const athlete = await anyAthlete(2);
    await creditFan(fan, 10);
    const before = Number(
      (
        await sequelize().query<{ l: number }>(
          `SELECT likes_received AS l FROM athlete_profiles WHERE id = $1`,
          { bind: [athlete.id], type: QueryTypes.SELECT },
        )
      )[0].l,
    );
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => spend(fan, athlete.id, 1)));
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && o.reason instanceof InsufficientBalanceError,
    );
    expect(ok).to.have.length(10);
    expect(refused).to.have.length(10);
    expect(await fanBalance(fan)).to.equal(0);
    const [after] = await sequelize().query<{ l: number }>(
      `SELECT likes_received AS l FROM athlete_profiles WHERE id = $1`,
      {
        bind: [athlete.id],
        type: QueryTypes.SELECT,
      },
    );
    expect(Number(after.l)).to.equal(before + 10);
  });

  it('locks accounts in key order: opposite transfers between two fans never deadlock', async () => {
    const a = await newFan();
    const b = await newFan();
    await creditFan(a, 50);
    await creditFan(b, 50);
    const move = (from: number, to: number) =>
      sequelize().transaction((t) =>
        postJournal(t, {
          kind: 'test-transfer',
          causeKey: `t:${randomUUID()}`,
          lines: [
            { account: fanAccount(from), amount: -1 },
            { account: fanAccount(to), amount: 1 },
          ],
          walletTransactions: [
            { userId: from, type: 'used', likes: 1, paymentName: 'Transfer out' },
            { userId: to, type: 'gift', likes: 1, paymentName: 'Transfer in' },
          ],
        }),
      );
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? move(a, b) : move(b, a))));
    expect((await fanBalance(a)) + (await fanBalance(b))).to.equal(100);
  });

  it('keeps athlete_profiles.likes_received and school balances in step; platform accounts keep no stored balance', async () => {
    const fan = await newFan();
    const athlete = await anyAthlete(3);
    const school = await anySchool();
    await creditFan(fan, 10);
    const schoolBefore = await getBalance(sequelize(), schoolAccount(school.id));
    await sequelize().transaction((t) =>
      postJournal(t, {
        kind: 'send-likes',
        causeKey: `t:${randomUUID()}`,
        lines: [
          { account: fanAccount(fan), amount: -7 },
          { account: athleteAccount(athlete.id), amount: 4 },
          { account: schoolAccount(school.id), amount: 3 },
        ],
        walletTransactions: [{ userId: fan, type: 'used', likes: 7, paymentName: 'Split' }],
      }),
    );
    const [p] = await sequelize().query<{ l: number }>(
      `SELECT likes_received AS l FROM athlete_profiles WHERE id = $1`,
      {
        bind: [athlete.id],
        type: QueryTypes.SELECT,
      },
    );
    expect(Number(p.l)).to.equal(await getBalance(sequelize(), athleteAccount(athlete.id)));
    expect(await getBalance(sequelize(), schoolAccount(school.id))).to.equal(schoolBefore + 3);
    const [promo] = await sequelize().query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE key = 'platform:promo'`,
      {
        type: QueryTypes.SELECT,
      },
    );
    expect(Number(promo.balance)).to.equal(0);
  });

  it('rejects malformed journals before writing anything', async () => {
    const fan = await newFan();
    await creditFan(fan, 10);
    const journals = await countRows(`SELECT COUNT(*)::int AS n FROM ledger_journals`);
    const bad: { lines: JournalLine[]; walletTransactions?: WalletTxInput[] }[] = [
      {
        lines: [
          { account: fanAccount(fan), amount: -1 },
          { account: 'platform:promo', amount: 2 },
        ],
      }, // does not sum to 0
      {
        lines: [
          { account: fanAccount(fan), amount: 0 },
          { account: 'platform:promo', amount: 0 },
        ],
      }, // zero amounts
      {
        lines: [
          { account: fanAccount(fan), amount: -1.5 },
          { account: 'platform:promo', amount: 1.5 },
        ],
      },
      {
        lines: [
          { account: 'fan:abc' as never, amount: -1 },
          { account: 'platform:promo', amount: 1 },
        ],
      },
      { lines: [{ account: fanAccount(fan), amount: -1 }] },
      // the fan-facing view must match the fan lines (DESIGN §4 invariant 4)
      {
        lines: [
          { account: fanAccount(fan), amount: -2 },
          { account: 'platform:promo', amount: 2 },
        ],
      },
      {
        lines: [
          { account: fanAccount(fan), amount: -2 },
          { account: 'platform:promo', amount: 2 },
        ],
        walletTransactions: [{ userId: fan, type: 'used', likes: 1, paymentName: 'x' }],
      },
    ];
    for (const b of bad) {
      try {
        await sequelize().transaction((t) =>
          postJournal(t, { kind: 'bad', causeKey: `t:${randomUUID()}`, ...b }),
        );
        expect.fail(`accepted ${JSON.stringify(b)}`);
      } catch (err) {
        expect((err as Error).message).to.not.equal('accepted');
        expect(err).to.satisfy(
          (e: unknown) =>
            e instanceof JournalError || /Invalid ledger account key/.test((e as Error).message),
        );
      }
    }
    expect(await countRows(`SELECT COUNT(*)::int AS n FROM ledger_journals`)).to.equal(journals);
    expect(await fanBalance(fan)).to.equal(10);
  });

  it('checkLedgerInvariants finds a tampered balance, a negative wallet and an unbalanced journal', async () => {
    const fan = await newFan();
    await creditFan(fan, 4);
    const s = sequelize();
    await s.query(`UPDATE ledger_accounts SET balance = balance + 1 WHERE key = $1`, {
      bind: [fanAccount(fan)],
    });
    let r = await checkLedgerInvariants(s);
    await s.query(`UPDATE ledger_accounts SET balance = balance - 1 WHERE key = $1`, {
      bind: [fanAccount(fan)],
    });
    expect(r.ok).to.equal(false);
    expect(r.checks.find((c) => c.id === 4)!.ok).to.equal(false);

    const [e] = await s.query<{ id: number }>(
      `SELECT e.id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.key = $1`,
      { bind: [fanAccount(fan)], type: QueryTypes.SELECT },
    );
    await s.query(`UPDATE ledger_entries SET amount = amount + 1 WHERE id = $1`, { bind: [e.id] });
    r = await checkLedgerInvariants(s);
    await s.query(`UPDATE ledger_entries SET amount = amount - 1 WHERE id = $1`, { bind: [e.id] });
    expect(r.checks.find((c) => c.id === 1)!.ok).to.equal(false);
    expect(r.checks.find((c) => c.id === 2)!.ok).to.equal(false);
    expect((await checkLedgerInvariants(s)).ok).to.equal(true);
  });

  it('invariant 6 reports a command left pending; the database refuses a fan balance below 0', async () => {
    const fan = await newFan();
    const s = sequelize();
    const { command } = await stageCommand(s, {
      userId: fan,
      kind: 'send-likes',
      idempotencyKey: `k-${randomUUID()}`,
      payload: { fanUserId: fan, athleteId: 1, likes: 1 },
    });
    await s.query(`UPDATE commands SET created_at = now() - interval '10 minutes' WHERE id = $1`, {
      bind: [command.id],
    });
    const r = await checkLedgerInvariants(s, { pendingGraceMs: 60_000 });
    expect(r.checks.find((c) => c.id === 6)!.problems.join()).to.contain(command.id);
    await s.query(
      `UPDATE commands SET status = 'failed', error_code = 'test', applied_at = now() WHERE id = $1`,
      { bind: [command.id] },
    );
    await creditFan(fan, 1);
    let refused = false;
    await s
      .query(`UPDATE ledger_accounts SET balance = -1 WHERE key = $1`, { bind: [fanAccount(fan)] })
      .catch(() => (refused = true));
    expect(refused).to.equal(true);
  });
});

describe('durable commands (DESIGN §1)', () => {
  const sequelize = () => testDb().sequelize;

  it('same key + same body answers the same command; a different body is a 409 conflict', async () => {
    const fan = await newFan();
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
    const other = await newFan();
    const c = await stageCommand(sequelize(), {
      userId: other,
      kind: 'send-likes',
      idempotencyKey: key,
      payload: { fanUserId: other, athleteId: 1, likes: 3 },
    });
    expect(c.created).to.equal(true);
    await sequelize().query(
      `UPDATE commands SET status = 'failed', error_code = 'test', applied_at = now() WHERE id IN ($1, $2)`,
      {
        bind: [a.command.id, c.command.id],
      },
    );
  });

  it('redrivePending enqueues a staged command whose job never reached Redis', async () => {
    const fan = await newFan();
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
      await sequelize().query(
        `UPDATE commands SET status = 'failed', error_code = 'test', applied_at = now() WHERE id = $1`,
        {
          bind: [command.id],
        },
      );
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
