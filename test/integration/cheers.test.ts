import { expect } from 'chai';
import supertest from 'supertest';
import { gameGoal } from '@fanlift/db';
import { createTestGame, nextEvent } from '../helpers/games';
import { select, testDb } from '../helpers/db';
import { countRows, fanBalance, newKey } from '../helpers/ledger-fixtures';
import { waitFor } from '../helpers/wait';
import { signedInAthlete } from '../factories';
import { adminSocket, cheer, cheeringFan, cheersStack, makeLive, playerOf } from './cheers-helpers';

describe('cheers and the game goal (issue 28): api, worker, two realtime nodes', function () {
  this.timeout(120_000);
  const { stack, keep, track } = cheersStack();

  it('a cheer is one command per key: likes through the ledger, a cheer message and pin on the other node', async () => {
    const { api, node1, node2 } = stack;
    const gameId = await createTestGame('football');
    const game = await makeLive(api, gameId);
    const athleteId = playerOf(game, 'home');
    const a = track(await cheeringFan(api, node1.url, gameId, { likes: 60, tag: 'cheer-a' }));
    const b = track(await cheeringFan(api, node2.url, gameId, { tag: 'cheer-b' }));
    const seen = nextEvent(b.socket, 'chat:message', (m) => m.cheer != null);
    const key = newKey();
    const body = { athleteId, likes: 12, message: '  Let’s   go!  ' };
    const first = await cheer(api, a.user.cookie, gameId, body, key);
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    expect(first.body.result).to.include({ likes: 12, balance: 48, gameId, athleteId, givenToday: 12 });
    const m = await seen;
    expect(m).to.include({ id: first.body.result.messageId, userId: a.user.id, text: 'Let’s go!' });
    expect(m.cheer).to.include({ likes: 12 });
    expect(m.cheer!.recipient).to.include({ kind: 'athlete', id: athleteId });
    // 10..49 likes: pinned 30 s (CHEER_PIN_TIERS 1:5,10:30,50:60)
    const pinnedFor = Date.parse(m.cheer!.pinnedUntil) - Date.parse(m.createdAt);
    expect(pinnedFor).to.be.within(29_000, 31_000);

    const again = await cheer(api, a.user.cookie, gameId, body, key);
    expect(again.status).to.equal(200);
    expect(again.body).to.include({ commandId: first.body.commandId, replayed: true });
    const other = await cheer(api, a.user.cookie, gameId, { ...body, likes: 13 }, key);
    expect(other.status).to.equal(409);
    expect(await fanBalance(a.user.id)).to.equal(48);
    expect(
      await countRows(`SELECT count(*) AS n FROM chat_messages WHERE game_id = $1 AND kind = 'cheer'`, [
        gameId,
      ]),
    ).to.equal(1);

    // A late joiner (on either node) gets the pin.
    const late = track(await cheeringFan(api, node2.url, gameId, { tag: 'cheer-late' }));
    expect(late.pins.pins.map((p) => p.id)).to.deep.equal([m.id]);
    expect(late.goal.likes).to.equal(12);
  });

  it('refuses what a cheer may not be: a game not live, a school not playing, an athlete user, no game', async () => {
    const { api, node1 } = stack;
    const gameId = await createTestGame('basketball');
    const scheduled = await supertest(api.url).get(`/api/games/${gameId}`);
    const fan = track(await cheeringFan(api, node1.url, gameId, { likes: 20, tag: 'cheer-refused' }));
    const school = scheduled.body.home.schoolId as number;
    const notLive = await cheer(api, fan.user.cookie, gameId, { schoolId: school, likes: 1 });
    expect(notLive.status).to.equal(409);
    expect(notLive.body.error.code).to.equal('game_not_live');
    await makeLive(api, gameId);
    const [{ id: outsider }] = await select<{ id: number }>(
      'SELECT id FROM schools WHERE id NOT IN ($1, $2) ORDER BY id LIMIT 1',
      [school, scheduled.body.away.schoolId],
    );
    const notIn = await cheer(api, fan.user.cookie, gameId, { schoolId: outsider, likes: 1 });
    expect(notIn.body.error.code).to.equal('not_in_game');
    expect((await cheer(api, fan.user.cookie, 987_654_321, { schoolId: school, likes: 1 })).status).to.equal(
      404,
    );
    expect((await cheer(api, fan.user.cookie, gameId, { likes: 1 })).status).to.equal(400);
    const athlete = await signedInAthlete(api);
    const res = await athlete.agent
      .post(`/api/games/${gameId}/cheers`)
      .set('Idempotency-Key', newKey())
      .send({ schoolId: school, likes: 1 });
    expect(res.status).to.equal(403);
    expect(await fanBalance(fan.user.id)).to.equal(20);
  });

  it('the daily cap: 20 cheers at once at the cap apply exactly up to it, the rest refused with a clear message', async () => {
    const { api, node1 } = stack;
    const gameId = await createTestGame('football');
    const game = await makeLive(api, gameId);
    const fan = track(await cheeringFan(api, node1.url, gameId, { likes: 500, tag: 'cheer-cap' }));
    const schoolId = game.away.schoolId;
    expect((await cheer(api, fan.user.cookie, gameId, { schoolId, likes: 45 })).status).to.equal(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cheer(api, fan.user.cookie, gameId, { schoolId, likes: 5 })),
    );
    const applied = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status === 409);
    expect(applied).to.have.length(11); // 45 + 11 × 5 = 100 (CHEER_DAILY_CAP)
    expect(refused).to.have.length(9);
    for (const r of refused) {
      expect(r.body.error.code).to.equal('daily_cap_reached');
      expect(r.body.error.message).to.match(/Daily cheer limit reached/);
    }
    expect(await fanBalance(fan.user.id)).to.equal(400);
    const [day] = await select<{ likes: number }>('SELECT likes FROM fan_daily_given WHERE user_id = $1', [
      fan.user.id,
    ]);
    expect(day.likes).to.equal(100);
    const over = await cheer(api, fan.user.cookie, gameId, { schoolId, likes: 1 });
    expect(over.body.error.code).to.equal('daily_cap_reached');
  });

  it('the goal counts every gift to the game while live, exactly as the ledger; each threshold celebrated once', async () => {
    const { api, node1, node2 } = stack;
    const gameId = await createTestGame('football');
    const game = await makeLive(api, gameId);
    const a = track(await cheeringFan(api, node1.url, gameId, { likes: 50, tag: 'goal-a' }));
    const b = track(await cheeringFan(api, node2.url, gameId, { likes: 50, tag: 'goal-b' }));
    expect(a.goal).to.include({ likes: 0, next: 10 });
    await Promise.all([
      cheer(api, a.user.cookie, gameId, { schoolId: game.home.schoolId, likes: 6 }),
      cheer(api, b.user.cookie, gameId, { athleteId: playerOf(game, 'away'), likes: 7 }),
    ]);
    // A plain send to a player of the game counts too (the ledger, not the chat, is the source).
    const send = await supertest(api.url)
      .post('/api/likes/send?wait=1')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Cookie', b.user.cookie)
      .set('Idempotency-Key', newKey())
      .send({ athleteId: playerOf(game, 'home'), likes: 20 });
    expect(send.status, JSON.stringify(send.body)).to.equal(200);
    for (const s of [a, b])
      await waitFor(() => s.celebrations.length >= 2, { message: 'two celebrations', timeout: 15_000 });
    const [calc] = await select<{ likes: string }>(
      'SELECT COALESCE(sum(likes), 0) AS likes FROM fanlift_calc_game_supporters() WHERE game_id = $1',
      [gameId],
    );
    const goal = await gameGoal(testDb().sequelize, gameId, [10, 30, 100000]);
    expect(goal.likes).to.equal(33).and.equal(Number(calc.likes));
    expect(goal.reached).to.deep.equal([10, 30]);
    // One more gift past no new threshold: no celebration again, on either socket.
    const moved = nextEvent(a.socket, 'game:goal', (g) => g.gameId === gameId && g.likes === 34);
    await cheer(api, a.user.cookie, gameId, { schoolId: game.away.schoolId, likes: 1 });
    await moved;
    expect(a.celebrations).to.deep.equal([10, 30]);
    expect(b.celebrations).to.deep.equal([10, 30]);
    expect(
      await countRows('SELECT count(*) AS n FROM game_goal_celebrations WHERE game_id = $1', [gameId]),
    ).to.equal(2);
    // A burst of gifts: the meters coalesce (GAME_GOAL_EMIT_MS), and the last one any viewer gets is the ledger's.
    const meters: number[] = [];
    b.socket.on('game:goal', (g) => {
      if (g.gameId === gameId) meters.push(g.likes);
    });
    await Promise.all(
      Array.from({ length: 8 }, () =>
        cheer(api, b.user.cookie, gameId, { schoolId: game.home.schoolId, likes: 1 }),
      ),
    );
    await waitFor(() => meters[meters.length - 1] === 42, { message: 'the meter at 42', timeout: 10_000 });
    expect(meters.length).to.be.below(8);
    expect(meters).to.deep.equal([...meters].sort((x, y) => x - y));
    // A late joiner sees the meter, not the old celebrations.
    const late = track(await cheeringFan(api, node2.url, gameId, { tag: 'goal-late' }));
    expect(late.goal).to.include({ likes: 42, next: 100000 });
    expect(late.celebrations).to.deep.equal([]);
  });

  it('an admin’s delete removes the cheer and its pin everywhere, never the likes', async () => {
    const { api, node1, node2 } = stack;
    const gameId = await createTestGame('basketball');
    const game = await makeLive(api, gameId);
    const fan = track(await cheeringFan(api, node1.url, gameId, { likes: 30, tag: 'cheer-mod' }));
    const watcher = track(await cheeringFan(api, node2.url, gameId, { tag: 'cheer-watch' }));
    const r = await cheer(api, fan.user.cookie, gameId, { schoolId: game.home.schoolId, likes: 25 });
    const messageId = r.body.result.messageId as number;
    const admin = await adminSocket(api, node2.url);
    keep(admin);
    const gone = nextEvent(watcher.socket, 'chat:deleted', (d) => d.id === messageId);
    expect(await admin.timeout(5_000).emitWithAck('chat:delete', { messageId })).to.deep.equal({ ok: true });
    await gone;
    const late = track(await cheeringFan(api, node1.url, gameId, { tag: 'cheer-mod-late' }));
    expect(late.pins.pins).to.deep.equal([]);
    expect(await fanBalance(fan.user.id)).to.equal(5);
    expect(late.goal.likes).to.equal(25);
  });
});
