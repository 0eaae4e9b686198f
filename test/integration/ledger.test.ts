import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { fanAccount, getBalance, InsufficientBalanceError, postJournal } from '@fanlift/db';
import { testDb } from '../helpers/db';
import { countRows, expectLedgerInvariants, fanBalance } from '../helpers/ledger-fixtures';
import { createAthlete, fundWallet, insertFan, sendLikes } from '../factories';

/** A send of likes from a fan to an athlete, journalled as the send-likes command does. */
const spend = (userId: number, athleteId: number, likes: number, causeKey = `t:${randomUUID()}`) =>
  sendLikes(userId, `athlete:${athleteId}`, likes, { causeKey });

describe('ledger (DESIGN §4): postJournal, getBalance, invariants', () => {
  const sequelize = () => testDb().sequelize;
  afterEach(async () => {
    await expectLedgerInvariants();
  });

  it('credits a fan with a gift: balanced entries, stored balance, wallet view', async () => {
    const fan = await insertFan();
    const promoBefore = await getBalance(sequelize(), 'platform:promo');
    await fundWallet(fan, 10);
    expect(await fanBalance(fan)).to.equal(10);
    expect(await getBalance(sequelize(), 'platform:promo')).to.equal(promoBefore - 10);
    const txs = await sequelize().query<{ type: string; status: string; likes: number }>(
      `SELECT type, status, likes FROM wallet_transactions WHERE user_id = $1`,
      { bind: [fan], type: QueryTypes.SELECT },
    );
    expect(txs).to.deep.equal([{ type: 'gift', status: 'succeeded', likes: 10 }]);
  });

  it('applies a cause at most once (UNIQUE cause_key): the second post returns applied:false and does nothing', async () => {
    const fan = await insertFan();
    const athlete = await createAthlete();
    await fundWallet(fan, 5);
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
    const fan = await insertFan();
    const athlete = await createAthlete();
    await fundWallet(fan, 20);
    const key = `t:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 8 }, () => spend(fan, athlete.id, 2, key)));
    expect(results.filter((r) => r.applied)).to.have.length(1);
    expect(await fanBalance(fan)).to.equal(18);
  });

  it('refuses to take a fan below 0 (InsufficientBalanceError) and writes nothing', async () => {
    const fan = await insertFan();
    const athlete = await createAthlete();
    await fundWallet(fan, 3);
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
    const fan = await insertFan();
    const athlete = await createAthlete();
    await fundWallet(fan, 10);
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
    const a = await insertFan();
    const b = await insertFan();
    await fundWallet(a, 50);
    await fundWallet(b, 50);
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
});
