import { expect } from 'chai';
import { parsePinTiers, type CheerAck } from '@fanlift/core';
import { cheerInOneTrip, requestHash } from '@fanlift/db';
import { connectSocket, createTestGame, nextEvent, signInCookie, type GameSocket } from '../helpers/games';
import { startTestRealtime } from '../helpers/sockets';
import { select, testDb } from '../helpers/db';
import { countRows, fanBalance, newKey, waitForCommandDone } from '../helpers/ledger-fixtures';
import { fundWallet } from '../factories';
import { waitFor } from '../helpers/wait';
import { cheer, cheeringFan, cheersStack, CHEERS_ENV, makeLive, playerOf } from './cheers-helpers';

/** `chat:cheer` as this socket, with its ack. */
const cheerOnSocket = (socket: GameSocket, payload: Record<string, unknown>): Promise<CheerAck> =>
  socket.timeout(10_000).emitWithAck('chat:cheer', payload as Parameters<GameSocket['emitWithAck']>[1]);

describe('cheers from the chat’s socket (issue 28): realtime applies them through the ledger, two nodes', function () {
  this.timeout(120_000);
  const { stack, keep, track } = cheersStack();

  it('one command per key: applied at once, pinned on the other node, the balance to the fan; the route with the key is the same command', async () => {
    const { api, node1, node2 } = stack;
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
    const { api, node1, node2 } = stack;
    const gameId = await createTestGame('basketball');
    const poor = track(await cheeringFan(api, node1.url, gameId, { likes: 3, tag: 'sock-poor' }));
    const [{ home }] = await select<{ home: number }>(
      'SELECT home_school_id AS home FROM games WHERE id = $1',
      [gameId],
    );
    /** A cheer of `likes` to `schoolId` (or `body`) from `socket`, refused with `error`: the ack, to look into. */
    const refused = async (
      error: string,
      body: Record<string, unknown>,
      socket: GameSocket = poor.socket,
    ): Promise<CheerAck> => {
      const ack = await cheerOnSocket(socket, { gameId, idempotencyKey: newKey(), ...body });
      expect(ack, JSON.stringify(ack)).to.include({ ok: false, error });
      return ack;
    };
    expect((await refused('game_not_live', { schoolId: home, likes: 1 })).command).to.include({
      status: 'failed',
    });
    await makeLive(api, gameId);
    const tooMany = await refused('insufficient_balance', { schoolId: home, likes: 5 });
    expect(tooMany.message).to.be.a('string').and.not.equal('');
    expect(tooMany.command).to.include({ status: 'failed' });
    const [{ outsider }] = await select<{ outsider: number }>(
      'SELECT id AS outsider FROM schools WHERE id NOT IN (SELECT home_school_id FROM games WHERE id = $1) AND id NOT IN (SELECT away_school_id FROM games WHERE id = $1) ORDER BY id LIMIT 1',
      [gameId],
    );
    await refused('not_in_game', { schoolId: outsider, likes: 1 });
    await refused('invalid_payload', { likes: 1 });
    await refused('invalid_payload', { schoolId: home, likes: 1, idempotencyKey: undefined });
    // Whose likes is the session's: a payload naming a fan (another or itself) is refused, nothing staged.
    const other = await signInCookie(api.url, { tag: 'sock-other' });
    await fundWallet(other.id, 10);
    await refused('invalid_payload', { schoolId: home, likes: 1, fanUserId: other.id });
    await refused('invalid_payload', { schoolId: home, likes: 1, userId: other.id });
    expect(await fanBalance(other.id)).to.equal(10);

    const otherGame = await createTestGame('basketball');
    await makeLive(api, otherGame);
    const [{ otherHome }] = await select<{ otherHome: number }>(
      'SELECT home_school_id AS "otherHome" FROM games WHERE id = $1',
      [otherGame],
    );
    await refused('not_joined', { gameId: otherGame, schoolId: otherHome, likes: 1 });

    const athlete = await signInCookie(api.url, { tag: 'sock-athlete', userType: 'athlete' });
    const athleteSocket = keep(await connectSocket(node2.url, athlete.cookie));
    expect(await athleteSocket.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({
      ok: true,
    });
    await refused('fans_only', { schoolId: home, likes: 1 }, athleteSocket);

    expect(await fanBalance(poor.user.id)).to.equal(3);
    expect(
      await countRows(`SELECT count(*) AS n FROM chat_messages WHERE game_id = $1 AND kind = 'cheer'`, [
        gameId,
      ]),
    ).to.equal(0);
    // Only the ledger's refusals were staged (as failed commands): none of the others.
    expect(
      await countRows(`SELECT count(*) AS n FROM commands WHERE user_id = $1 AND status <> 'failed'`, [
        poor.user.id,
      ]),
    ).to.equal(0);
    expect(
      await countRows(`SELECT count(*) AS n FROM commands WHERE user_id = ANY($1::int[])`, [
        [poor.user.id, other.id, athlete.id],
      ]),
    ).to.equal(3);
  });

  it('the sends limit counts cheers from the chat: over it, refused with the wait and nothing staged', async () => {
    const { api } = stack;
    const limited = await startTestRealtime({ ...CHEERS_ENV, RATE_LIMIT_SENDS: '2/60' });
    try {
      const gameId = await createTestGame('football');
      const game = await makeLive(api, gameId);
      const fan = track(await cheeringFan(api, limited.url, gameId, { likes: 20, tag: 'sock-limit' }));
      const body = { gameId, schoolId: game.home.schoolId, likes: 1 };
      for (let i = 0; i < 2; i++)
        expect(await cheerOnSocket(fan.socket, { ...body, idempotencyKey: newKey() })).to.include({
          ok: true,
        });
      const over = await cheerOnSocket(fan.socket, { ...body, idempotencyKey: newKey() });
      expect(over).to.include({ ok: false, error: 'rate_limited' });
      expect(over.message).to.match(/sending very fast/);
      expect(over.retryAfterMs).to.be.above(0);
      expect(over.command).to.equal(undefined);
      expect(await fanBalance(fan.user.id)).to.equal(18);
      expect(
        await countRows(`SELECT count(*) AS n FROM commands WHERE user_id = $1`, [fan.user.id]),
      ).to.equal(2);
    } finally {
      await limited.close();
    }
  });

  it('the daily cap: 20 cheers at once over both nodes at the cap apply exactly up to it', async () => {
    const { api, node1, node2 } = stack;
    const gameId = await createTestGame('football');
    const game = await makeLive(api, gameId);
    const fan = track(await cheeringFan(api, node1.url, gameId, { likes: 500, tag: 'sock-cap' }));
    const second = await connectSocket(node2.url, fan.user.cookie);
    keep(second);
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
  it('the one-statement path writes what the general path writes, and leaves every other case to it having written nothing', async () => {
    const { api, node1 } = stack;
    const gameId = await createTestGame('football');
    const game = await makeLive(api, gameId);
    const schoolId = game.home.schoolId;
    const fan = track(await cheeringFan(api, node1.url, gameId, { likes: 20, tag: 'sock-one-trip' }));
    // The fan's first cheer of the day takes the general path (it makes the day's allowance row).
    const first = await cheerOnSocket(fan.socket, {
      gameId,
      idempotencyKey: newKey(),
      schoolId,
      likes: 2,
      message: 'One',
    });
    expect(first.ok, JSON.stringify(first)).to.equal(true);
    const settings = {
      pinTiers: parsePinTiers(CHEERS_ENV.CHEER_PIN_TIERS),
      dailyCap: Number(CHEERS_ENV.CHEER_DAILY_CAP),
      starThresholds: [10, 50, 100, 250, 500],
      links: { publicUrl: 'http://localhost:8080', secret: 'x'.repeat(32) },
    };
    const { sequelize } = testDb();
    const payload = (likes: number, extra: Record<string, unknown> = {}) => ({
      fanUserId: fan.user.id,
      gameId,
      schoolId,
      likes,
      message: 'Two',
      ...extra,
    });
    const key = newKey();
    const fast = await cheerInOneTrip(
      sequelize,
      { userId: fan.user.id, idempotencyKey: key, payload: payload(3) },
      settings,
    );
    expect(fast, 'the one-statement path').to.not.equal(null);
    expect(fast!.applied.result).to.include({
      likes: 3,
      balance: 15,
      gameId,
      schoolId,
      athleteId: null,
      givenToday: 5,
    });
    expect(fast!.applied.message).to.include({ text: 'Two', userId: fan.user.id });
    expect(fast!.applied.message.cheer).to.include({ likes: 3 });
    // It reads the game's goal in the same statement (no thresholds given here: nothing celebrated).
    expect(fast!.goal).to.deep.equal({ likes: 5, celebrate: [] });

    // The same rows as the general path's cheer, field by field.
    const ids = [first.command!.commandId, fast!.commandId];
    const rowsOf = async (sql: string) => select<Record<string, unknown>>(sql, [ids]);
    const commands = await rowsOf(
      `SELECT id, kind, status, attempts, request_hash, payload, result, error_code, applied_at IS NOT NULL AS applied
         FROM commands WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
    );
    expect(commands.map((c) => [c.kind, c.status, c.attempts, c.error_code, c.applied])).to.deep.equal([
      ['cheer', 'applied', 1, null, true],
      ['cheer', 'applied', 1, null, true],
    ]);
    expect(commands[1].request_hash).to.equal(requestHash('cheer', payload(3)));
    expect(Object.keys(commands[1].result as object).sort()).to.deep.equal(
      Object.keys(commands[0].result as object).sort(),
    );
    expect(commands[1].result).to.deep.equal(fast!.applied.result);
    const journals = await rowsOf(
      `SELECT j.kind, j.meta, j.command_id::text AS command,
              (SELECT json_agg(json_build_object('key', a.key, 'amount', e.amount) ORDER BY a.key)
                 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.journal_id = j.id) AS entries
         FROM ledger_journals j WHERE j.command_id = ANY($1::uuid[]) ORDER BY j.id`,
    );
    expect(journals).to.have.length(2);
    expect(journals[1].kind).to.equal(journals[0].kind);
    expect(journals[1].meta).to.deep.equal(journals[0].meta);
    const amounts = (j: Record<string, unknown>) =>
      (j.entries as { key: string; amount: string }[]).map((e) => [e.key, Math.sign(Number(e.amount))]);
    expect(amounts(journals[1])).to.deep.equal(amounts(journals[0]));
    const wallet = await rowsOf(
      `SELECT w.type, w.status, w.likes, w.payment_name, w.meta FROM wallet_transactions w
         JOIN ledger_journals j ON j.id = w.journal_id WHERE j.command_id = ANY($1::uuid[]) ORDER BY w.id`,
    );
    expect(wallet.map((w) => [w.type, w.status, w.payment_name])).to.deep.equal([
      [wallet[0].type, wallet[0].status, wallet[0].payment_name],
      [wallet[0].type, wallet[0].status, wallet[0].payment_name],
    ]);
    const metaOf = (m: unknown) => {
      const { commandId: _c, ...rest } = m as Record<string, unknown>;
      return rest;
    };
    expect(metaOf(wallet[1].meta)).to.deep.equal(metaOf(wallet[0].meta));
    expect((wallet[1].meta as { commandId: string }).commandId).to.equal(fast!.commandId);
    const messages = await rowsOf(
      `SELECT kind, cheer_likes, cheer_athlete_id, cheer_school_id, cheer_recipient,
              round(extract(epoch FROM pinned_until - created_at)) AS pinned
         FROM chat_messages WHERE command_id = ANY($1::uuid[]) ORDER BY id`,
    );
    expect(
      messages.map((m) => [m.kind, m.cheer_school_id, m.cheer_recipient, Number(m.pinned)]),
    ).to.deep.equal([
      ['cheer', schoolId, messages[0].cheer_recipient, 5],
      ['cheer', schoolId, messages[0].cheer_recipient, 5],
    ]);
    expect(await fanBalance(fan.user.id)).to.equal(15);

    // A star these likes earn (5 + 5 = 10): applied here all the same; the star is a milestone-sync command for
    // the worker, staged in the same statement. Nobody enqueues this one: the worker's re-driver applies it.
    const star = await cheerInOneTrip(
      sequelize,
      { userId: fan.user.id, idempotencyKey: newKey(), payload: payload(5) },
      settings,
    );
    expect(star?.starsCommand, 'a star command').to.be.a('string');
    const sync = await waitForCommandDone(star!.starsCommand!, 30_000);
    expect(sync).to.include({ kind: 'milestone-sync', status: 'applied', userId: fan.user.id });
    expect(sync.result).to.deep.include({ earnedStar: 1, newStars: [1], likesGiven: 10 });
    expect(await fanBalance(fan.user.id)).to.equal(10);

    // Every other case goes to the general path, and this statement wrote nothing for it.
    const count = () => countRows(`SELECT count(*) AS n FROM commands WHERE user_id = $1`, [fan.user.id]);
    const before = await count();
    const none = async (idempotencyKey: string, p: ReturnType<typeof payload>) =>
      expect(
        await cheerInOneTrip(sequelize, { userId: fan.user.id, idempotencyKey, payload: p }, settings),
      ).to.equal(null);
    await none(key, payload(3)); // the key was staged
    await none(newKey(), payload(11)); // more likes than the fan has
    await none(newKey(), payload(1, { schoolId: undefined, athleteId: playerOf(game, 'away') + 1_000_000 }));
    await none(newKey(), { ...payload(1), fanUserId: fan.user.id + 1 }); // not the fan's own likes
    expect(await count()).to.equal(before);
    expect(await fanBalance(fan.user.id)).to.equal(10);

    // Through the socket: a cheer that earns the second star; realtime hands the star to the worker at once.
    await fundWallet(fan.user.id, 40);
    const starred = nextEvent(fan.socket, 'milestone:star', (m) => m.star === 2, 20_000);
    const big = await cheerOnSocket(fan.socket, { gameId, idempotencyKey: newKey(), schoolId, likes: 40 });
    expect(big.ok, JSON.stringify(big)).to.equal(true);
    expect((await starred).earnedStar).to.equal(2);
  });

  it('the goal rides in a cheer from the chat: the meter moves with the message, a threshold celebrated once on both nodes, the exact goal after once per window', async () => {
    const { api, node1, node2 } = stack;
    const gameId = await createTestGame('football');
    const game = await makeLive(api, gameId);
    const a = track(await cheeringFan(api, node1.url, gameId, { likes: 60, tag: 'sock-goal-a' }));
    const b = track(await cheeringFan(api, node2.url, gameId, { likes: 10, tag: 'sock-goal-b' }));
    const goals: number[] = [];
    b.socket.on('game:goal', (g) => {
      if (g.gameId === gameId) goals.push(g.likes);
    });
    // The fan's first cheer of the day takes the general path: its goal goes as a game:goal of its own.
    const general = nextEvent(b.socket, 'chat:message', (m) => m.cheer != null);
    const one = await cheerOnSocket(a.socket, {
      gameId,
      idempotencyKey: newKey(),
      schoolId: game.home.schoolId,
      likes: 4,
    });
    expect(one.ok, JSON.stringify(one)).to.equal(true);
    expect((await general).cheer?.goalLikes).to.equal(undefined);
    await waitFor(() => goals.includes(4), { message: 'the goal at 4' });

    // The next one takes the one statement: its message carries the goal, past the first threshold (10).
    const carried = nextEvent(b.socket, 'chat:message', (m) => m.cheer?.likes === 7);
    const sent = Date.now();
    const two = await cheerOnSocket(a.socket, {
      gameId,
      idempotencyKey: newKey(),
      athleteId: playerOf(game, 'away'),
      likes: 7,
    });
    expect(two.ok, JSON.stringify(two)).to.equal(true);
    const m = await carried;
    expect(m.cheer?.goalLikes)
      .to.equal(11)
      .and.equal(await goalOf(gameId));
    for (const s of [a, b])
      await waitFor(() => s.celebrations.length === 1, { message: 'the celebration of 10' });
    expect(
      await select('SELECT threshold, likes FROM game_goal_celebrations WHERE game_id = $1', [gameId]),
    ).to.deep.equal([{ threshold: 10, likes: 11 }]);
    // The exact goal follows once, GAME_GOAL_CORRECT_MS after the cheer, not with it.
    await waitFor(() => goals.includes(11), { message: 'the corrected goal at 11', timeout: 10_000 });
    expect(Date.now() - sent).to.be.at.least(Number(CHEERS_ENV.GAME_GOAL_CORRECT_MS) - 50);
    expect(goals).to.deep.equal([4, 11]);

    // Cheers past no new threshold: no celebration again, on either node; one correction for the burst.
    await Promise.all(
      [1, 2, 3].map((likes) =>
        cheerOnSocket(a.socket, { gameId, idempotencyKey: newKey(), schoolId: game.away.schoolId, likes }),
      ),
    );
    await waitFor(() => goals.includes(17), { message: 'the corrected goal at 17', timeout: 10_000 });
    // Concurrent cheers of one fan take the general path: the node's meter goes at once and once more at its
    // window's end (GAME_GOAL_EMIT_MS), never once per cheer. (The correction before it came from a worker, so the
    // node had no window open.)
    expect(goals.slice(0, 2)).to.deep.equal([4, 11]);
    const burstGoals = goals.slice(2);
    expect(burstGoals.length).to.be.within(1, 2);
    expect(burstGoals[burstGoals.length - 1]).to.equal(17);
    expect([...burstGoals].sort((x, y) => x - y)).to.deep.equal(burstGoals);
    expect(a.celebrations).to.deep.equal([10]);
    expect(b.celebrations).to.deep.equal([10]);

    // Cheers on both nodes at once: one exact goal for the window (one games.goal-correct job per game and window,
    // whichever node adds it), not one per node. (b's first cheer of the day takes the general path and sends its
    // own goal.)
    const home = { gameId, schoolId: game.home.schoolId };
    expect((await cheerOnSocket(b.socket, { ...home, idempotencyKey: newKey(), likes: 1 })).ok).to.equal(
      true,
    );
    await waitFor(() => goals.includes(18), { message: 'the goal at 18' });
    const burst = await Promise.all([
      cheerOnSocket(a.socket, { ...home, idempotencyKey: newKey(), likes: 2 }),
      cheerOnSocket(b.socket, { ...home, idempotencyKey: newKey(), likes: 3 }),
    ]);
    expect(burst.map((r) => r.ok)).to.deep.equal([true, true]);
    await waitFor(() => goals.includes(23), { message: 'the corrected goal at 23', timeout: 10_000 });
    // A later cheer's correction comes a whole window after the burst's: a second correction of the burst (one
    // from each node) would have come before it.
    expect((await cheerOnSocket(a.socket, { ...home, idempotencyKey: newKey(), likes: 1 })).ok).to.equal(
      true,
    );
    await waitFor(() => goals.includes(24), { message: 'the corrected goal at 24', timeout: 10_000 });
    expect(goals.slice(2 + burstGoals.length)).to.deep.equal([18, 23, 24]);
  });

  it('the exact goal comes even when the node that relayed the cheer stops inside the window (a worker sends it)', async () => {
    const { api, node2 } = stack;
    const node3 = await startTestRealtime(CHEERS_ENV);
    let node3Open = true;
    try {
      const gameId = await createTestGame('football');
      const game = await makeLive(api, gameId);
      const a = track(await cheeringFan(api, node3.url, gameId, { likes: 30, tag: 'sock-gone-a' }));
      const b = track(await cheeringFan(api, node2.url, gameId, { tag: 'sock-gone-b' }));
      const goals: number[] = [];
      b.socket.on('game:goal', (g) => {
        if (g.gameId === gameId) goals.push(g.likes);
      });
      // The first cheer of the day takes the general path (its goal goes at once); the second carries the goal.
      const home = { gameId, schoolId: game.home.schoolId };
      expect((await cheerOnSocket(a.socket, { ...home, idempotencyKey: newKey(), likes: 2 })).ok).to.equal(
        true,
      );
      await waitFor(() => goals.includes(2), { message: 'the goal at 2' });
      const carried = nextEvent(b.socket, 'chat:message', (m) => m.cheer?.likes === 3);
      const sent = Date.now();
      expect((await cheerOnSocket(a.socket, { ...home, idempotencyKey: newKey(), likes: 3 })).ok).to.equal(
        true,
      );
      expect((await carried).cheer?.goalLikes).to.equal(5);
      // The node that relayed it stops at once, inside the correction's window.
      await node3.close();
      node3Open = false;
      await waitFor(() => goals.includes(5), {
        message: 'the corrected goal at 5 from a worker',
        timeout: 15_000,
      });
      expect(Date.now() - sent).to.be.at.least(Number(CHEERS_ENV.GAME_GOAL_CORRECT_MS) - 50);
      expect(goals).to.deep.equal([2, 5]);
    } finally {
      if (node3Open) await node3.close();
    }
  });
});

async function goalOf(gameId: number): Promise<number> {
  const [row] = await select<{ n: string }>(`SELECT fanlift_count('game_goal', $1) AS n`, [gameId]);
  return Number(row?.n ?? 0);
}
