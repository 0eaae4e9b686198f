import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import {
  athleteAccount,
  athleteAllocations,
  athleteLikesSeries,
  athleteWalletOf,
  countSupporters,
  lockBalance,
  fanLikesGiven,
  foldLedgerShards,
  getFanProfile,
  getSchoolWithLikes,
  postJournal,
  topFans,
} from '@fanlift/db';
import { testDb } from '../helpers/db';
import { expectLedgerInvariants } from '../helpers/ledger-fixtures';
import { createAllocation, createAthlete, fundWallet, give, insertFan, sendLikes } from '../factories';
import { athleteState, freshSchool, joinSchool, sendInOneTrip, athleteOf, schoolOf } from './derived-helpers';

/**
 * Issue 27: the ledger-derived figures (supporters and top fans of athletes and schools, counts, allocations, the
 * dashboard's days, likes given, a fan's "supported") are kept with every journal and read through an index; each
 * read answers what it answered when it summed the ledger, and every figure equals its recomputation
 * (expectLedgerInvariants runs the derived checks) after sends, refunds, disputes and concurrent runs.
 */
/**
 * Run a send as the worker's job runs it: a transaction PostgreSQL ends with a deadlock (40P01) rolled back whole
 * and the job runs again. Two backends whose derived-row slots collide (pid mod 32) can meet in opposite order
 * between the one-statement send and the ledger_entries statement trigger of migration 0050 (see the closing note
 * of issue 27); the effect is one retry, never a lost or doubled like, which is what these tests check.
 */
async function asTheWorker<T>(send: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await send();
    } catch (err) {
      const code =
        (err as { original?: { code?: string }; code?: string }).original?.code ??
        (err as { code?: string }).code;
      if (code !== '40P01' || i >= attempts) throw err;
    }
  }
}

describe('derived figures of the ledger (issue 27)', () => {
  const sequelize = () => testDb().sequelize;

  it('sends to an athlete, an allocation and a school: every read is the derived figure, equal to the ledger', async () => {
    const school = await freshSchool();
    const [x, y] = [await createAthlete(), await createAthlete()];
    await joinSchool(x.id, school);
    const alloc = await createAllocation(x.id);
    const [f1, f2, f3] = [await insertFan(), await insertFan(), await insertFan()];
    await give(f1, athleteOf(x.id), 5);
    await give(f2, athleteOf(x.id), 3, { athleteId: x.id, allocationId: alloc.id, schoolId: null });
    await give(f3, schoolOf(school), 4);
    await give(f1, athleteOf(y.id), 2);

    const likesOf = (fans: { fanId: number; likes: number }[]) => fans.map((f) => [f.fanId, f.likes]);
    expect(likesOf(await topFans(sequelize(), { athleteId: x.id }))).to.deep.equal([
      [f1, 5],
      [f2, 3],
    ]);
    expect(await countSupporters(sequelize(), { athleteId: x.id })).to.equal(2);
    expect(likesOf(await topFans(sequelize(), { schoolId: school }))).to.deep.equal([
      [f1, 5],
      [f3, 4],
      [f2, 3],
    ]);
    expect(await countSupporters(sequelize(), { schoolId: school })).to.equal(3);
    expect(likesOf(await topFans(sequelize(), { schoolId: school, schoolOnly: true }))).to.deep.equal([
      [f3, 4],
    ]);
    expect(await countSupporters(sequelize(), { schoolId: school, schoolOnly: true })).to.equal(1);
    expect((await athleteAllocations(sequelize(), x.id)).map((a) => [a.id, a.likes])).to.deep.equal([
      [alloc.id, 3],
    ]);
    const s = (await getSchoolWithLikes(sequelize(), school))!;
    expect(s).to.include({ likes: 4, athleteLikes: 8, totalLikes: 12 });
    expect(s._count).to.deep.equal({ fanSelectedSchools: 0, athletes: 1 });
    expect(await athleteWalletOf(sequelize(), x.id, 100)).to.include({ likes: 8, supporters: 2 });
    const series = await athleteLikesSeries(sequelize(), x.id, 2);
    expect(series[1]).to.include({ likes: 8, total: 8 });
    expect(await fanLikesGiven(sequelize(), f1)).to.equal(7);
    const profile = (await getFanProfile(sequelize(), f1))!;
    expect(profile.supported.map((p) => [p.type, p.id, p.likes])).to.deep.equal([
      ['athlete', x.id, 5],
      ['athlete', y.id, 2],
    ]);
    await expectLedgerInvariants();
  });

  it('a refund and a dispute of guest likes take from the athlete exactly while 20 fans keep sending', async () => {
    const x = await createAthlete();
    const alloc = await createAllocation(x.id);
    const account = athleteAccount(x.id);
    const guestLike = (likes: number) =>
      sequelize().transaction((t) =>
        postJournal(t, {
          kind: 'stripe-guest-like',
          causeKey: `test-guest:${randomUUID()}`,
          meta: { athleteId: x.id, allocationId: alloc.id },
          lines: [
            { account: 'platform:card', amount: -likes },
            { account, amount: likes },
          ],
        }),
      );
    // As the worker's claw-back does: lock the account (shards folded), read what is there, take at most that.
    const clawBack = (kind: 'stripe-refund' | 'stripe-dispute', requested: number) =>
      sequelize().transaction(async (t) => {
        const clawed = Math.min(requested, await lockBalance(t, account));
        if (clawed > 0)
          await postJournal(t, {
            kind,
            causeKey: `test-${kind}:${randomUUID()}`,
            lines: [
              { account, amount: -clawed },
              { account: 'platform:refunds', amount: clawed },
            ],
          });
        return clawed;
      });
    await guestLike(50);
    const fans = await Promise.all(Array.from({ length: 20 }, () => insertFan()));
    await Promise.all(fans.map((f) => fundWallet(f, 5)));
    const [sent, refunded] = await Promise.all([
      Promise.all(
        fans.map((f, i) =>
          asTheWorker<unknown>(() => (i % 2 ? sendInOneTrip(f, x.id, 1) : sendLikes(f, athleteOf(x.id), 1))),
        ),
      ),
      clawBack('stripe-refund', 30),
    ]);
    expect(sent.every(Boolean)).to.equal(true);
    expect(refunded).to.equal(30);
    expect((await athleteState(x.id)).balance).to.equal(40);
    // A dispute asking more than is left takes what is left, never more.
    expect(await clawBack('stripe-dispute', 100)).to.equal(40);
    expect(await athleteState(x.id)).to.deep.equal({ balance: 0, likesReceived: 0 });
    expect((await athleteAllocations(sequelize(), x.id))[0].likes).to.equal(50);
    expect(await countSupporters(sequelize(), { athleteId: x.id })).to.equal(20);
    await expectLedgerInvariants();
  });

  it('40 fans send at once to one athlete and to two schools (one trip and general path): every figure exact', async () => {
    const [s1, s2] = [await freshSchool(), await freshSchool()];
    const x = await createAthlete();
    await joinSchool(x.id, s1);
    await joinSchool(x.id, s2);
    const fans = await Promise.all(Array.from({ length: 40 }, () => insertFan()));
    await Promise.all(fans.map((f) => fundWallet(f, 20)));
    await Promise.all(
      fans.flatMap((f, i) => [
        asTheWorker(() => sendInOneTrip(f, x.id, 2)),
        asTheWorker(() => sendLikes(f, athleteOf(x.id), 1)),
        asTheWorker(() => sendLikes(f, schoolOf(i % 2 ? s1 : s2), 3)),
      ]),
    );
    expect((await athleteState(x.id)).balance).to.equal(120);
    expect(await countSupporters(sequelize(), { athleteId: x.id })).to.equal(40);
    expect(await countSupporters(sequelize(), { schoolId: s1 })).to.equal(40);
    expect(await countSupporters(sequelize(), { schoolId: s1, schoolOnly: true })).to.equal(20);
    expect(await getSchoolWithLikes(sequelize(), s2)).to.include({ likes: 60, athleteLikes: 120 });
    await expectLedgerInvariants();
    await foldLedgerShards(sequelize());
    expect((await athleteState(x.id)).likesReceived).to.equal(120);
    await expectLedgerInvariants();
  });
});
