import { expect } from 'chai';
import type { CheerAck } from '@fanlift/core';
import { startApi, type TestApi } from '../helpers/api';
import { connectSocket, createTestGame, nextEvent, signInCookie, type GameSocket } from '../helpers/games';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { startTestRealtime } from '../helpers/sockets';
import { select } from '../helpers/db';
import { countRows, expectLedgerInvariants, fanBalance, newKey } from '../helpers/ledger-fixtures';
import { waitFor } from '../helpers/wait';
import { cheer, cheeringFan, CHEERS_ENV, makeLive, playerOf } from './cheers-helpers';

type Realtime = Awaited<ReturnType<typeof startTestRealtime>>;

/** `chat:cheer` as this socket, with its ack. */
const cheerOnSocket = (socket: GameSocket, payload: Record<string, unknown>): Promise<CheerAck> =>
  socket.timeout(10_000).emitWithAck('chat:cheer', payload as Parameters<GameSocket['emitWithAck']>[1]);

describe('cheers from the chat’s socket (issue 28): realtime applies them through the ledger, two nodes', function () {
  this.timeout(120_000);
  let api: TestApi;
  let worker: RunningProcess;
  let node1: Realtime;
  let node2: Realtime;
  const sockets: GameSocket[] = [];
  const track = <T extends { socket: GameSocket }>(x: T) => (sockets.push(x.socket), x);

  before(async () => {
    api = await startApi();
    [worker, node1, node2] = await Promise.all([
      startProcess('worker', CHEERS_ENV),
      startTestRealtime(CHEERS_ENV),
      startTestRealtime(CHEERS_ENV),
    ]);
  });
  after(async () => {
    for (const s of sockets) s.close();
    await Promise.all([worker?.kill(), node1?.close(), node2?.close()]);
    await api?.close();
  });
  afterEach(() => expectLedgerInvariants());

  it('one command per key: applied at once, pinned on the other node, the balance to the fan; the route with the key is the same command', async () => {
    const gameId = await createTestGame('football');
    const game = await makeLive(api, gameId);
    const athleteId = playerOf(game, 'away');
    const a = track(await cheeringFan(api, node1.url, gameId, { likes: 60, tag: 'sock-a' }));
    const b = track(await cheeringFan(api, node2.url, gameId, { tag: 'sock-b' }));
    const seen = nextEvent(b.socket, 'chat:message', (m) => m.cheer != null);
    const balance = nextEvent(a.socket, 'wallet:balance', () => true);
    const idempotencyKey = newKey();
    const body = { athleteId, likes: 12, message: '  Go   go!  ' };
    const first = await cheerOnSocket(a.socket, { gameId, idempotencyKey, ...body });
    expect(first.ok, JSON.stringify(first)).to.equal(true);
    expect(first.command).to.include({ kind: 'cheer', status: 'applied', replayed: false });
    expect(first.command!.result).to.include({ likes: 12, balance: 48, gameId, athleteId, givenToday: 12 });
    const m = await seen;
    expect(m).to.include({ id: first.command!.result!.messageId, userId: a.user.id, text: 'Go go!' });
    expect(m.cheer).to.include({ likes: 12 });
    expect((await balance).balance).to.equal(48);

    // The same key again, on the socket and on the route: the same command, nothing applied twice.
    const again = await cheerOnSocket(a.socket, { gameId, idempotencyKey, ...body });
    expect(again.command).to.include({ commandId: first.command!.commandId, replayed: true });
    const viaRoute = await cheer(api, a.user.cookie, gameId, body, idempotencyKey);
    expect(viaRoute.status, JSON.stringify(viaRoute.body)).to.equal(200);
    expect(viaRoute.body).to.include({ commandId: first.command!.commandId, replayed: true });
    // The key with another body: refused, nothing staged.
    const other = await cheerOnSocket(a.socket, { gameId, idempotencyKey, ...body, likes: 13 });
    expect(other).to.include({ ok: false, error: 'conflict' });
    expect(await fanBalance(a.user.id)).to.equal(48);
    expect(
      await countRows(`SELECT count(*) AS n FROM chat_messages WHERE game_id = $1 AND kind = 'cheer'`, [
        gameId,
      ]),
    ).to.equal(1);
    expect(
      await countRows(`SELECT count(*) AS n FROM commands WHERE user_id = $1 AND kind = 'cheer'`, [
        a.user.id,
      ]),
    ).to.equal(1);
    // The goal counts it, from the ledger.
    await waitFor(async () => (await goalOf(gameId)) === 12, { message: 'the goal at 12' });
  });

  it('refuses with the ledger’s words and changes nothing: no likes, not live, not in the game; not joined, an athlete, a bad payload', async () => {
    const gameId = await createTestGame('basketball');
    const poor = track(await cheeringFan(api, node1.url, gameId, { likes: 3, tag: 'sock-poor' }));
    const [{ home }] = await select<{ home: number }>(
      'SELECT home_school_id AS home FROM games WHERE id = $1',
      [gameId],
    );
    const notLive = await cheerOnSocket(poor.socket, {
      gameId,
      idempotencyKey: newKey(),
      schoolId: home,
      likes: 1,
    });
    expect(notLive).to.include({ ok: false, error: 'game_not_live' });
    expect(notLive.command).to.include({ status: 'failed' });
    await makeLive(api, gameId);
    const tooMany = await cheerOnSocket(poor.socket, {
      gameId,
      idempotencyKey: newKey(),
      schoolId: home,
      likes: 5,
    });
    expect(tooMany).to.include({ ok: false, error: 'insufficient_balance' });
    expect(tooMany.message).to.be.a('string').and.not.equal('');
    const [{ outsider }] = await select<{ outsider: number }>(
      'SELECT id AS outsider FROM schools WHERE id NOT IN (SELECT home_school_id FROM games WHERE id = $1) AND id NOT IN (SELECT away_school_id FROM games WHERE id = $1) ORDER BY id LIMIT 1',
      [gameId],
    );
    const notIn = await cheerOnSocket(poor.socket, {
      gameId,
      idempotencyKey: newKey(),
      schoolId: outsider,
      likes: 1,
    });
    expect(notIn).to.include({ ok: false, error: 'not_in_game' });
    const bad = await cheerOnSocket(poor.socket, { gameId, idempotencyKey: newKey(), likes: 1 });
    expect(bad).to.include({ ok: false, error: 'invalid_payload' });
    const noKey = await cheerOnSocket(poor.socket, { gameId, schoolId: home, likes: 1 });
    expect(noKey).to.include({ ok: false, error: 'invalid_payload' });

    const otherGame = await createTestGame('basketball');
    await makeLive(api, otherGame);
    const [{ otherHome }] = await select<{ otherHome: number }>(
      'SELECT home_school_id AS "otherHome" FROM games WHERE id = $1',
      [otherGame],
    );
    const notJoined = await cheerOnSocket(poor.socket, {
      gameId: otherGame,
      idempotencyKey: newKey(),
      schoolId: otherHome,
      likes: 1,
    });
    expect(notJoined).to.include({ ok: false, error: 'not_joined' });

    const athlete = await signInCookie(api.url, { tag: 'sock-athlete', userType: 'athlete' });
    const athleteSocket = await connectSocket(node2.url, athlete.cookie);
    sockets.push(athleteSocket);
    expect(await athleteSocket.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({
      ok: true,
    });
    const refused = await cheerOnSocket(athleteSocket, {
      gameId,
      idempotencyKey: newKey(),
      schoolId: home,
      likes: 1,
    });
    expect(refused).to.include({ ok: false, error: 'fans_only' });

    expect(await fanBalance(poor.user.id)).to.equal(3);
    expect(
      await countRows(`SELECT count(*) AS n FROM chat_messages WHERE game_id = $1 AND kind = 'cheer'`, [
        gameId,
      ]),
    ).to.equal(0);
  });

  it('the daily cap: 20 cheers at once over both nodes at the cap apply exactly up to it', async () => {
    const gameId = await createTestGame('football');
    const game = await makeLive(api, gameId);
    const fan = track(await cheeringFan(api, node1.url, gameId, { likes: 500, tag: 'sock-cap' }));
    const second = await connectSocket(node2.url, fan.user.cookie);
    sockets.push(second);
    expect(await second.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });
    const schoolId = game.home.schoolId;
    const opening = await cheerOnSocket(fan.socket, {
      gameId,
      idempotencyKey: newKey(),
      schoolId,
      likes: 45,
    });
    expect(opening.ok, JSON.stringify(opening)).to.equal(true);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        cheerOnSocket(i % 2 ? second : fan.socket, { gameId, idempotencyKey: newKey(), schoolId, likes: 5 }),
      ),
    );
    const applied = answers.filter((r) => r.ok);
    const refused = answers.filter((r) => !r.ok);
    expect(applied).to.have.length(11); // 45 + 11 × 5 = 100 (CHEER_DAILY_CAP)
    for (const r of refused) {
      expect(r.error).to.equal('daily_cap_reached');
      expect(r.message).to.match(/Daily cheer limit reached/);
    }
    expect(await fanBalance(fan.user.id)).to.equal(400);
    const [day] = await select<{ likes: number }>('SELECT likes FROM fan_daily_given WHERE user_id = $1', [
      fan.user.id,
    ]);
    expect(day.likes).to.equal(100);
  });
});

async function goalOf(gameId: number): Promise<number> {
  const [row] = await select<{ n: string }>(`SELECT fanlift_count('game_goal', $1) AS n`, [gameId]);
  return Number(row?.n ?? 0);
}
