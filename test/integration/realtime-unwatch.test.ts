// athlete:unwatch and school:unwatch against two realtime nodes on Redis and PostgreSQL: an unwatch leaves the room
// (no more athlete:likes / school:likes), never a room the socket is in for another reason (its user room, a joined
// game), game:leave never drops a watch, the reasons survive connection state recovery, and 100 watch/unwatch cycles
// leave the room budget (MAX_EXTRA_ROOMS) whole, so a game:join afterwards is let in. The rule itself, on one room
// held for two reasons: realtime/src/handlers/room-holds.spec.ts.
import { expect } from 'chai';
import { rooms } from '@fanlift/core';
import { createEmitter } from '@fanlift/db';
import { MAX_EXTRA_ROOMS } from '../../realtime/src/handlers';
import { sessionCookie } from '../factories';
import { createTestGame } from '../helpers/games';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait';
import { connect, nextEvent, PUBLIC_URL, realtimeSuite, type ClientSocket } from './realtime-helpers';

/** Ids no other file of the run watches (the rooms are shared by every file on the run's Redis). */
const base = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 100;

describe('realtime: unwatch leaves a watched room, and only for that reason', function () {
  this.timeout(60_000);
  const suite = realtimeSuite();
  const { api, track } = suite;
  const emitter = () => createEmitter(suite.redis, testEnv.QUEUE_PREFIX);

  let user: { id: number; cookie: string };
  before(async () => {
    user = await sessionCookie(api, 'rt-unwatch');
  });
  const fan = async () => track(await connect(suite.nodeA.url, { cookie: user.cookie, origin: PUBLIC_URL }));
  /** The rooms node A has this socket in (its own id and user room included). */
  const roomsOf = (s: ClientSocket) =>
    [...suite.nodeA.io.of('/').adapter.rooms.entries()]
      .filter(([, ids]) => ids.has(s.id!))
      .map(([room]) => room)
      .sort();
  const ack = (s: ClientSocket) => s.timeout(5_000);

  /**
   * Whether `s` hears an athlete:likes of `athleteId` now: one is emitted, then a marker to the user's room through
   * the same stream; once the marker is in, the likes would have come before it.
   */
  const hearsAthlete = async (s: ClientSocket, athleteId: number) => {
    let heard = false;
    const listen = (p: { athleteId: number }) => {
      if (p.athleteId === athleteId) heard = true;
    };
    s.on('athlete:likes', listen);
    const marker = Math.floor(Math.random() * 1e9);
    const got = nextEvent(s, 'wallet:balance', (p) => p.balance === marker);
    emitter()
      .to(rooms.athlete(athleteId))
      .emit('athlete:likes', { athleteId, likes: 1, sumTotalInCents: 100 });
    emitter().to(rooms.user(user.id)).emit('wallet:balance', { balance: marker, transaction: null });
    await got;
    s.off('athlete:likes', listen);
    return heard;
  };

  it('athlete:unwatch: the room is left and no more athlete:likes come', async () => {
    const s = await fan();
    const athleteId = base + 1;
    expect(await ack(s).emitWithAck('athlete:watch', { athleteId })).to.deep.equal({ ok: true });
    expect(await hearsAthlete(s, athleteId), 'watching').to.equal(true);
    expect(await ack(s).emitWithAck('athlete:unwatch', { athleteId })).to.deep.equal({ ok: true });
    expect(roomsOf(s)).to.deep.equal([s.id, rooms.user(user.id)].sort());
    expect(await hearsAthlete(s, athleteId), 'after the unwatch').to.equal(false);
    // A watch is a state, not a count: twice, then one unwatch, and it is over.
    await ack(s).emitWithAck('athlete:watch', { athleteId });
    await ack(s).emitWithAck('athlete:watch', { athleteId });
    await ack(s).emitWithAck('athlete:unwatch', { athleteId });
    expect(await hearsAthlete(s, athleteId), 'watched twice, unwatched once').to.equal(false);
    // Unwatching what was never watched changes nothing.
    expect(await ack(s).emitWithAck('athlete:unwatch', { athleteId: base + 2 })).to.deep.equal({ ok: true });
    expect(roomsOf(s)).to.deep.equal([s.id, rooms.user(user.id)].sort());
  });

  it('school:unwatch: the room is left and no more school:likes come', async () => {
    const s = await fan();
    const schoolId = base + 3;
    expect(await ack(s).emitWithAck('school:watch', { schoolId })).to.deep.equal({ ok: true });
    const got = nextEvent(s, 'school:likes', (p) => p.schoolId === schoolId);
    emitter().to(rooms.school(schoolId)).emit('school:likes', { schoolId, likes: 4 });
    await got;
    expect(await ack(s).emitWithAck('school:unwatch', { schoolId })).to.deep.equal({ ok: true });
    expect(roomsOf(s)).to.not.include(rooms.school(schoolId));
    let heard = false;
    s.on('school:likes', (p) => {
      if (p.schoolId === schoolId) heard = true;
    });
    const marker = nextEvent(s, 'wallet:balance', (p) => p.balance === 31337);
    emitter().to(rooms.school(schoolId)).emit('school:likes', { schoolId, likes: 5 });
    emitter().to(rooms.user(user.id)).emit('wallet:balance', { balance: 31337, transaction: null });
    await marker;
    expect(heard).to.equal(false);
  });

  it('refuses a bad payload with the same ack as the other handlers', async () => {
    const s = await fan();
    const invalid = { ok: false, error: 'invalid_payload' };
    const raw = s as unknown as {
      timeout(ms: number): { emitWithAck(e: string, p?: unknown): Promise<unknown> };
    };
    expect(await ack(s).emitWithAck('athlete:unwatch', { athleteId: 0 })).to.deep.equal(invalid);
    expect(await raw.timeout(5_000).emitWithAck('athlete:unwatch', { athleteId: 'x' })).to.deep.equal(
      invalid,
    );
    expect(await raw.timeout(5_000).emitWithAck('athlete:unwatch', null)).to.deep.equal(invalid);
    expect(await ack(s).emitWithAck('school:unwatch', { schoolId: -1 })).to.deep.equal(invalid);
    expect(await raw.timeout(5_000).emitWithAck('school:unwatch', { schoolId: 1.5 })).to.deep.equal(invalid);
  });

  it('an unwatch keeps the rooms other reasons hold (the game joined, the user room); game:leave keeps a watch', async () => {
    const s = await fan();
    const gameId = await createTestGame('football');
    const athleteId = base + 4;
    await ack(s).emitWithAck('athlete:watch', { athleteId });
    expect(await ack(s).emitWithAck('game:join', { gameId, roomOnly: true })).to.deep.equal({ ok: true });

    // Leaving the game leaves its room only: the watch goes on.
    expect(await ack(s).emitWithAck('game:leave', { gameId })).to.deep.equal({ ok: true });
    expect(roomsOf(s)).to.deep.equal([s.id, rooms.athlete(athleteId), rooms.user(user.id)].sort());
    expect(await hearsAthlete(s, athleteId), 'still watching after game:leave').to.equal(true);

    // Unwatching leaves the athlete's room only: the game's room and the user's own room stay.
    await ack(s).emitWithAck('game:join', { gameId, roomOnly: true });
    expect(await ack(s).emitWithAck('athlete:unwatch', { athleteId })).to.deep.equal({ ok: true });
    expect(roomsOf(s)).to.deep.equal([s.id, rooms.game(gameId), rooms.user(user.id)].sort());
    const update = nextEvent(s, 'game:update', (u) => u.gameId === gameId);
    suite.nodeB.io.to(rooms.game(gameId)).emit('game:update', { gameId } as never);
    await update;
    expect(await hearsAthlete(s, athleteId)).to.equal(false); // its marker came through the user room
  });

  it('a session restored after a drop keeps its watches and their reasons: the unwatch still leaves', async () => {
    const s = track(
      await connect(
        suite.nodeA.url,
        { cookie: user.cookie, origin: PUBLIC_URL },
        { reconnection: true, reconnectionDelay: 200, reconnectionDelayMax: 200 },
      ),
    );
    const athleteId = base + 5;
    await ack(s).emitWithAck('athlete:watch', { athleteId });
    expect(await hearsAthlete(s, athleteId)).to.equal(true); // the client now holds a stream offset to recover from
    const back = new Promise<void>((resolve) => s.io.once('reconnect', () => resolve()));
    s.io.engine.close();
    await waitFor(() => !s.connected, { message: 'disconnected' });
    await back;
    await waitFor(() => s.connected, { message: 'reconnected' });
    expect(s.recovered, 'the session was restored').to.equal(true);
    expect(roomsOf(s)).to.include(rooms.athlete(athleteId));
    const [restored] = await suite.nodeA.io.in(s.id!).fetchSockets();
    expect(restored.data.holds, 'the reasons came back with the session').to.deep.equal({
      [rooms.athlete(athleteId)]: ['watch'],
    });
    expect(await ack(s).emitWithAck('athlete:unwatch', { athleteId })).to.deep.equal({ ok: true });
    expect(roomsOf(s)).to.deep.equal([s.id, rooms.user(user.id)].sort());
  });

  it('100 watch/unwatch cycles of different athletes leave the budget whole: a game:join afterwards is let in', async () => {
    const s = await fan();
    const gameId = await createTestGame('basketball');
    for (let i = 0; i < 100; i++) {
      const athleteId = base + 10 + i;
      expect(await ack(s).emitWithAck('athlete:watch', { athleteId }), `watch ${i}`).to.deep.equal({
        ok: true,
      });
      expect(await ack(s).emitWithAck('athlete:unwatch', { athleteId })).to.deep.equal({ ok: true });
    }
    expect(roomsOf(s)).to.deep.equal([s.id, rooms.user(user.id)].sort());
    const history = nextEvent(s, 'chat:history', (h) => h.gameId === gameId);
    expect(await ack(s).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });
    await history;
    expect(await ack(s).emitWithAck('game:leave', { gameId })).to.deep.equal({ ok: true });

    // Without the unwatches the same browsing spends the budget, and the join is refused in words.
    for (let i = 0; i < MAX_EXTRA_ROOMS; i++)
      await ack(s).emitWithAck('athlete:watch', { athleteId: base + 10 + i });
    expect(await ack(s).emitWithAck('athlete:watch', { athleteId: base + 99 })).to.deep.include({
      ok: false,
      error: 'too_many_rooms',
    });
    expect(await ack(s).emitWithAck('game:join', { gameId })).to.deep.equal({
      ok: false,
      error: 'too_many_rooms',
      message: 'You have too many live pages open. Close some and try again.',
    });
    // One unwatch makes room for the game.
    await ack(s).emitWithAck('athlete:unwatch', { athleteId: base + 10 });
    expect(await ack(s).emitWithAck('game:join', { gameId, roomOnly: true })).to.deep.equal({ ok: true });
  });
});
