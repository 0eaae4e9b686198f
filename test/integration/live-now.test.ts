import { expect } from 'chai';
import type supertest from 'supertest';
import { QueryTypes } from 'sequelize';
import { topEventsSchema } from '@fanlift/core';
import { login, startApi, type TestApi } from '../helpers/api';
import { createTestGame, gameEvents, signInCookie } from '../helpers/games';
import { connectSocket, startTestRealtime, type ClientSocket } from '../helpers/sockets';
import { waitFor } from '../helpers/wait';
import type { Realtime } from '../../realtime/src/server';
import { testDb } from '../helpers/db';
import { startProcess, type RunningProcess } from '../helpers/processes';

/** GET /api/games/live-now (the home page's "Live now"): games in progress only, at most 6, with counts. */
describe('games: live now', function () {
  // A worker starts in the before hook: slow on a loaded machine.
  this.timeout(180_000);
  let api: TestApi;
  let worker: RunningProcess;
  let node: Realtime;
  let admin: supertest.Agent;
  const sockets: ClientSocket[] = [];
  const { apply } = gameEvents(() => admin);

  before(async () => {
    api = await startApi();
    worker = await startProcess('worker');
    node = await startTestRealtime();
    admin = api.agent();
    await login(admin, 'admin@test.dev');
  });
  after(async () => {
    for (const s of sockets) s.close();
    await node?.close();
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

  it('Live now puts the most-watched games first, whatever their kickoff (viewers from the realtime nodes)', async () => {
    // Three live games: the earliest kickoff nobody watches, the next one viewer, the latest two.
    const soon = (min: number) => new Date(Date.now() - 3600_000 + min * 60_000);
    const [quiet, one, two] = [
      await createTestGame('football', { kickoffAt: soon(0) }),
      await createTestGame('basketball', { kickoffAt: soon(1) }),
      await createTestGame('football', { kickoffAt: soon(2) }),
    ];
    for (const gameId of [quiet, one, two]) await apply(gameId, { kind: 'status', status: 'live' });
    const watch = async (gameId: number, tag: string) => {
      const { cookie } = await signInCookie(api.url, { tag });
      const socket = await connectSocket(node.url, cookie);
      sockets.push(socket);
      expect(await socket.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });
    };
    await watch(one, 'live-now-a');
    await watch(two, 'live-now-b');
    await watch(two, 'live-now-c');
    const now = await waitFor(
      async () => {
        const body = topEventsSchema.parse((await api.agent().get('/api/games/live-now').expect(200)).body);
        const viewers = (id: number) => body.counts.find((c) => c.gameId === id)?.viewers;
        return viewers(two) === 2 && viewers(one) === 1 ? body : null;
      },
      { timeout: 20_000, message: 'viewers of both games counted' },
    );
    const order = now.games.map((g) => g.id);
    expect(order.indexOf(two)).to.equal(0);
    expect(order.indexOf(one)).to.equal(1);
    // Every game after them has fewer viewers, in kickoff order among equals.
    const viewers = now.counts.map((c) => c.viewers);
    expect(viewers).to.deep.equal([...viewers].sort((a, b) => b - a));
    for (let i = 1; i < now.games.length; i++)
      if (viewers[i] === viewers[i - 1])
        expect(Date.parse(now.games[i].kickoffAt), 'equal viewers: kickoff order').to.be.at.least(
          Date.parse(now.games[i - 1].kickoffAt),
        );
    expect(now.games.every((g) => g.status === 'live')).to.equal(true);
    expect(now.games.length).to.be.at.most(6);
    for (const gameId of [quiet, one, two]) await apply(gameId, { kind: 'status', status: 'final' });
  });
});
