import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@fanlift/core';
import { startApi, type TestApi } from '../helpers/api';
import { connectSocket, createTestGame, nextEvent, signInCookie, type GameSocket } from '../helpers/games';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { testDb } from '../helpers/db';
import { startFront } from '../helpers/tcp-front';
import { waitFor } from '../helpers/wait';

describe('live chat on two realtime processes and a worker', function () {
  this.timeout(90_000);

  let api: TestApi;
  let node1: RunningProcess;
  let node2: RunningProcess;
  let worker: RunningProcess;
  const sockets: GameSocket[] = [];
  const track = (s: GameSocket) => (sockets.push(s), s);
  const env = { RATE_LIMIT_CHAT: '8/10', CHAT_RECOVERY_SECONDS: '60' };

  before(async () => {
    api = await startApi();
    [node1, node2, worker] = await Promise.all([
      startProcess('realtime', env),
      startProcess('realtime', env),
      startProcess('worker'),
    ]);
  });

  after(async () => {
    for (const s of sockets) s.close();
    await Promise.all([node1, node2, worker].map((p) => p?.kill()));
    await api?.close();
  });

  const joined = async (
    url: string,
    gameId: number,
    opts: { tag?: string; userType?: 'fan' | 'athlete'; email?: string } = {},
  ) => {
    const user = await signInCookie(api.url, opts);
    const socket = track(await connectSocket(url, user.cookie));
    const history = nextEvent(socket, 'chat:history', (h) => h.gameId === gameId);
    expect(await socket.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });
    return { user, socket, history: await history };
  };
  const send = (s: GameSocket, gameId: number, text: unknown) =>
    s.timeout(10_000).emitWithAck('chat:send', { gameId, text } as { gameId: number; text: string });

  it('delivers a message across nodes, persists it and sends the last 50 on join', async () => {
    const gameId = await createTestGame('football');
    const a = await joined(node1.url, gameId, { tag: 'chat-a' });
    const b = await joined(node2.url, gameId, { tag: 'chat-b' });
    expect(a.history.messages).to.deep.equal([]);
    const got = nextEvent(b.socket, 'chat:message', (m) => m.text === 'Go Bucks!');
    expect(await send(a.socket, gameId, '  Go Bucks!  ')).to.deep.equal({ ok: true });
    const m = await got;
    expect(m).to.include({ gameId, userId: a.user.id, name: 'Test F.', text: 'Go Bucks!' });
    const [{ n }] = await testDb().sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE game_id = $1',
      {
        bind: [gameId],
        type: QueryTypes.SELECT,
      },
    );
    expect(n).to.equal(1);
    // 55 more (under the rate limit by using several fans), then a newcomer gets exactly the last 50, oldest first.
    const senders = await Promise.all(
      Array.from({ length: 7 }, (_, i) => joined(node1.url, gameId, { tag: `chat-bulk${i}` })),
    );
    for (let i = 0; i < 55; i++)
      expect(await send(senders[i % 7].socket, gameId, `msg ${i}`)).to.deep.equal({ ok: true });
    const late = await joined(node2.url, gameId, { tag: 'chat-late' });
    expect(late.history.messages).to.have.length(50);
    expect(late.history.messages[49].text).to.equal('msg 54');
    expect(late.history.messages[0].text).to.equal('msg 5');
  });

  it('refuses oversized, empty, non-string and malformed messages; HTML is kept as inert text', async () => {
    const gameId = await createTestGame('basketball');
    const a = await joined(node1.url, gameId, { tag: 'chat-bad' });
    for (const bad of ['x'.repeat(CHAT_MESSAGE_MAX + 1), '', '   \n ', 42, { html: '<b>' }, null, ['a']]) {
      const r = await send(a.socket, gameId, bad);
      expect(r.ok, JSON.stringify(bad).slice(0, 40)).to.equal(false);
      expect(r.error).to.equal('invalid_payload');
      expect(r.message).to.be.a('string');
    }
    expect((await a.socket.timeout(5_000).emitWithAck('chat:send', 'nope' as never)).error).to.equal(
      'invalid_payload',
    );
    expect(await send(a.socket, gameId, 'x'.repeat(CHAT_MESSAGE_MAX))).to.deep.equal({ ok: true });
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> https://example.com';
    const got = nextEvent(a.socket, 'chat:message', (m) => m.text.startsWith('<img'));
    expect(await send(a.socket, gameId, html)).to.deep.equal({ ok: true });
    expect((await got).text).to.equal(html); // stored and sent verbatim: clients render text, never HTML
  });

  it('refuses a signed-out socket, an athlete, an unknown game and a game not joined', async () => {
    const gameId = await createTestGame('football');
    const err = await connectSocket(node1.url, null).then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).to.equal('unauthorized');
    const athlete = await joined(node2.url, gameId, { tag: 'chat-athlete', userType: 'athlete' });
    expect(await send(athlete.socket, gameId, 'hello')).to.include({ ok: false, error: 'fans_only' });
    const fan = await signInCookie(api.url, { tag: 'chat-nogame' });
    const s = track(await connectSocket(node1.url, fan.cookie));
    expect(await s.timeout(5_000).emitWithAck('game:join', { gameId: 987_654_321 })).to.include({
      ok: false,
      error: 'game_not_found',
    });
    expect(await send(s, gameId, 'hi')).to.include({ ok: false, error: 'not_joined' });
  });

  it('limits a flood of 200 messages in one second from one user with a clear error, while others chat on', async () => {
    const gameId = await createTestGame('football');
    const flooder = await joined(node1.url, gameId, { tag: 'chat-flood' });
    const other = await joined(node2.url, gameId, { tag: 'chat-calm' });
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => send(flooder.socket, gameId, `spam ${i}`)),
    );
    const floodMs = Date.now() - started;
    const ok = results.filter((r) => r.ok).length;
    const limited = results.filter((r) => r.error === 'rate_limited');
    expect(ok).to.equal(8); // RATE_LIMIT_CHAT 8/10, counted in Redis across both nodes
    expect(limited).to.have.length(192);
    expect(limited[0].message).to.match(/too fast/);
    expect(limited[0].retryAfterMs).to.be.greaterThan(0);
    // The flood came through node 1; the same user on node 2 is limited too (state in Redis).
    const again = track(await connectSocket(node2.url, flooder.user.cookie));
    await again.timeout(5_000).emitWithAck('game:join', { gameId });
    expect(await send(again, gameId, 'one more')).to.include({ error: 'rate_limited' });
    // Others chat on.
    const got = nextEvent(flooder.socket, 'chat:message', (m) => m.text === 'still here');
    expect(await send(other.socket, gameId, 'still here')).to.deep.equal({ ok: true });
    await got;
    console.log(`      flood: 200 sends in ${floodMs} ms, ${ok} accepted, ${limited.length} rate_limited`);
  });

  it('slow mode set by an admin holds on every node', async () => {
    const gameId = await createTestGame('basketball');
    const admin = api.agent();
    await admin.post('/api/auth/dev-login').send({ email: 'admin@test.dev', userType: 'fan' });
    const fan = await joined(node1.url, gameId, { tag: 'chat-slow' });
    const settings = nextEvent(fan.socket, 'chat:settings', (s) => s.gameId === gameId);
    expect((await admin.patch(`/api/admin/games/${gameId}`).send({ slowModeSeconds: 30 })).status).to.equal(
      200,
    );
    expect((await settings).slowModeSeconds).to.equal(30);
    expect(await send(fan.socket, gameId, 'first')).to.deep.equal({ ok: true });
    const second = track(await connectSocket(node2.url, fan.user.cookie));
    await second.timeout(5_000).emitWithAck('game:join', { gameId });
    const r = await send(second, gameId, 'second');
    expect(r).to.include({ ok: false, error: 'slow_mode' });
    expect(r.message).to.match(/Slow mode/);
  });

  it('moderation across nodes: an admin deletes a message everywhere and mutes a user, whose sends are refused on every node', async () => {
    const gameId = await createTestGame('football');
    const admin = await joined(node1.url, gameId, { email: 'admin@test.dev' });
    expect(admin.user.isAdmin).to.equal(1);
    const fan = await joined(node2.url, gameId, { tag: 'chat-muted' });
    const watcher = await joined(node1.url, gameId, { tag: 'chat-watcher' });
    const seen = nextEvent(watcher.socket, 'chat:message', (m) => m.text === 'rude words');
    await send(fan.socket, gameId, 'rude words');
    const msg: ChatMessage = await seen;

    // A fan may report it; a fan may not delete or mute.
    expect(
      await watcher.socket.timeout(5_000).emitWithAck('chat:report', { messageId: msg.id, reason: 'Rude' }),
    ).to.deep.equal({ ok: true });
    expect(await watcher.socket.timeout(5_000).emitWithAck('chat:delete', { messageId: msg.id })).to.include({
      error: 'forbidden',
    });

    const goneB = nextEvent(fan.socket, 'chat:deleted', (d) => d.id === msg.id);
    const goneA = nextEvent(watcher.socket, 'chat:deleted', (d) => d.id === msg.id);
    expect(await admin.socket.timeout(5_000).emitWithAck('chat:delete', { messageId: msg.id })).to.deep.equal(
      { ok: true },
    );
    await Promise.all([goneA, goneB]);
    const late = await joined(node2.url, gameId, { tag: 'chat-late2' });
    expect(late.history.messages.map((m) => m.id)).to.not.include(msg.id);

    const told = nextEvent(fan.socket, 'chat:muted', (m) => m !== null);
    const ack = await admin.socket
      .timeout(5_000)
      .emitWithAck('chat:mute', { gameId, userId: fan.user.id, minutes: 10, reason: 'Be respectful' });
    expect(ack.ok).to.equal(true);
    const mute = await told;
    expect(mute).to.include({ userId: fan.user.id, reason: 'Be respectful' });
    expect(Date.parse(mute!.until) - Date.now()).to.be.within(9 * 60_000, 10 * 60_000 + 5_000);
    const refused = await send(fan.socket, gameId, 'let me talk');
    expect(refused).to.include({ ok: false, error: 'muted', reason: 'Be respectful', until: mute!.until });
    // Same user on the other node: refused too.
    const elsewhere = track(await connectSocket(node1.url, fan.user.cookie));
    await elsewhere.timeout(5_000).emitWithAck('game:join', { gameId });
    expect(await send(elsewhere, gameId, 'from node 1')).to.include({ error: 'muted' });
    // Unmute.
    expect(
      await admin.socket.timeout(5_000).emitWithAck('chat:unmute', { userId: fan.user.id }),
    ).to.deep.equal({ ok: true });
    expect(await send(elsewhere, gameId, 'thanks')).to.deep.equal({ ok: true });
    const reports = (await api.agent().get('/api/admin/chat/reports')).status;
    expect(reports).to.equal(401);
  });

  it('a client whose connection drops for a moment gets what it missed (connection state recovery)', async () => {
    const gameId = await createTestGame('football');
    const a = await joined(node1.url, gameId, { tag: 'chat-drop' });
    const b = await joined(node2.url, gameId, { tag: 'chat-speaker' });
    const user = a.user;
    const first = nextEvent(b.socket, 'chat:message', (m) => m.text === 'before the drop');
    const dropper = track(
      await connectSocket(node1.url, user.cookie, {
        reconnection: true,
        reconnectionDelay: 300,
        reconnectionDelayMax: 300,
      }),
    );
    await dropper.timeout(5_000).emitWithAck('game:join', { gameId });
    const missed: string[] = [];
    const warmed = nextEvent(dropper, 'chat:message', (m) => m.text === 'before the drop');
    await send(a.socket, gameId, 'before the drop');
    await Promise.all([first, warmed]); // the client holds a stream offset to recover from
    dropper.on('chat:message', (m) => missed.push(m.text));
    const back = new Promise<void>((resolve) => dropper.io.once('reconnect', () => resolve()));
    dropper.io.engine.close(); // the transport drops; the server keeps the session for recovery
    await waitFor(() => !dropper.connected, { message: 'disconnected' });
    await send(b.socket, gameId, 'while away 1');
    await send(b.socket, gameId, 'while away 2');
    await back;
    await waitFor(() => dropper.connected, { message: 'reconnected' });
    expect(dropper.recovered).to.equal(true);
    await waitFor(() => missed.length >= 2, { message: 'missed messages replayed' });
    expect(missed).to.deep.equal(['while away 1', 'while away 2']);
  });

  it('a realtime process killed with SIGKILL: its clients reconnect to the other and recover the messages sent meanwhile', async () => {
    const gameId = await createTestGame('basketball');
    const front = await startFront(() => [node1.port, node2.port]);
    try {
      const speaker = await joined(node2.url, gameId, { tag: 'chat-survivor' });
      const fan = await signInCookie(api.url, { tag: 'chat-victim' });
      const victim = track(
        await connectSocket(`http://127.0.0.1:${front.port}`, fan.cookie, {
          reconnection: true,
          reconnectionDelay: 200,
          reconnectionDelayMax: 500,
        }),
      );
      // The app's chat client: join on connect; after a connection that was not recovered, ask for what came after
      // the last message seen (web/src/features/chat/useChat.ts does the same).
      // Deduplicated by id as the app does: a message stored while the join was on its way comes in the history
      // and again as chat:message.
      const seen: ChatMessage[] = [];
      const keep = (m: ChatMessage) => {
        if (!seen.some((s) => s.id === m.id)) seen.push(m);
      };
      victim.on('chat:message', keep);
      victim.on('chat:history', (h) => h.messages.forEach(keep));
      const join = () =>
        victim.emit('game:join', {
          gameId,
          sinceMessageId: seen.length ? Math.max(...seen.map((m) => m.id)) : undefined,
        });
      victim.on('connect', () => {
        if (!victim.recovered) join();
      });
      join();
      await send(speaker.socket, gameId, 'before the crash');
      await waitFor(() => seen.some((m) => m.text === 'before the crash'), { message: 'first message' });
      const onNode1 = (await fetch(`${node1.url}/readyz`)).status === 200;
      expect(onNode1).to.equal(true);

      await node1.kill('SIGKILL');
      await waitFor(() => !victim.connected, { message: 'victim disconnected' });
      await send(speaker.socket, gameId, 'during the outage 1');
      await send(speaker.socket, gameId, 'during the outage 2');
      await waitFor(() => victim.connected, { timeout: 20_000, message: 'victim reconnected to node 2' });
      await waitFor(() => seen.filter((m) => m.text.startsWith('during the outage')).length === 2, {
        timeout: 10_000,
        message: 'messages sent during the outage',
      });
      expect(seen.map((m) => m.text)).to.deep.equal([
        'before the crash',
        'during the outage 1',
        'during the outage 2',
      ]);
      // And it is live again on the surviving node.
      const live = nextEvent(victim, 'chat:message', (m) => m.text === 'after');
      await send(speaker.socket, gameId, 'after');
      await live;
    } finally {
      front.close();
      node1 = await startProcess('realtime', env); // later tests (if any) get two nodes again
    }
  });
});
