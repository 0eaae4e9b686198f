import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { bracketStructure, doublingRoundPoints, scorePicks, type BracketView } from '@fanlift/core';
import { fansWithUnfinishedPicks } from '@fanlift/db';
import { expectRanksHold, resetDemoBrackets, waitForRanking } from '../helpers/brackets';
import { login, startApi, uniqueEmail, type TestApi } from '../helpers/api';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { testDb } from '../helpers/db';
import { waitFor } from '../helpers/wait';

/** DESIGN §5 brackets: picks saved as made, locked at kickoff by the server, scored per round. */
describe('api: brackets', function () {
  this.timeout(60_000);
  let api: TestApi;
  let worker: RunningProcess;
  let adminAgent: ReturnType<TestApi['agent']>;
  before(async () => {
    // Results are ranked by the worker's brackets.rank job.
    [api, worker] = await Promise.all([startApi(), startProcess('worker')]);
    adminAgent = api.agent();
    await login(adminAgent, 'admin@test.dev', 'fan');
  });
  after(async () => {
    await worker?.kill();
    await api.close();
    // These tests move kickoffs and post results: give later test files the seeded demo brackets back.
    await resetDemoBrackets();
  });

  const sql = <T extends object>(query: string, bind: unknown[] = []) =>
    testDb().sequelize.query<T>(query, { bind, type: QueryTypes.SELECT });
  const view = async (agent = api.agent(), kind = 'cfp') => {
    const res = await agent.get(`/api/brackets/${kind}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body as BracketView;
  };
  const game = (v: BracketView, code: string) => v.games.find((g) => g.code === code)!;
  const fan = async (tag = 'bracket') => {
    const agent = api.agent();
    const user = await login(agent, uniqueEmail(tag), 'fan');
    return { agent, user };
  };
  const pick = (agent: ReturnType<TestApi['agent']>, code: string, schoolId: number, kind = 'cfp') =>
    agent.put(`/api/brackets/${kind}/picks/${code}`).send({ schoolId });
  const moveKickoff = (code: string, at: Date | string, kind = 'cfp') =>
    adminAgent
      .put(`/api/admin/brackets/${kind}/games/${code}`)
      .send({ kickoffAt: typeof at === 'string' ? at : at.toISOString() });
  const dbNow = async () => new Date((await sql<{ now: Date }>('SELECT now() AS now'))[0].now);

  it('serves the seeded CFP and men’s brackets to anyone: played, locked and open games', async () => {
    const v = await view();
    expect(v.teams).to.have.length(12);
    expect(v.games).to.have.length(11);
    expect(v.bracket.rounds.map((r) => r.points)).to.deep.equal([10, 20, 40, 80]);
    const r11 = game(v, 'R1-1');
    expect(r11.locked).to.equal(true);
    expect(r11.winnerSchoolId).to.equal(r11.top.schoolId); // from the linked game's final score
    expect(game(v, 'QF-1').top.schoolId).to.be.a('number');
    expect(game(v, 'QF-1').bottom.schoolId).to.equal(r11.winnerSchoolId);
    expect(game(v, 'R1-3').locked).to.equal(true);
    expect(game(v, 'R1-4').locked).to.equal(false);
    expect(v.entry).to.equal(null);
    const m = await view(api.agent(), 'mbb');
    expect(m.teams).to.have.length(68);
    expect(m.games).to.have.length(67);
    expect((await api.agent().get('/api/brackets/nba')).status).to.equal(404);
  });

  it('saves a pick as made; a reload shows it; changing an earlier pick clears the later ones', async () => {
    const { agent, user } = await fan();
    const v = await view(agent);
    const r14 = game(v, 'R1-4');
    const res = await pick(agent, 'R1-4', r14.bottom.schoolId!);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.entry.picks).to.deep.equal({ 'R1-4': r14.bottom.schoolId });
    expect((await pick(agent, 'QF-4', r14.bottom.schoolId!)).status).to.equal(200);
    const again = await view(agent);
    expect(again.entry?.fanId).to.equal(user.id);
    expect(again.entry?.picks).to.deep.equal({ 'R1-4': r14.bottom.schoolId, 'QF-4': r14.bottom.schoolId });
    const changed = await pick(agent, 'R1-4', r14.top.schoolId!);
    expect(changed.body.removed).to.deep.equal(['QF-4']);
    expect(changed.body.entry.picks).to.deep.equal({ 'R1-4': r14.top.schoolId });
  });

  it('refuses a pick for a team not in that game', async () => {
    const { agent } = await fan();
    const v = await view(agent);
    const oregon = game(v, 'QF-1').top.schoolId!;
    const bad = await pick(agent, 'R1-4', oregon);
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('not_in_game');
    // QF-1's bottom is the posted winner of R1-1, not the loser.
    const r11 = game(v, 'R1-1');
    const loser = r11.top.schoolId === r11.winnerSchoolId ? r11.bottom.schoolId! : r11.top.schoolId!;
    expect((await pick(agent, 'QF-1', loser)).body.error.code).to.equal('not_in_game');
    // A later game before its feeder is picked: only the known side can be picked.
    expect((await pick(agent, 'QF-4', game(v, 'R1-4').top.schoolId!)).status).to.equal(400);
    expect((await pick(agent, 'NOPE', oregon)).status).to.equal(404);
    expect((await agent.put('/api/brackets/cfp/picks/R1-4').send({ schoolId: 'x' })).status).to.equal(400);
  });

  it('refuses a pick sent one second after kickoff, by the server’s clock (not the client’s)', async () => {
    const { agent } = await fan('lock');
    const kickoff = new Date((await dbNow()).getTime() + 1500);
    expect((await moveKickoff('R1-4', kickoff)).status).to.equal(200);
    const v = await view(agent);
    expect(game(v, 'R1-4').locked).to.equal(false);
    expect(game(v, 'R1-4').kickoffAt).to.equal(kickoff.toISOString());
    const top = game(v, 'R1-4').top.schoolId!;
    expect((await pick(agent, 'R1-4', top)).status).to.equal(200);
    await waitFor(async () => (await dbNow()).getTime() >= kickoff.getTime() + 1000, { timeout: 10_000 });
    // The client claims an earlier time: it plays no part.
    const late = await agent
      .put('/api/brackets/cfp/picks/R1-4')
      .set('Date', new Date(kickoff.getTime() - 3_600_000).toUTCString())
      .send({ schoolId: game(v, 'R1-4').bottom.schoolId });
    expect(late.status).to.equal(409);
    expect(late.body.error.code).to.equal('pick_locked');
    expect(late.body.error.message).to.match(/kicked off/);
    expect((await view(agent)).entry?.picks['R1-4']).to.equal(top);
    expect(game(await view(agent), 'R1-4').locked).to.equal(true);
    expect((await moveKickoff('R1-4', new Date(Date.now() + 20 * 3_600_000))).status).to.equal(200);
  });

  it('another fan’s bracket cannot be written (or read, unless admin); athletes and visitors cannot pick', async () => {
    const a = await fan('owner');
    const b = await fan('other');
    const v = await view(a.agent);
    const top = game(v, 'R1-4').top.schoolId!;
    const bottom = game(v, 'R1-4').bottom.schoolId!;
    expect((await pick(a.agent, 'R1-4', top)).status).to.equal(200);
    for (const body of [
      { schoolId: bottom, userId: a.user.id },
      { schoolId: bottom, fanId: a.user.id },
    ]) {
      const res = await b.agent.put('/api/brackets/cfp/picks/R1-4').send(body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
    }
    expect(
      (await b.agent.put(`/api/brackets/cfp/entries/${a.user.id}/picks/R1-4`).send({ schoolId: bottom }))
        .status,
    ).to.equal(404);
    expect((await b.agent.get(`/api/brackets/cfp/entries/${a.user.id}`)).status).to.equal(403);
    expect((await pick(b.agent, 'R1-4', bottom)).status).to.equal(200); // b's own entry
    expect((await view(a.agent)).entry?.picks['R1-4']).to.equal(top);
    const read = await adminAgent.get(`/api/brackets/cfp/entries/${a.user.id}`);
    expect(read.status).to.equal(200);
    expect(read.body.entry.picks['R1-4']).to.equal(top);
    expect((await a.agent.get(`/api/brackets/cfp/entries/${a.user.id}`)).status).to.equal(200);
    const athlete = api.agent();
    await login(athlete, uniqueEmail('ath'), 'athlete');
    expect((await pick(athlete, 'R1-4', top)).status).to.equal(403);
    expect((await pick(api.agent(), 'R1-4', top)).status).to.equal(401);
    expect(
      (
        await api
          .agent()
          .put('/api/brackets/cfp/picks/R1-4')
          .set('X-Requested-With', '')
          .send({ schoolId: top })
      ).status,
    ).to.equal(403);
  });

  it('concurrent saves of one pick keep one row', async () => {
    const { agent, user } = await fan('race');
    const v = await view(agent);
    const g = game(v, 'R1-4');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pick(agent, 'R1-4', i % 2 ? g.top.schoolId! : g.bottom.schoolId!)),
    );
    expect(results.map((r) => r.status)).to.deep.equal(results.map(() => 200));
    const rows = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM bracket_picks p JOIN bracket_entries e ON e.id = p.entry_id
        JOIN bracket_games bg ON bg.id = p.bracket_game_id WHERE e.user_id = $1 AND bg.code = 'R1-4'`,
      [user.id],
    );
    expect(rows[0].n).to.equal(1);
    expect((await sql('SELECT 1 FROM bracket_entries WHERE user_id = $1', [user.id])).length).to.equal(1);
  });

  it('the reminder query lists fans with open games left to pick', async () => {
    const { agent, user } = await fan('remind');
    await testDb().sequelize.query('UPDATE users SET email_consent = true WHERE id = $1', {
      bind: [user.id],
    });
    const v = await view(agent, 'mbb');
    const ff4 = game(v, 'FF-4');
    expect(ff4.locked).to.equal(false);
    expect((await pick(agent, 'FF-4', ff4.top.schoolId!, 'mbb')).status).to.equal(200);
    const rows = await fansWithUnfinishedPicks(testDb().sequelize, 'mbb');
    const me = rows.find((r) => r.userId === user.id);
    expect(me).to.include({ picksMade: 1, openPicked: 1 });
    expect(me!.openGames).to.be.greaterThan(1);
  });

  it('scores a full bracket against a known answer; results (posted or from a game final) move the leaderboard', async () => {
    const s = bracketStructure('cfp');
    // Open every game, let two fans fill their brackets.
    const future = Date.now() + 3 * 3_600_000;
    for (const [i, g] of s.games.entries())
      expect((await moveKickoff(g.code, new Date(future + i * 60_000))).status).to.equal(200);
    await testDb().sequelize.query(
      `UPDATE bracket_games SET winner_school_id = NULL, top_score = NULL, bottom_score = NULL
        WHERE bracket_id = (SELECT id FROM brackets WHERE kind = 'cfp' ORDER BY season DESC LIMIT 1)`,
    );
    const v = await view();
    const seed = new Map(v.teams.map((t) => [t.seed, t.school.id]));
    // The known answer: the real 2024-25 playoff (seeds).
    const answerSeeds: Record<string, number> = {
      'R1-1': 8, 'R1-2': 5, 'R1-3': 6, 'R1-4': 7, 'QF-1': 8, 'QF-2': 5, 'QF-3': 6, 'QF-4': 7, 'SF-1': 8, 'SF-2': 7, F: 8,
    }; // prettier-ignore
    const chalkSeeds: Record<string, number> = {
      'R1-1': 8, 'R1-2': 5, 'R1-3': 6, 'R1-4': 7, 'QF-1': 1, 'QF-2': 4, 'QF-3': 3, 'QF-4': 2, 'SF-1': 1, 'SF-2': 2, F: 1,
    }; // prettier-ignore
    const ids = (m: Record<string, number>) =>
      Object.fromEntries(Object.entries(m).map(([c, sd]) => [c, seed.get(sd)!]));
    const answer = ids(answerSeeds);
    const perfect = await fan('perfect');
    const chalk = await fan('chalk');
    for (const g of s.games) {
      expect((await pick(perfect.agent, g.code, answer[g.code])).status, g.code).to.equal(200);
      expect((await pick(chalk.agent, g.code, ids(chalkSeeds)[g.code])).status, g.code).to.equal(200);
    }
    await perfect.agent.put('/api/brackets/cfp/tiebreaker').send({ points: 57 });
    await chalk.agent.put('/api/brackets/cfp/tiebreaker').send({ points: 50 });
    expect((await perfect.agent.put('/api/brackets/cfp/tiebreaker').send({ points: 999 })).status).to.equal(
      400,
    );
    // Every game kicks off; results are posted in order (R1-3 comes from its game-day game's final score).
    for (const g of s.games) await moveKickoff(g.code, new Date(Date.now() - 60_000));
    const board = async (agent = perfect.agent) =>
      (await agent.get('/api/brackets/cfp/leaderboard?limit=100')).body;
    for (const g of s.games) {
      const cur = game(await view(), g.code);
      const winner = answer[g.code];
      const winTop = cur.top.schoolId === winner;
      if (g.code === 'R1-3') {
        expect(cur.gameId).to.be.a('number');
        await testDb().sequelize.query(
          `UPDATE games SET status = 'final', home_score = $2, away_score = $3 WHERE id = $1`,
          { bind: [cur.gameId, winTop ? 38 : 10, winTop ? 10 : 38] },
        );
        continue;
      }
      const scores = g.code === 'F' ? (winTop ? [34, 23] : [23, 34]) : winTop ? [30, 20] : [20, 30];
      const res = await adminAgent
        .put(`/api/admin/brackets/cfp/games/${g.code}/result`)
        .send({ winnerSchoolId: winner, topScore: scores[0], bottomScore: scores[1] });
      expect(res.status, `${g.code} ${JSON.stringify(res.body)}`).to.equal(200);
    }
    // The ranking job ran after the last result (and the re-driver after the game final): stored = recomputed.
    await waitForRanking('cfp');
    await expectRanksHold('cfp');
    const final = await view(perfect.agent);
    expect(final.entry?.score).to.deep.equal({
      total: 280,
      correct: 11,
      decided: 11,
      byRound: [40, 80, 80, 80],
    });
    const chalkEntry = (await view(chalk.agent)).entry!;
    expect(chalkEntry.score.total).to.equal(40);
    // The same numbers from core's pure scoring.
    const results = Object.fromEntries(final.games.map((g) => [g.code, g.winnerSchoolId]));
    expect(scorePicks(s, doublingRoundPoints(4, 10), results, chalkEntry.picks).total).to.equal(40);
    const lb = await board();
    expect(lb.me).to.include({ rank: 1, score: 280, correct: 11 });
    const chalkRow = lb.rows.find((r: { fanId: number }) => r.fanId === chalk.user.id);
    expect(chalkRow.score).to.equal(40);
    expect(lb.rows[0].fanId).to.equal(perfect.user.id);
    // Admin participant list and CSV.
    const list = await adminAgent.get('/api/admin/brackets/cfp/participants?limit=200');
    expect(list.status).to.equal(200);
    const p = list.body.participants.find((x: { fanId: number }) => x.fanId === perfect.user.id);
    expect(p).to.include({ rank: 1, score: 280, picksMade: 11, picksTotal: 11, tiebreaker: 57 });
    const csv = await adminAgent.get('/api/admin/brackets/cfp/participants.csv');
    expect(csv.status).to.equal(200);
    expect(csv.headers['content-type']).to.match(/text\/csv/);
    expect(csv.text.split('\n')[0]).to.equal(
      'rank,fanId,name,email,picksMade,picksTotal,tiebreaker,score,correct,updatedAt',
    );
    expect(csv.text).to.contain(p.email);
    expect((await perfect.agent.get('/api/admin/brackets/cfp/participants')).status).to.equal(403);
    expect((await perfect.agent.get('/api/admin/brackets/cfp/participants.csv')).status).to.equal(403);
    // Locked after kickoff: no more changes, tiebreaker included.
    expect((await perfect.agent.put('/api/brackets/cfp/tiebreaker').send({ points: 10 })).status).to.equal(
      409,
    );
  });
});
