import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { startApi, type TestApi } from '../helpers/api';
import { connectSocket, createTestGame, nextEvent, signInCookie, type GameSocket } from '../helpers/games';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { select } from '../helpers/db';

/**
 * Idempotent chat sends (migration 0013): a message sent again under the same client id (a retry after a lost
 * acknowledgement) is stored once, answered ok, and not charged to the rate limit again.
 */
describe('chat: a retried message is stored once (clientId)', function () {
  this.timeout(60_000);
  let api: TestApi;
  let node: RunningProcess;
  let socket: GameSocket;
  let gameId: number;

  before(async () => {
    api = await startApi();
    node = await startProcess('realtime', { RATE_LIMIT_CHAT: '2/60' });
    gameId = await createTestGame('football');
    const fan = await signInCookie(api.url, { tag: 'chat-retry' });
    socket = await connectSocket(node.url, fan.cookie);
    expect(await socket.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });
  });
  after(async () => {
    socket?.close();
    await node?.kill();
    await api?.close();
  });

  const send = (text: string, clientId?: string) =>
    socket.timeout(10_000).emitWithAck('chat:send', { gameId, text, ...(clientId ? { clientId } : {}) });
  const stored = (clientId: string) =>
    select<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE client_id = $1`, [clientId]);

  it('the same clientId three times: one row, three ok answers, one turn of the rate limit', async () => {
    const clientId = randomUUID();
    const first = nextEvent(socket, 'chat:message', (m) => m.text === 'Once only');
    expect(await send('Once only', clientId)).to.deep.equal({ ok: true });
    const message = await first;
    // The retries are answered ok and re-broadcast the stored message (same id: clients keep one).
    const again = nextEvent(socket, 'chat:message', (m) => m.text === 'Once only');
    const answers = await Promise.all([send('Once only', clientId), send('Once only', clientId)]);
    expect(answers).to.deep.equal([{ ok: true }, { ok: true }]);
    expect((await again).id).to.equal(message.id);
    expect((await stored(clientId))[0].n).to.equal(1);
    // The limit is 2 per minute: the retries did not use it up, so one new message still goes through.
    expect(await send('Second message', randomUUID())).to.deep.equal({ ok: true });
    expect(await send('Third message', randomUUID())).to.include({ ok: false, error: 'rate_limited' });
  });

  it('refuses a malformed clientId', async () => {
    for (const clientId of ['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon!']) {
      const r = await send('Hello', clientId);
      expect(r, clientId).to.include({ ok: false, error: 'invalid_payload' });
    }
  });
});
