import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { rooms, type GameUpdate } from '@fanlift/core';
import { testDb } from '../helpers/db';
import { createEmitter } from '@fanlift/db';
import { testEnv } from '../helpers/env';
import { sessionCookie } from '../factories';
import { connect, nextEvent, PUBLIC_URL, realtimeSuite, type ClientSocket } from './realtime-helpers';

describe('realtime rooms and events across two nodes', function () {
  this.timeout(30_000);
  const suite = realtimeSuite();
  const { api, track } = suite;

  describe('a signed-in fan on both nodes', () => {
    let user: { id: number; cookie: string };
    let onA: ClientSocket;
    let onB: ClientSocket;

    before(async () => {
      user = await sessionCookie(api, 'rt-fan');
      // One client starts with long polling and upgrades (the browser default), the other is websocket-only.
      onA = track(
        await connect(
          suite.nodeA.url,
          { cookie: user.cookie, origin: PUBLIC_URL },
          { transports: ['polling', 'websocket'] },
        ),
      );
      onB = track(await connect(suite.nodeB.url, { cookie: user.cookie, origin: PUBLIC_URL }));
    });

    it('puts each socket in user:{id}, seen from either node', async () => {
      const room = rooms.user(user.id);
      expect(suite.nodeA.io.of('/').adapter.rooms.get(room)?.has(onA.id!)).to.equal(true);
      expect(suite.nodeB.io.of('/').adapter.rooms.get(room)?.has(onB.id!)).to.equal(true);
      const all = await suite.nodeA.io.in(room).fetchSockets();
      expect(all.map((s) => s.id).sort()).to.deep.equal([onA.id, onB.id].sort());
      expect(all[0].data.user).to.include({ id: user.id, userType: 'fan' });
    });

    it('delivers an event emitted with createEmitter (as the worker does) to clients of both nodes', async () => {
      const emitter = createEmitter(suite.redis, testEnv.QUEUE_PREFIX);
      const gotA = nextEvent(onA, 'wallet:balance', (p) => p.balance === 4242);
      const gotB = nextEvent(onB, 'wallet:balance', (p) => p.balance === 4242);
      emitter.to(rooms.user(user.id)).emit('wallet:balance', { balance: 4242, transaction: null });
      const [a, b] = await Promise.all([gotA, gotB]);
      expect(a).to.deep.equal({ balance: 4242, transaction: null });
      expect(b).to.deep.equal({ balance: 4242, transaction: null });
    });

    it("delivers an event emitted by the api's own emitter (admin actions can broadcast)", async () => {
      const got = nextEvent(onA, 'wallet:balance', (p) => p.balance === 777);
      api.deps.emitter.to(rooms.user(user.id)).emit('wallet:balance', { balance: 777, transaction: null });
      expect(await got).to.deep.equal({ balance: 777, transaction: null });
    });

    it('does not deliver a user event to another user', async () => {
      const other = await sessionCookie(api, 'rt-other');
      const otherSocket = track(await connect(suite.nodeB.url, { cookie: other.cookie }));
      let leaked = false;
      otherSocket.on('wallet:balance', (p) => {
        if (p.balance !== 2) leaked = true;
      });
      const mine = nextEvent(onB, 'wallet:balance', () => true);
      createEmitter(suite.redis, testEnv.QUEUE_PREFIX)
        .to(rooms.user(user.id))
        .emit('wallet:balance', { balance: 1, transaction: null });
      await mine;
      // A marker to the other user, emitted after: once it arrives, a leaked event would have arrived first.
      const marker = nextEvent(otherSocket, 'wallet:balance', (p) => p.balance === 2);
      createEmitter(suite.redis, testEnv.QUEUE_PREFIX)
        .to(rooms.user(other.id))
        .emit('wallet:balance', { balance: 2, transaction: null });
      await marker;
      expect(leaked).to.equal(false);
    });

    it('refuses game:join with a bad payload through the ack', async () => {
      const bad = await onA
        .timeout(5_000)
        .emitWithAck('game:join', { gameId: 'x' } as unknown as { gameId: number });
      expect(bad).to.deep.equal({ ok: false, error: 'invalid_payload' });
      const negative = await onA.timeout(5_000).emitWithAck('game:join', { gameId: -1 });
      expect(negative).to.deep.equal({ ok: false, error: 'invalid_payload' });
    });

    it('game:join joins game:{id} across nodes; game:leave leaves it', async () => {
      const [{ id: gameId }] = await testDb().sequelize.query<{ id: number }>(
        'SELECT min(id) AS id FROM games',
        {
          type: QueryTypes.SELECT,
        },
      );
      expect(await onB.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });
      const update = { gameId, status: 'live', homeScore: 7, awayScore: 3, clock: '10:00' } as GameUpdate;
      const got = nextEvent(onB, 'game:update');
      suite.nodeA.io.to(rooms.game(gameId)).emit('game:update', update); // emitted on node A, client is on node B
      expect(await got).to.deep.equal(update);

      // Every client event is acknowledged: once the ack is in, the room is left.
      expect(await onB.timeout(5_000).emitWithAck('game:leave', { gameId })).to.deep.equal({ ok: true });
      expect(suite.nodeB.io.of('/').adapter.rooms.get(rooms.game(gameId))?.has(onB.id!) ?? false).to.equal(
        false,
      );
      expect(
        await onB.timeout(5_000).emitWithAck('game:leave', { gameId: 'x' } as unknown as { gameId: number }),
      ).to.deep.equal({ ok: false, error: 'invalid_payload' });
    });

    it('athlete:watch joins athlete:{id}', async () => {
      expect(await onA.timeout(5_000).emitWithAck('athlete:watch', { athleteId: 5 })).to.deep.equal({
        ok: true,
      });
      expect(suite.nodeA.io.of('/').adapter.rooms.get(rooms.athlete(5))?.has(onA.id!)).to.equal(true);
      expect(await onA.timeout(5_000).emitWithAck('athlete:watch', { athleteId: 0 })).to.deep.equal({
        ok: false,
        error: 'invalid_payload',
      });
      const got = nextEvent(onA, 'athlete:likes');
      createEmitter(suite.redis, testEnv.QUEUE_PREFIX)
        .to(rooms.athlete(5))
        .emit('athlete:likes', { athleteId: 5, likes: 10, sumTotalInCents: 1000 });
      expect(await got).to.deep.equal({ athleteId: 5, likes: 10, sumTotalInCents: 1000 });
    });

    it('school:watch joins school:{id}', async () => {
      expect(await onA.timeout(5_000).emitWithAck('school:watch', { schoolId: 7 })).to.deep.equal({
        ok: true,
      });
      expect(suite.nodeA.io.of('/').adapter.rooms.get(rooms.school(7))?.has(onA.id!)).to.equal(true);
      expect(await onA.timeout(5_000).emitWithAck('school:watch', { schoolId: -1 })).to.deep.equal({
        ok: false,
        error: 'invalid_payload',
      });
      const got = nextEvent(onA, 'school:likes');
      createEmitter(suite.redis, testEnv.QUEUE_PREFIX)
        .to(rooms.school(7))
        .emit('school:likes', { schoolId: 7, likes: 12 });
      expect(await got).to.deep.equal({ schoolId: 7, likes: 12 });
    });

    it('refuses chat:send to a game the socket has not joined', async () => {
      const r = await onA.timeout(5_000).emitWithAck('chat:send', { gameId: 77, text: 'hello' });
      expect(r).to.deep.include({ ok: false, error: 'not_joined' });
    });
  });
});
