import { expect } from 'chai';
import type supertest from 'supertest';
import { QueryTypes } from 'sequelize';
import { topEventsSchema } from '@fanlift/core';
import { login, startApi, type TestApi } from '../helpers/api';
import { createTestGame, gameEvents } from '../helpers/games';
import { testDb } from '../helpers/db';
import { startProcess, type RunningProcess } from '../helpers/processes';

/** GET /api/games/live-now (the home page's "Live now"): games in progress only, at most 6, with counts. */
describe('games: live now', function () {
  // A worker starts in the before hook: slow on a loaded machine.
  this.timeout(180_000);
  let api: TestApi;
  let worker: RunningProcess;
  let admin: supertest.Agent;
  const { apply } = gameEvents(() => admin);

  before(async () => {
    api = await startApi();
    worker = await startProcess('worker');
    admin = api.agent();
    await login(admin, 'admin@test.dev');
  });
  after(async () => {
    await worker?.kill();
    await api?.close();
  });

  const liveNow = async () =>
    topEventsSchema.parse((await api.agent().get('/api/games/live-now').expect(200)).body);
  const liveCount = async () => {
    const [row] = await testDb().sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games WHERE status = 'live'`,
      { type: QueryTypes.SELECT },
    );
    return row.n;
  };

  it('lists only games in progress (a scheduled one is not; one that went live is, until final), viewers and messages for each', async () => {
    const gameId = await createTestGame('basketball');
    let now = await liveNow();
    expect(now.games.map((g) => g.id)).to.not.include(gameId);

    await apply(gameId, { kind: 'status', status: 'live' });
    now = await liveNow();
    const live = await liveCount();
    expect(now.games.length).to.equal(Math.min(6, live));
    for (const g of now.games) expect(g.status).to.equal('live');
    expect(now.counts.map((c) => c.gameId)).to.deep.equal(now.games.map((g) => g.id));
    if (live <= 6) {
      expect(now.games.map((g) => g.id)).to.include(gameId);
      expect(now.counts.find((c) => c.gameId === gameId)).to.deep.equal({ gameId, viewers: 0, messages: 0 });
    }

    await apply(gameId, { kind: 'status', status: 'final' });
    expect((await liveNow()).games.map((g) => g.id)).to.not.include(gameId);
  });
});
