import { expect } from 'chai';
import type supertest from 'supertest';
import { gameDetailSchema, gameListSchema } from '@fanlift/core';
import type { Realtime } from '../../realtime/src/server';
import { login, startApi, uniqueEmail, type TestApi } from '../helpers/api';
import { createTestGame, gameEvents, signInCookie } from '../helpers/games';
import {
  connectSocket,
  nextEvent,
  startTestRealtime,
  type ClientSocket as GameSocket,
} from '../helpers/sockets';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait';
import { fundWallet } from '../factories';

describe('games: operator events through the games queue, worker, broadcast', function () {
  this.timeout(60_000);
  let api: TestApi;
  let worker: RunningProcess;
  let node: Realtime;
  let admin: supertest.Agent;
  let fan: supertest.Agent;
  const sockets: GameSocket[] = [];

  /** post: the admin's event request; apply: post and wait until the worker applied (or refused) it. */
  const { post, apply } = gameEvents(() => admin);

  before(async () => {
    api = await startApi();
    worker = await startProcess('worker');
    node = await startTestRealtime();
    admin = api.agent();
    await login(admin, 'admin@test.dev');
    fan = api.agent();
    await login(fan, uniqueEmail('games-fan'));
  });

  after(async () => {
    for (const s of sockets) s.close();
    await node?.close();
    await worker?.kill();
    await api?.close();
  });

  it('an admin takes a game live, scores and plays; the worker stores them in order and broadcasts game:update', async () => {
    const gameId = await createTestGame('football');
    const { cookie } = await signInCookie(api.url, { tag: 'games-watch' });
    const socket = await connectSocket(node.url, cookie);
    sockets.push(socket);
    expect(await socket.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });

    const live = nextEvent(socket, 'game:update', (u) => u.gameId === gameId && u.status === 'live');
    expect((await apply(gameId, { kind: 'status', status: 'live' })).status).to.equal('applied');
    const update = await live;
    expect(update.game).to.include({ status: 'live', period: 1, clock: '15:00' });

    const scored = nextEvent(socket, 'game:update', (u) => u.homeScore === 7);
    const play = await apply(gameId, {
      kind: 'play',
      playKind: 'touchdown',
      description: 'Touchdown from 12 yards',
      team: 'home',
      points: 7,
    });
    expect(play.status).to.equal('applied');
    const u = await scored;
    expect(u.plays.map((p) => p.description)).to.deep.equal(['Touchdown from 12 yards']);
    expect(
      await apply(gameId, {
        kind: 'clock',
        period: 1,
        clockSeconds: 600,
        down: 2,
        distance: 7,
        ballOn: 40,
        possession: 'away',
      }),
    ).to.include({ status: 'applied' });

    const detail = gameDetailSchema.parse((await api.agent().get(`/api/games/${gameId}`)).body);
    expect(detail).to.include({ status: 'live', period: 1, clock: '10:00', eventSeq: 3 });
    expect(detail.home.score).to.equal(7);
    expect(detail.football).to.deep.equal({ possession: 'away', down: 2, distance: 7, ballOn: 40 });
    expect(detail.plays[0]).to.include({ kind: 'touchdown', homeScore: 7, awayScore: 0, team: 'home' });
    expect(detail.athletes.length).to.be.greaterThan(0);
  });

  it('refuses bad and out-of-order events clearly, and changes nothing', async () => {
    const gameId = await createTestGame('basketball');
    // Not live yet.
    let res = await post(gameId, { kind: 'score', homeScore: 2, awayScore: 0 });
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('not_live');
    await apply(gameId, { kind: 'status', status: 'live' });
    await apply(gameId, { kind: 'score', homeScore: 10, awayScore: 8 });
    await apply(gameId, { kind: 'clock', period: 1, clockSeconds: 900 });

    const refusals: [object, number, string][] = [
      [{ kind: 'score', homeScore: 9, awayScore: 8 }, 409, 'out_of_order'], // score down
      [{ kind: 'clock', period: 1, clockSeconds: 1000 }, 409, 'out_of_order'], // clock back up
      [{ kind: 'clock', period: 2, clockSeconds: 1500 }, 400, 'invalid_event'], // longer than a half
      [{ kind: 'clock', period: 1, clockSeconds: 800, down: 2 }, 400, 'invalid_event'], // football field
      [{ kind: 'status', status: 'live' }, 409, 'out_of_order'], // already live
      [{ kind: 'score', homeScore: 12, awayScore: 8, afterSeq: 1 }, 409, 'out_of_order'], // stale afterSeq
      [{ kind: 'play', playKind: 'two', description: 'x', points: 2 }, 400, 'invalid_event'], // no team
      [{ kind: 'score', homeScore: -1, awayScore: 0 }, 400, 'validation_error'],
      [{ kind: 'goal' }, 400, 'validation_error'],
      [{ kind: 'score', homeScore: 11, awayScore: 8, extra: true }, 400, 'validation_error'],
    ];
    for (const [body, status, code] of refusals) {
      res = await post(gameId, body);
      expect(res.status, JSON.stringify(body)).to.equal(status);
      expect(res.body.error.code, JSON.stringify(body)).to.equal(code);
      expect(res.body.error.message).to.be.a('string').and.not.empty;
    }
    // Period back.
    await apply(gameId, { kind: 'clock', period: 2, clockSeconds: 1200 });
    res = await post(gameId, { kind: 'clock', period: 1, clockSeconds: 100 });
    expect(res.body.error).to.include({ code: 'out_of_order' });

    // Fans are not operators; an unknown game is a 404.
    expect(
      (await fan.post(`/api/admin/games/${gameId}/events`).send({ kind: 'status', status: 'final' })).status,
    ).to.equal(403);
    expect((await post(99_999_999, { kind: 'status', status: 'live' })).status).to.equal(404);

    await apply(gameId, { kind: 'status', status: 'final' });
    res = await post(gameId, { kind: 'score', homeScore: 20, awayScore: 8 });
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('game_final');
    const game = gameDetailSchema.parse((await api.agent().get(`/api/games/${gameId}`)).body);
    expect(game).to.include({ status: 'final', eventSeq: 5 });
    expect([game.home.score, game.away.score]).to.deep.equal([10, 8]);
  });

  it('a repeated Idempotency-Key is one event; a burst of plays is applied in order', async () => {
    const gameId = await createTestGame('basketball');
    await apply(gameId, { kind: 'status', status: 'live' });
    const a = await post(
      gameId,
      { kind: 'play', playKind: 'three', description: 'Three!', team: 'away', points: 3 },
      'key-12345678',
    );
    const b = await post(
      gameId,
      { kind: 'play', playKind: 'three', description: 'Three!', team: 'away', points: 3 },
      'key-12345678',
    );
    expect(a.status).to.equal(202);
    expect(b.body.id).to.equal(a.body.id);
    const c = await post(
      gameId,
      { kind: 'play', playKind: 'two', description: 'Other', team: 'away', points: 2 },
      'key-12345678',
    );
    expect(c.status).to.equal(409);

    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(gameId, {
          kind: 'play',
          playKind: 'two',
          description: `Bucket ${i}`,
          team: i % 2 ? 'home' : 'away',
          points: 2,
        }),
      ),
    );
    expect(burst.every((r) => r.status === 202)).to.equal(true);
    const seqs = burst.map((r) => r.body.seq as number).sort((x, y) => x - y);
    expect(new Set(seqs).size).to.equal(12);
    await waitFor(async () => (await api.agent().get(`/api/games/${gameId}`)).body.eventSeq === 14, {
      timeout: 20_000,
      message: 'all events applied',
    });
    const game = gameDetailSchema.parse((await api.agent().get(`/api/games/${gameId}`)).body);
    expect(game.home.score).to.equal(12);
    expect(game.away.score).to.equal(15);
    // Plays are stored in sequence: each play's running score is consistent with the one before it.
    const plays = [...game.plays].reverse();
    for (let i = 1; i < plays.length; i++)
      expect(
        plays[i].homeScore + plays[i].awayScore - plays[i - 1].homeScore - plays[i - 1].awayScore,
      ).to.equal(plays[i].points);
  });

  it('lists games live first, by sport, school, conference and kickoff window; Top Events shows featured games', async () => {
    const gameId = await createTestGame('football', { kickoffAt: new Date(Date.now() + 2 * 86_400_000) });
    const one = gameDetailSchema.parse((await api.agent().get(`/api/games/${gameId}`)).body);
    const list = gameListSchema.parse(
      (
        await api
          .agent()
          .get('/api/games')
          .query({ sport: 'football', schoolId: one.home.schoolId, limit: 200 })
      ).body,
    );
    expect(list.games.map((g) => g.id)).to.include(gameId);
    expect(
      list.games.every(
        (g) =>
          g.sport === 'football' &&
          (g.home.schoolId === one.home.schoolId || g.away.schoolId === one.home.schoolId),
      ),
    ).to.equal(true);
    const statuses = (await api.agent().get('/api/games').query({ limit: 200 })).body.games.map(
      (g: { status: string }) => g.status,
    );
    const firstNotLive = statuses.findIndex((s: string) => s !== 'live');
    expect(statuses.slice(firstNotLive).includes('live')).to.equal(false);
    const window = gameListSchema.parse(
      (
        await api
          .agent()
          .get('/api/games')
          .query({
            from: new Date(Date.now() + 86_400_000).toISOString(),
            to: new Date(Date.now() + 3 * 86_400_000).toISOString(),
            limit: 200,
          })
      ).body,
    );
    expect(window.games.map((g) => g.id)).to.include(gameId);
    expect((await api.agent().get('/api/games').query({ sport: 'hockey' })).status).to.equal(400);
    expect((await api.agent().get('/api/games/abc')).status).to.equal(404);

    expect(
      (await admin.patch(`/api/admin/games/${gameId}`).send({ featured: true, slowModeSeconds: 5 })).body,
    ).to.include({ featured: true, slowModeSeconds: 5 });
    const top = (await api.agent().get('/api/games/top-events')).body as {
      games: { id: number }[];
      counts: { gameId: number; messages: number }[];
    };
    expect(top.games.map((g) => g.id)).to.include(gameId);
    expect(top.counts.find((c) => c.gameId === gameId)).to.include({ messages: 0 });
    expect((await fan.patch(`/api/admin/games/${gameId}`).send({ featured: false })).status).to.equal(403);
  });

  it('top supporters this game: likes sent to its schools while it is live', async () => {
    const gameId = await createTestGame('football');
    await apply(gameId, { kind: 'status', status: 'live' });
    const game = gameDetailSchema.parse((await api.agent().get(`/api/games/${gameId}`)).body);
    const supporter = api.agent();
    const me = await login(supporter, uniqueEmail('supporter'));
    await fundWallet(me.id, 10);
    const { cookie } = await signInCookie(api.url, { tag: 'board' });
    const socket = await connectSocket(node.url, cookie);
    sockets.push(socket);
    await socket.timeout(5_000).emitWithAck('game:join', { gameId });
    // The board refetches on the game's goal (a viewer is in the game's room only, not its schools').
    const changed = nextEvent(socket, 'game:goal', (p) => p.gameId === gameId && p.likes === 2, 20_000);
    const res = await supporter
      .post('/api/likes/send')
      .set('Idempotency-Key', `board-${gameId}-1`)
      .send({ schoolId: game.home.schoolId, likes: 2 });
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const commandId =
      (res.body as { commandId?: string; id?: string }).commandId ?? (res.body as { id: string }).id;
    const done = await waitFor(
      async () => {
        const c = (await supporter.get(`/api/commands/${commandId}`)).body as { status: string };
        return c.status !== 'pending' ? c : null;
      },
      { timeout: 20_000, message: 'send applied' },
    );
    expect(done, JSON.stringify(done)).to.include({ status: 'applied' });
    await changed; // a viewer of the game hears its goal move: the board refetches
    const board = await waitFor(
      async () => {
        const b = (await api.agent().get(`/api/games/${gameId}/supporters`)).body as {
          supporters: { userId: number; likes: number }[];
        };
        return b.supporters.length ? b : null;
      },
      { timeout: 20_000, message: 'supporters board' },
    );
    expect(board.supporters[0]).to.include({ userId: me.id, likes: 2 });
  });

  it('Top Events counts live viewers (reported by every realtime node through Redis) and chat messages', async () => {
    const gameId = await createTestGame('basketball');
    await admin.patch(`/api/admin/games/${gameId}`).send({ featured: true }).expect(200);
    const { cookie } = await signInCookie(api.url, { tag: 'viewer' });
    const socket = await connectSocket(node.url, cookie);
    sockets.push(socket);
    await socket.timeout(5_000).emitWithAck('game:join', { gameId });
    await socket.timeout(5_000).emitWithAck('chat:send', { gameId, text: 'hello' });
    const counts = await waitFor(
      async () => {
        const top = (await api.agent().get('/api/games/top-events')).body as {
          counts: { gameId: number; viewers: number; messages: number }[];
        };
        const c = top.counts.find((x) => x.gameId === gameId);
        return c && c.viewers === 1 ? c : null;
      },
      { timeout: 15_000, message: 'one viewer counted' },
    );
    expect(counts).to.deep.equal({ gameId, viewers: 1, messages: 1 });
  });
});
