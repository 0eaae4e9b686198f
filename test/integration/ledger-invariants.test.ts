import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import {
  athleteAccount,
  checkLedgerInvariants,
  fanAccount,
  getBalance,
  JournalError,
  postJournal,
  schoolAccount,
  stageCommand,
  type JournalLine,
  type WalletTxInput,
} from '@fanlift/db';
import { testDb } from '../helpers/db';
import {
  countRows,
  expectLedgerInvariants,
  fanBalance,
  markCommandsFailed,
} from '../helpers/ledger-fixtures';
import { createAthlete, fundWallet, insertFan, seededSchool } from '../factories';

describe('ledger (DESIGN §4): stored balances, malformed journals, invariants', () => {
  const sequelize = () => testDb().sequelize;
  afterEach(async () => {
    await expectLedgerInvariants();
  });

  it('keeps athlete_profiles.likes_received and school balances in step; platform accounts keep no stored balance', async () => {
    const fan = await insertFan();
    const athlete = await createAthlete();
    const school = await seededSchool();
    await fundWallet(fan, 10);
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
    const fan = await insertFan();
    await fundWallet(fan, 10);
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
    const fan = await insertFan();
    await fundWallet(fan, 4);
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
    const fan = await insertFan();
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
    await markCommandsFailed(command.id);
    await fundWallet(fan, 1);
    let refused = false;
    await s
      .query(`UPDATE ledger_accounts SET balance = -1 WHERE key = $1`, { bind: [fanAccount(fan)] })
      .catch(() => (refused = true));
    expect(refused).to.equal(true);
  });
});
