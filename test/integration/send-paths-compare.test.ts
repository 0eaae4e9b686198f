import { expect } from 'chai';
import { expectLedgerInvariants } from '../helpers/ledger-fixtures';
import {
  applyAsWorker,
  applyGeneral,
  countDelta,
  rowCounts,
  snapshotOf,
  stageSend,
  world,
  type World,
} from '../helpers/send-paths';

/**
 * The same sends through the one statement (migration 0012, what the worker tries first) and through the general
 * path (db applySendLikes in applyStagedCommand): every row they write, ids and timestamps aside, is the same,
 * and neither writes anywhere else (row counts of every table). Read send-one-trip.test.ts for the statement itself.
 */
describe('send-likes: the one-statement path and the general path write the same rows', () => {
  afterEach(() => expectLedgerInvariants());

  /** Run `sends` in world a as the worker does and in world b on the general path only; answer both sides. */
  async function compare(a: World, b: World, sends: (w: World, apply: Apply) => Promise<void>) {
    const paths: string[] = [];
    const counts0 = await rowCounts();
    await sends(a, async (id) => {
      paths.push(await applyAsWorker(a, id));
    });
    const counts1 = await rowCounts();
    await sends(b, async (id) => {
      await applyGeneral(b, id);
    });
    const counts2 = await rowCounts();
    return {
      paths,
      a: await snapshotOf(a),
      b: await snapshotOf(b),
      writesA: countDelta(counts0, counts1),
      writesB: countDelta(counts1, counts2),
    };
  }
  type Apply = (commandId: string) => Promise<void>;
  /**
   * What one applied send to a fresh athlete adds to the tables (the rest it updates in place): the journal and its
   * view, and the athlete's first derived rows (its supporter, the day's likes, the supporter count, the day's
   * likes by source and the payer's year for the athlete's report), and the fan's statement sum for the athlete.
   */
  const ONE_SEND = {
    commands: 1,
    ledger_journals: 1,
    ledger_entries: 2,
    wallet_transactions: 1,
    ledger_supporters: 1,
    account_daily: 1,
    derived_counts: 1,
    athlete_source_daily: 1,
    athlete_payer_years: 1,
    fan_statement_years: 1,
  };
  const sendOnce = (likes: number) => async (w: World, apply: Apply) => apply((await stageSend(w, likes)).id);

  it('a send to an athlete: the statement applies it, and the general path writes the very same rows', async () => {
    const r = await compare(await world(30, 10), await world(30, 10), sendOnce(7));
    expect(r.paths).to.deep.equal(['one-trip']);
    expect(r.a).to.deep.equal(r.b);
    expect(r.writesA).to.deep.equal(r.writesB);
    expect(r.writesA).to.deep.equal(ONE_SEND);
    expect(r.a.commands).to.deep.equal([
      {
        id: 'cmd#0',
        kind: 'send-likes',
        status: 'applied',
        result: {
          likes: 7,
          balance: 23,
          transactionId: 'wallet#3',
          journalId: 'journal#3',
          athleteId: 'athlete',
          allocationId: null,
          schoolId: null,
          recipientLikes: 7,
        },
        error_code: null,
        error_message: null,
        attempts: 1,
        finished: true,
      },
    ]);
    expect(r.a.journals[3]).to.deep.equal({
      journal: 'journal#3',
      kind: 'send-likes',
      cause_key: 'cmd:cmd#0',
      command_id: 'cmd#0',
      meta: { athleteId: 'athlete', allocationId: null, schoolId: null },
    });
    expect(r.a.entries.slice(6)).to.deep.equal([
      { journal_id: 'journal#3', key: 'fan', amount: -7 },
      { journal_id: 'journal#3', key: 'athlete', amount: 7 },
    ]);
    expect(r.a.balances).to.deep.equal([
      { key: 'athlete', balance: 7 },
      { key: 'fan', balance: 23 },
    ]);
    expect(r.a.likesReceived).to.deep.equal([{ likes_received: 7 }]);
    expect(r.a.wallet[3]).to.deep.equal({
      transaction: 'wallet#3',
      journal_id: 'journal#3',
      type: 'used',
      status: 'succeeded',
      likes: 7,
      payment_name: 'Likes to Paths Compared',
      meta: { commandId: 'cmd#0', athleteId: 'athlete', allocationId: null, schoolId: null },
    });
    expect(r.a.milestone).to.deep.equal([{ likes_given: 17, earned_star: 0 }]);
  });

  it('a repeated key: staged again it is the same command, and neither path applies it twice', async () => {
    const key = (w: World) => `repeat-${w.fan}`;
    const twice = async (w: World, apply: Apply) => {
      const first = await stageSend(w, 4, key(w));
      await apply(first.id);
      const again = await stageSend(w, 4, key(w));
      expect(again).to.deep.equal({ id: first.id, created: false });
      await apply(again.id);
    };
    const r = await compare(await world(10, 0), await world(10, 0), twice);
    expect(r.paths).to.deep.equal(['one-trip', 'general']);
    expect(r.a).to.deep.equal(r.b);
    expect(r.writesA).to.deep.equal(r.writesB);
    expect(r.writesA).to.deep.equal(ONE_SEND);
    expect(r.a.commands).to.have.length(1);
    expect(r.a.commands[0]).to.include({ status: 'applied', attempts: 1 });
    expect(r.a.balances).to.deep.equal([
      { key: 'athlete', balance: 4 },
      { key: 'fan', balance: 6 },
    ]);
  });

  it('insufficient balance: the statement leaves it, and both record the same failure and nothing else', async () => {
    const r = await compare(await world(3, 0), await world(3, 0), sendOnce(5));
    expect(r.paths).to.deep.equal(['general']);
    expect(r.a).to.deep.equal(r.b);
    expect(r.writesA).to.deep.equal({ commands: 1 });
    expect(r.writesB).to.deep.equal({ commands: 1 });
    expect(r.a.commands[0]).to.deep.include({
      status: 'failed',
      result: null,
      error_code: 'insufficient_balance',
      error_message: 'Not enough likes: balance 3, needed 5',
      attempts: 1,
      finished: true,
    });
    expect(r.a.journals).to.have.length(1); // the wallet's funding only
    expect(r.a.balances).to.deep.equal([
      { key: 'athlete', balance: 0 },
      { key: 'fan', balance: 3 },
    ]);
    expect(r.a.milestone).to.deep.equal([{ likes_given: 0, earned_star: 0 }]);
  });

  it('a send that crosses a star: the general path on both sides (by design), the same rows, the star once', async () => {
    const r = await compare(await world(20, 45), await world(20, 45), sendOnce(5));
    expect(r.paths).to.deep.equal(['general']);
    expect(r.a).to.deep.equal(r.b);
    expect(r.writesA).to.deep.equal(r.writesB);
    expect(r.a.milestone).to.deep.equal([{ likes_given: 50, earned_star: 1 }]);
    expect(r.a.stars).to.deep.equal([{ star: 1, threshold: 50, likes_given: 50 }]);
    expect(r.a.spinChances).to.deep.equal([
      { chances: 1, source: 'star', cause_key: 'star:fan:1', note: 'Star 1 of 5' },
    ]);
    expect(r.a.emails).to.have.length(1);
    expect(r.a.emails[0]).to.include({ kind: 'star', status: 'pending', idempotency_key: 'star:fan:1' });
  });

  it('the same send without a star crossed (one statement) differs from the crossing one only by the star', async () => {
    // 45 + 5 crosses 50 where 50 is a threshold, and crosses nothing where the first threshold is 60.
    const noStar = await world(20, 45, [60, 100, 200, 400, 800]);
    const star = await world(20, 45);
    const paths: string[] = [];
    const counts0 = await rowCounts();
    paths.push(await applyAsWorker(noStar, (await stageSend(noStar, 5)).id));
    const counts1 = await rowCounts();
    paths.push(await applyAsWorker(star, (await stageSend(star, 5)).id));
    const counts2 = await rowCounts();
    expect(paths).to.deep.equal(['one-trip', 'general']);

    const { milestone, stars, spinChances, emails, ...ledger } = await snapshotOf(noStar);
    const crossed = await snapshotOf(star);
    expect({ ...crossed, milestone, stars, spinChances, emails }).to.deep.equal({
      ...ledger,
      milestone,
      stars,
      spinChances,
      emails,
    });
    expect(milestone).to.deep.equal([{ likes_given: 50, earned_star: 0 }]);
    expect([stars, spinChances, emails]).to.deep.equal([[], [], []]);
    expect(crossed.milestone).to.deep.equal([{ likes_given: 50, earned_star: 1 }]);
    expect(crossed.stars).to.have.length(1);
    expect(crossed.spinChances).to.have.length(1);
    expect(crossed.emails).to.have.length(1);
    expect(countDelta(counts1, counts2)).to.deep.equal({
      ...countDelta(counts0, counts1),
      milestone_stars: 1,
      spin_chances: 1,
      emails: 1,
    });
  });
});
