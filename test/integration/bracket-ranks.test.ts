import { expect } from 'chai';
import type supertest from 'supertest';
import type { BracketView, Leaderboard } from '@fanlift/core';
import { checkBracket, rankBracket } from '@fanlift/db';
import type { Realtime } from '../../realtime/src/server';
import { startApi, type TestApi } from '../helpers/api';
import {
  bracketIdOf,
  expectRanksHold,
  rankState,
  resetDemoBrackets,
  waitForRanking,
  cfpView,
} from '../helpers/brackets';
import { signInCookie } from '../helpers/games';
import { select, testDb } from '../helpers/db';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { connectSocket, nextEvent, startTestRealtime, type ClientSocket } from '../helpers/sockets';
import { ADMIN_EMAIL, bulkBracketEntries, removeBulkFans, signedInUser } from '../factories';

const TAG = 'rank-bulk';

/** Issue 27: bracket ranks stored by the brackets.rank job after each result; reads are reads of rows. */
describe('brackets: ranks by a job, read from stored rows', function () {
  this.timeout(120_000);
  let api: TestApi;
  let worker: RunningProcess;
  let node: Realtime;
  let socket: ClientSocket;
  let admin: supertest.Agent;
  const fans: { agent: supertest.Agent; id: number }[] = [];

  const board = async (agent: supertest.Agent, limit = 10) =>
    (await agent.get(`/api/brackets/cfp/leaderboard?limit=${limit}`)).body as Leaderboard;
  const game = (v: BracketView, code: string) => v.games.find((g) => g.code === code)!;
  const kickoff = (code: string, hours: number) =>
    admin
      .put(`/api/admin/brackets/cfp/games/${code}`)
      .send({ kickoffAt: new Date(Date.now() + hours * 3_600_000).toISOString() });
  const result = async (code: string, top: boolean) => {
    const g = game(await cfpView(admin), code);
    const res = await admin.put(`/api/admin/brackets/cfp/games/${code}/result`).send({
      winnerSchoolId: top ? g.top.schoolId : g.bottom.schoolId,
      topScore: top ? 27 : 17,
      bottomScore: top ? 17 : 27,
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  };
  /** A new fan who picks `code`'s top side (an open game). */
  const newFan = async (code = 'QF-2') => {
    const { agent, me } = await signedInUser(api, 'fan', { tag: 'rank-fan' });
    const g = game(await cfpView(agent), code);
    expect(
      (await agent.put(`/api/brackets/cfp/picks/${code}`).send({ schoolId: g.top.schoolId })).status,
    ).to.equal(200);
    return { agent, id: me.id };
  };

  before(async () => {
    await resetDemoBrackets();
    await bulkBracketEntries(TAG, 400);
    [api, worker, node] = await Promise.all([startApi(), startProcess('worker'), startTestRealtime()]);
    admin = (await signedInUser(api, 'fan', { email: ADMIN_EMAIL })).agent;
    const { cookie } = await signInCookie(api.url, { tag: 'rank-watch' });
    socket = await connectSocket(node.url, cookie);
    // Three fans pick R1-4's top side (open until it kicks off below).
    for (let i = 0; i < 3; i++) fans.push(await newFan('R1-4'));
  });
  after(async () => {
    socket?.close();
    await node?.close();
    await worker?.kill();
    await api?.close();
    await removeBulkFans(TAG);
    await resetDemoBrackets();
  });

  it('a posted result is ranked by the job and broadcast after its commit; stored figures equal the recomputation', async () => {
    expect((await kickoff('R1-4', -0.01)).status).to.equal(200);
    // The job's broadcast (a kickoff move broadcasts too, with its game's code).
    const scores = nextEvent(socket, 'bracket:scores', (p) => p.kind === 'cfp' && p.code === '');
    await result('R1-4', true);
    await scores;
    // The event came after the ranking committed: the leaderboard already shows it.
    const s = await rankState();
    expect(s.rankedSeq).to.equal(s.rankSeq);
    const lb = await board(fans[0].agent);
    expect(lb.total).to.equal(403);
    expect(lb.me).to.include({ fanId: fans[0].id, score: 10, correct: 1, picksMade: 1 });
    expect((await cfpView(fans[0].agent)).entry?.rank).to.equal(lb.me!.rank);
    const ranks = lb.rows.map((r) => r.rank);
    expect(ranks).to.deep.equal([...ranks].sort((a, b) => a - b));
    await expectRanksHold();
  });

  it('a correction re-ranks: the fans who picked the first winner lose its points', async () => {
    const before = await rankState();
    await result('R1-4', false);
    await waitForRanking();
    expect((await rankState()).rankedSeq).to.be.greaterThan(before.rankedSeq);
    expect((await board(fans[0].agent)).me).to.include({ score: 0, correct: 0 });
    await expectRanksHold();
  });

  it('a linked game going final on game day (no api call) is ranked through the re-driver', async () => {
    const g = game(await cfpView(admin), 'R1-3');
    expect(g.gameId).to.be.a('number');
    const before = await rankState();
    const scores = nextEvent(socket, 'bracket:scores', (p) => p.kind === 'cfp' && p.code === '', 20_000);
    await testDb().sequelize.query(
      `UPDATE games SET status = 'final', home_score = 31, away_score = 20 WHERE id = $1`,
      { bind: [g.gameId] },
    );
    expect((await rankState()).rankSeq).to.be.greaterThan(before.rankSeq);
    await scores;
    await waitForRanking();
    await expectRanksHold();
  });

  it('a new entry ranks from the class histogram without a job, and pages follow the stored order', async () => {
    const before = await rankState();
    const late = await newFan('QF-2');
    const [better] = await select<{ n: number }>(
      `SELECT count(*)::int AS n FROM bracket_ranks r JOIN brackets b ON b.id = r.bracket_id AND b.kind = 'cfp'
        WHERE r.score > 0`,
    );
    const lb = await board(late.agent);
    expect(lb.me).to.include({ fanId: late.id, rank: better.n + 1, score: 0, picksMade: 1 });
    expect(lb.total).to.equal(404);
    expect(await rankState()).to.deep.equal(before); // no ranking asked for
    await expectRanksHold();
    // Offset pages join up to the whole list: every participant once, ranks in order, the new fan last.
    const seen: number[] = [];
    const shown: number[] = [];
    for (let offset = 0; offset < 404; offset += 150) {
      const page = await admin.get(`/api/admin/brackets/cfp/participants?limit=150&offset=${offset}`);
      expect(page.status).to.equal(200);
      expect(page.body.total).to.equal(404);
      for (const p of page.body.participants as { fanId: number; rank: number }[]) {
        seen.push(p.fanId);
        shown.push(p.rank);
      }
    }
    expect(new Set(seen).size).to.equal(404);
    expect(shown).to.deep.equal([...shown].sort((a, b) => a - b));
    expect(seen[seen.length - 1]).to.equal(late.id);
  });

  it('the check finds a stored rank, total or pick count that differs from the recomputation', async () => {
    const id = await bracketIdOf('cfp');
    const [victim] = await select<{ entryId: number }>(
      'SELECT entry_id AS "entryId" FROM bracket_ranks WHERE bracket_id = $1 AND rank IS NOT NULL LIMIT 1',
      [id],
    );
    const q = (sql: string) => testDb().sequelize.query(sql, { bind: [victim.entryId] });
    await q('UPDATE bracket_ranks SET rank = rank + 7 WHERE entry_id = $1');
    await q('UPDATE bracket_entries SET picks_made = picks_made + 1 WHERE id = $1');
    await q(`UPDATE bracket_entry_counts SET entries = entries + 1 WHERE bracket_id =
               (SELECT bracket_id FROM bracket_entries WHERE id = $1) AND slot = 0`);
    const found = (await checkBracket(testDb().sequelize, id)).problems.join('\n');
    expect(found).to.match(new RegExp(`entry ${victim.entryId}: stored .*"rank"`));
    expect(found).to.match(new RegExp(`entry ${victim.entryId}: picks_made`));
    expect(found).to.match(/stored total 405, entries 404/);
    await q('UPDATE bracket_entries SET picks_made = picks_made - 1 WHERE id = $1');
    await q(`UPDATE bracket_entry_counts SET entries = entries - 1 WHERE bracket_id =
               (SELECT bracket_id FROM bracket_entries WHERE id = $1) AND slot = 0`);
    // The job rewrites whatever differs from its ranking (here or in the worker, whichever runs first).
    await testDb().sequelize.query('UPDATE brackets SET rank_seq = rank_seq + 1 WHERE id = $1', {
      bind: [id],
    });
    await rankBracket(testDb().sequelize, id);
    await waitForRanking();
    await expectRanksHold();
  });

  it('new points per round re-rank every entry', async () => {
    expect((await admin.put('/api/admin/brackets/cfp/scoring').send({ basePoints: 5 })).status).to.equal(200);
    await waitForRanking();
    await expectRanksHold();
    const top = (await board(admin)).rows[0];
    expect(top.score % 5).to.equal(0);
    expect((await admin.put('/api/admin/brackets/cfp/scoring').send({ basePoints: 10 })).status).to.equal(
      200,
    );
    await waitForRanking();
    await expectRanksHold();
  });

  it('a pick on a decided game that an admin reopened moves the score and asks for a ranking', async () => {
    expect((await kickoff('R1-4', 2)).status).to.equal(200);
    const before = await rankState();
    const g = game(await cfpView(fans[1].agent), 'R1-4');
    const winner = g.winnerSchoolId!;
    expect(
      (await fans[1].agent.put('/api/brackets/cfp/picks/R1-4').send({ schoolId: winner })).status,
    ).to.equal(200);
    expect((await rankState()).rankSeq).to.be.greaterThan(before.rankSeq);
    await waitForRanking();
    expect((await board(fans[1].agent)).me).to.include({ score: 10, correct: 1 });
    await expectRanksHold();
    expect((await kickoff('R1-4', -0.01)).status).to.equal(200);
  });
});
