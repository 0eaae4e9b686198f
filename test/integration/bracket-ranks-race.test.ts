import { expect } from 'chai';
import type supertest from 'supertest';
import type { Transaction } from 'sequelize';
import { rankBracket } from '@fanlift/db';
import { startApi, type TestApi } from '../helpers/api';
import {
  bracketIdOf,
  expectRanksHold,
  rankState,
  resetDemoBrackets,
  waitForRanking,
  cfpView,
} from '../helpers/brackets';
import { select, testDb } from '../helpers/db';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait';
import { ADMIN_EMAIL, bulkBracketEntries, removeBulkFans, signedInUser } from '../factories';

const TAG = 'rank-race';

/** Issue 27: ranking jobs under concurrency: saves during a job, jobs racing, a stale job. */
describe('brackets: ranking jobs under concurrency', function () {
  this.timeout(180_000);
  let api: TestApi;
  let worker: RunningProcess | undefined;
  let admin: supertest.Agent;
  let bracketId: number;
  const sequelize = () => testDb().sequelize;

  const pickTop = async (agent: supertest.Agent, code: string) => {
    const g = (await cfpView(agent)).games.find((x) => x.code === code)!;
    return agent.put(`/api/brackets/cfp/picks/${code}`).send({ schoolId: g.top.schoolId });
  };
  /** Change a decided game's posted result in the database (a correction; the trigger moves the sequence). */
  const flipResult = (code: string) =>
    sequelize().query(
      `UPDATE bracket_games bg SET winner_school_id =
         CASE WHEN g.home_school_id = COALESCE(bg.winner_school_id, CASE WHEN g.home_score > g.away_score
                THEN g.home_school_id ELSE g.away_school_id END) THEN g.away_school_id ELSE g.home_school_id END
         FROM games g WHERE g.id = bg.game_id AND bg.bracket_id = $1 AND bg.code = $2`,
      { bind: [bracketId, code] },
    );
  const jobWaiting = async () => {
    const [r] = await select<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%UPDATE bracket_ranks r SET%'`,
    );
    return r.n > 0;
  };

  before(async () => {
    await resetDemoBrackets();
    bracketId = await bracketIdOf('cfp');
    await bulkBracketEntries(TAG, 3000);
    api = await startApi();
    admin = (await signedInUser(api, 'fan', { email: ADMIN_EMAIL })).agent;
  });
  after(async () => {
    await worker?.kill();
    await api?.close();
    await removeBulkFans(TAG);
    await resetDemoBrackets();
  });

  it('two jobs racing: one ranks, the other finds the ranking current; a stale job changes nothing', async () => {
    await flipResult('R1-1');
    const target = (await rankState()).rankSeq;
    const outs = await Promise.all([
      rankBracket(sequelize(), bracketId),
      rankBracket(sequelize(), bracketId),
    ]);
    expect(outs.map((o) => o.ranked).sort()).to.deep.equal([false, true]);
    expect(outs.find((o) => o.ranked)).to.include({ seq: target, entries: 3000 });
    expect(await rankState()).to.deep.equal({ rankSeq: target, rankedSeq: target });
    await expectRanksHold();
    // A job enqueued for an older sequence, run late: nothing to do, nothing written.
    const late = await rankBracket(sequelize(), bracketId);
    expect(late).to.include({ ranked: false, changed: 0, seq: target });
    await expectRanksHold();
  });

  it('picks saved and entries created while a ranking job runs neither wait for it nor spoil it', async () => {
    const regulars: supertest.Agent[] = [];
    for (let i = 0; i < 8; i++) {
      const { agent } = await signedInUser(api, 'fan', { tag: 'race-regular' });
      expect((await pickTop(agent, 'R1-4')).status).to.equal(200);
      regulars.push(agent);
    }
    await rankBracket(sequelize(), bracketId);
    // Hold the stored ranks: the job computes its ranking, then waits to write it.
    const hold: Transaction = await sequelize().transaction();
    await sequelize().query('SELECT 1 FROM bracket_ranks WHERE bracket_id = $1 FOR UPDATE', {
      bind: [bracketId],
      transaction: hold,
    });
    await flipResult('R1-2');
    const job = rankBracket(sequelize(), bracketId);
    try {
      await waitFor(jobWaiting, { timeout: 20_000, message: 'the job waiting to write its ranking' });
      const newcomers = await Promise.all(
        Array.from({ length: 8 }, () => signedInUser(api, 'fan', { tag: 'race-new' })),
      );
      const saves = await Promise.all([
        ...regulars.map((a) => pickTop(a, 'QF-4')),
        ...newcomers.map((n) => pickTop(n.agent, 'R1-4')),
      ]);
      expect(saves.map((r) => r.status)).to.deep.equal(saves.map(() => 200));
      expect(await jobWaiting()).to.equal(true); // the saves did not wait for the job
    } finally {
      await hold.commit();
    }
    expect(await job).to.include({ ranked: true, entries: 3008 });
    // The newcomers came after the job's snapshot: unranked, ranked from the classes; everything holds.
    const [unranked] = await select<{ n: number }>(
      'SELECT count(*)::int AS n FROM bracket_ranks WHERE bracket_id = $1 AND position IS NULL',
      [bracketId],
    );
    expect(unranked.n).to.equal(8);
    await expectRanksHold();
  });

  it('results posted back to back through the api: the worker’s jobs end at the latest ranking', async () => {
    worker = await startProcess('worker');
    await admin
      .put('/api/admin/brackets/cfp/games/R1-4')
      .send({ kickoffAt: new Date(Date.now() - 60_000).toISOString() });
    const g = (await cfpView(admin)).games.find((x) => x.code === 'R1-4')!;
    const post = (schoolId: number | null) =>
      admin.put('/api/admin/brackets/cfp/games/R1-4/result').send({ winnerSchoolId: schoolId });
    const res = await Promise.all([post(g.top.schoolId), post(g.bottom.schoolId), post(g.top.schoolId)]);
    expect(
      res.map((r) => r.status),
      JSON.stringify(res.map((r) => r.body)),
    ).to.deep.equal([200, 200, 200]);
    // One of them linked the next game's game-day game; the others found it linked.
    expect(res.filter((r) => r.body.linkedGameId !== null)).to.have.length(1);
    await waitForRanking();
    const s = await rankState();
    expect(s.rankedSeq).to.equal(s.rankSeq);
    await expectRanksHold();
  });
});
