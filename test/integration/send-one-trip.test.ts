import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import {
  applySendLikesInOneTrip,
  athleteAccount,
  checkLedgerInvariants,
  ensureAccount,
  fanAccount,
  foldLedgerShards,
  getCommand,
  liveGamesOf,
  stageCommand,
} from '@fanlift/db';
import { testDb, select } from '../helpers/db';
import { countRows, expectDerivedFigures } from '../helpers/ledger-fixtures';
import { createAllocation, createAthlete, fundWallet, give, insertFan } from '../factories';
import { createTestGame } from '../helpers/games';

/**
 * The worker's one-trip path for send-likes (migration 0012, issue 17): one statement applies the common case
 * exactly as the general path would, and answers null having written nothing for every other case.
 */
describe('send-likes in one trip (fanlift_apply_send_likes)', () => {
  const sequelize = () => testDb().sequelize;
  const THRESHOLDS = [50, 100, 200, 400, 800];

  /**
   * A fan with `likes` likes who already gave `likesGiven` (real sends to another athlete: the ledger keeps the
   * fan's milestone row, every fan has one), and an athlete with an account.
   */
  async function setUp(likes: number, likesGiven = 0) {
    const fan = await insertFan();
    if (likes > 0) await fundWallet(fan, likes);
    if (likesGiven > 0) await give(fan, `athlete:${(await createAthlete()).id}`, likesGiven);
    const athlete = await createAthlete();
    await sequelize().transaction((t) => ensureAccount(t, athleteAccount(athlete.id)));
    return { fan, athlete };
  }
  const stage = (fan: number, payload: Record<string, unknown>) =>
    stageCommand(sequelize(), {
      userId: fan,
      kind: 'send-likes',
      idempotencyKey: `k-${randomUUID()}`,
      payload: payload as never,
    }).then((s) => s.command.id);
  const writes = async () =>
    Promise.all([
      countRows(`SELECT count(*) FROM ledger_journals`),
      countRows(`SELECT count(*) FROM wallet_transactions`),
      countRows(`SELECT count(*) FROM commands WHERE status <> 'pending'`),
    ]);

  it('answers the live games with the athlete on a roster (their goals moved), read in the same statement', async () => {
    const live = await createTestGame('football');
    const later = await createTestGame('football');
    await sequelize().query(`UPDATE games SET status = 'live' WHERE id = $1`, { bind: [live] });
    // An athlete on both rosters: the live game counts, the scheduled one does not.
    const [{ id: onRoster }] = await select<{ id: number }>(
      `SELECT ap.id FROM athlete_profiles ap
        WHERE ap.radar_athlete_id IN (SELECT radar_athlete_id FROM game_athletes WHERE game_id = $1)
          AND ap.radar_athlete_id IN (SELECT radar_athlete_id FROM game_athletes WHERE game_id = $2)
        ORDER BY ap.id LIMIT 1`,
      [live, later],
    );
    await sequelize().transaction((t) => ensureAccount(t, athleteAccount(onRoster)));
    const { fan, athlete } = await setUp(30);
    const toPlayer = await applySendLikesInOneTrip(
      sequelize(),
      await stage(fan, { fanUserId: fan, athleteId: onRoster, likes: 2 }),
      THRESHOLDS,
    );
    // Other tests' games may be live with the same players: the answer is every live game of the athlete, as the
    // after-commit read (liveGamesOf) gives it, this one among them and never the scheduled one.
    expect(toPlayer?.liveGames).to.include(live).and.not.include(later);
    expect([...toPlayer!.liveGames].sort((x, y) => x - y)).to.deep.equal(
      (await liveGamesOf(sequelize(), { athleteId: onRoster, schoolId: null })).sort((x, y) => x - y),
    );
    const toOther = await applySendLikesInOneTrip(
      sequelize(),
      await stage(fan, { fanUserId: fan, athleteId: athlete.id, likes: 2 }),
      THRESHOLDS,
    );
    expect(toOther?.liveGames).to.deep.equal([]);
    await sequelize().query(`UPDATE games SET status = 'final' WHERE id = $1`, { bind: [live] });
  });

  it('applies a send: one journal, both balances, likes received, the wallet row, likes given, the outcome', async () => {
    const { fan, athlete } = await setUp(30, 10);
    const id = await stage(fan, { fanUserId: fan, athleteId: athlete.id, likes: 7 });
    const applied = await applySendLikesInOneTrip(sequelize(), id, THRESHOLDS);
    expect(applied).to.not.equal(null);
    const { result, wallet, fanUserId } = applied!;
    expect(fanUserId).to.equal(fan);
    expect(result).to.include({
      likes: 7,
      balance: 23,
      athleteId: athlete.id,
      allocationId: null,
      schoolId: null,
      recipientLikes: 7,
    });
    expect(wallet).to.include({
      id: result.transactionId,
      type: 'used',
      status: 'succeeded',
      likes: 7,
      paymentName: `Likes to ${athlete.full_name}`,
    });
    expect(new Date(wallet.createdAt).toISOString()).to.equal(wallet.createdAt);

    const [journal] = await select<{ id: string; kind: string; command_id: string; meta: object }>(
      `SELECT id, kind, command_id, meta FROM ledger_journals WHERE cause_key = $1`,
      [`cmd:${id}`],
    );
    expect(Number(journal.id)).to.equal(result.journalId);
    expect(journal).to.include({ kind: 'send-likes', command_id: id });
    expect(journal.meta).to.deep.equal({ athleteId: athlete.id, allocationId: null, schoolId: null });
    const entries = await select<{ key: string; amount: string }>(
      `SELECT a.key, e.amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE e.journal_id = $1 ORDER BY a.key`,
      [journal.id],
    );
    expect(entries.map((e) => [e.key, Number(e.amount)])).to.deep.equal([
      [athleteAccount(athlete.id), 7],
      [fanAccount(fan), -7],
    ]);
    const [w] = await select<{ user_id: number; journal_id: string; meta: object }>(
      `SELECT user_id, journal_id, meta FROM wallet_transactions WHERE id = $1`,
      [wallet.id],
    );
    expect(w.user_id).to.equal(fan);
    expect(w.meta).to.deep.equal({
      commandId: id,
      athleteId: athlete.id,
      allocationId: null,
      schoolId: null,
    });
    const [p] = await select<{ likes_received: string }>(
      `SELECT likes_received FROM athlete_profiles WHERE id = $1`,
      [athlete.id],
    );
    expect(Number(p.likes_received)).to.equal(7);
    const [m] = await select<{ likes_given: string }>(
      `SELECT likes_given FROM fan_milestones WHERE user_id = $1`,
      [fan],
    );
    expect(Number(m.likes_given)).to.equal(17);
    const cmd = await getCommand(sequelize(), id);
    expect(cmd).to.include({ status: 'applied', attempts: 1, error: null });
    expect(cmd!.result).to.deep.equal(result);
    expect((await checkLedgerInvariants(sequelize())).ok).to.equal(true);
    await expectDerivedFigures();

    // Applied once: the same command again is not pending, so nothing more is written.
    const before = await writes();
    expect(await applySendLikesInOneTrip(sequelize(), id, THRESHOLDS)).to.equal(null);
    expect(await writes()).to.deep.equal(before);
  });

  it('leaves every other case to the general path, writing nothing', async () => {
    const { fan, athlete } = await setUp(20, 45);
    const other = await insertFan();
    const allocation = await createAllocation(athlete.id);
    const noMilestone = await insertFan();
    await fundWallet(noMilestone, 20);
    // Every fan has a milestone row (migration 0023); one lost by hand still sends the fan the general way.
    await sequelize().query(`DELETE FROM fan_milestones WHERE user_id = $1`, { bind: [noMilestone] });
    const cases = {
      'too few likes': await stage(fan, { fanUserId: fan, athleteId: athlete.id, likes: 21 }),
      'a star earned (45 + 5 reaches 50)': await stage(fan, {
        fanUserId: fan,
        athleteId: athlete.id,
        likes: 5,
      }),
      'an allocation': await stage(fan, {
        fanUserId: fan,
        athleteId: athlete.id,
        allocationId: allocation.id,
        likes: 1,
      }),
      'another fan named in the payload': await stage(fan, {
        fanUserId: other,
        athleteId: athlete.id,
        likes: 1,
      }),
      'no such athlete': await stage(fan, { fanUserId: fan, athleteId: 2_000_000_000, likes: 1 }),
      'no milestone row yet': await stage(noMilestone, {
        fanUserId: noMilestone,
        athleteId: athlete.id,
        likes: 1,
      }),
      'likes as a string': await stage(fan, { fanUserId: fan, athleteId: athlete.id, likes: '1' }),
    };
    const before = await writes();
    for (const [name, id] of Object.entries(cases)) {
      expect(await applySendLikesInOneTrip(sequelize(), id, THRESHOLDS), name).to.equal(null);
      expect((await getCommand(sequelize(), id))!.status, name).to.equal('pending');
    }
    expect(await applySendLikesInOneTrip(sequelize(), randomUUID(), THRESHOLDS)).to.equal(null);
    expect(await writes()).to.deep.equal(before);
    // (leave nothing pending for the suite's invariant checks, and the fan's row back)
    await sequelize().query(`UPDATE commands SET status = 'failed', error_code = 'test' WHERE id = ANY($1)`, {
      bind: [Object.values(cases)],
    });
    await sequelize().query(`INSERT INTO fan_milestones (user_id) VALUES ($1)`, { bind: [noMilestone] });
    await expectDerivedFigures();
  });

  it('20 concurrent sends of 1 like with 10 likes: exactly 10 applied, the balance never below 0', async () => {
    const { fan, athlete } = await setUp(10);
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => stage(fan, { fanUserId: fan, athleteId: athlete.id, likes: 1 })),
    );
    const answers = await Promise.all(ids.map((id) => applySendLikesInOneTrip(sequelize(), id, THRESHOLDS)));
    expect(answers.filter(Boolean)).to.have.length(10);
    expect(answers.filter((a) => a === null)).to.have.length(10);
    const balances = answers.filter(Boolean).map((a) => a!.result.balance);
    expect([...balances].sort((a, b) => a - b)).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await sequelize().query(
      `UPDATE commands SET status = 'failed', error_code = 'test' WHERE id = ANY($1) AND status = 'pending'`,
      {
        bind: [ids],
      },
    );
    expect((await checkLedgerInvariants(sequelize())).ok).to.equal(true);
  });

  it('30 fans sending to one athlete at once: nobody waits for the athlete, every figure is exact', async () => {
    const athlete = await createAthlete();
    await sequelize().transaction((t) => ensureAccount(t, athleteAccount(athlete.id)));
    const fans = await Promise.all(Array.from({ length: 30 }, () => insertFan()));
    await Promise.all(fans.map((f) => fundWallet(f, 10)));
    const ids = await Promise.all(
      fans.flatMap((f) => [1, 2].map((likes) => stage(f, { fanUserId: f, athleteId: athlete.id, likes }))),
    );
    const answers = await Promise.all(ids.map((id) => applySendLikesInOneTrip(sequelize(), id, THRESHOLDS)));
    expect(answers.filter((a) => a === null)).to.have.length(0);
    // The athlete's stored balance (main row plus shards) is exact; likes_received catches up once folded.
    const [acc] = await select<{ balance: string }>(`SELECT fanlift_balance_of($1) AS balance`, [
      athleteAccount(athlete.id),
    ]);
    expect(Number(acc.balance)).to.equal(90);
    const [counted] = await select<{ n: string }>(
      `SELECT fanlift_count('account_supporters', (SELECT id FROM ledger_accounts WHERE key = $1)) AS n`,
      [athleteAccount(athlete.id)],
    );
    expect(Number(counted.n)).to.equal(30);
    expect((await checkLedgerInvariants(sequelize())).ok).to.equal(true);
    await expectDerivedFigures();
    await foldLedgerShards(sequelize());
    const [p] = await select<{ likes_received: string }>(
      `SELECT likes_received FROM athlete_profiles WHERE id = $1`,
      [athlete.id],
    );
    expect(Number(p.likes_received)).to.equal(90);
  });
});
