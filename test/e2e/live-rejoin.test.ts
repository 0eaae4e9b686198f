// The live game page joins its game once per connection and is sent the chat's history once (Chromium): the game
// hook (useLiveGame) joins the room only (`roomOnly`), the chat (useChat) alone asks for the history. A drop the server
// restores (connection state recovery, after an acknowledged join) joins nothing again and is sent no history; a
// drop it cannot restore joins again, the chat asking for what came after the last message it has, and the page is
// sent only the messages it missed. The page's Socket.IO frames are read in its WebSocket (chat-join-helpers.ts).
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { connectSocket, createTestGame, signInCookie, type GameSocket } from '../helpers/games';
import { uniqueEmail } from '../helpers/api';
import { select } from '../helpers/db';
import { browserSuite } from './suite';
import { signIn } from './helpers';
import { joinGate } from './chat-join-helpers';

describe('e2e: the live page rejoins its game without the whole chat again (Chromium)', function () {
  this.timeout(180_000);
  const s = browserSuite({ failShot: 'live-rejoin' });
  let ctx: BrowserContext | undefined;
  let speaker: GameSocket | undefined;
  afterEach(async () => {
    speaker?.close();
    speaker = undefined;
    await ctx?.close();
    ctx = undefined;
  });

  const idOf = async (text: string) =>
    (await select<{ id: number }>(`SELECT id FROM chat_messages WHERE text = $1`, [text]))[0].id;
  const joinedState = (page: Page, joined: boolean) =>
    page.waitForFunction(
      (j) => document.querySelector('[data-testid="chat-composer"]')?.getAttribute('data-joined') === j,
      String(joined),
      { timeout: 20_000 },
    );

  it('one history on load; none after a restored drop; only the missed messages after a drop that restores nothing', async () => {
    const gameId = await createTestGame('football');
    // Another fan speaks in the game's chat over a socket of their own.
    const other = await signInCookie(s.stack.webUrl, { tag: 'speaker' });
    speaker = await connectSocket(s.stack.webUrl, other.cookie);
    expect(await speaker.timeout(10_000).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });
    const say = async (text: string) =>
      expect(await speaker!.timeout(10_000).emitWithAck('chat:send', { gameId, text })).to.deep.equal({
        ok: true,
      });
    const tag = uniqueEmail('m');
    const before = [1, 2, 3, 4].map((i) => `Before ${i} ${tag}`);
    for (const text of before) await say(text);
    const beforeIds = await Promise.all(before.map(idOf));

    ctx = await s.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const gate = await joinGate(ctx);
    const page = await ctx.newPage();
    const path = `/live-game/${gameId}`;
    await signIn(page, s.stack.webUrl, uniqueEmail('rejoin'), 'fan', path, {
      firstName: 'Remy',
      lastName: 'Rejoin',
    });
    await page.waitForURL((u) => u.pathname === path);
    const log = page.getByTestId('chat').getByTestId('chat-log');
    await log.getByText(before[3]).waitFor({ timeout: 20_000 });
    await joinedState(page, true);
    await gate.joinsSeen(1);
    await gate.joinsAnswered();

    // On load: the game's room joined for its updates only, the chat joined once, and the history sent once.
    expect(gate.joins).to.have.deep.members([{ gameId, roomOnly: true }, { gameId }]);
    expect(gate.histories).to.deep.equal([{ since: null, ids: beforeIds }]);

    // The fan speaks: the last message the page has is theirs.
    const box = page.getByTestId('chat').getByRole('textbox', { name: 'Message', exact: true });
    const mine = `Mine ${tag}`;
    await box.fill(mine);
    await box.press('Enter');
    await log.getByText(mine).waitFor({ timeout: 20_000 });
    const mineId = await idOf(mine);

    // A short drop the server restores (its rooms kept, the missed packets replayed): neither hook joins again.
    await gate.drop({ freshSession: false });
    await joinedState(page, false);
    await joinedState(page, true);
    expect(gate.recovered, 'the session was restored').to.equal(true);
    const restored = `After a restored drop ${tag}`;
    await box.fill(restored);
    await box.press('Enter');
    // The send went after anything the reconnect sent on the same WebSocket, and is answered.
    await log.getByText(restored).waitFor({ timeout: 20_000 });
    expect(gate.joins.length, 'no join after a restored drop').to.equal(2);
    expect(gate.histories.length, 'no history after a restored drop').to.equal(1);
    const restoredId = await idOf(restored);

    // A drop the server cannot restore: both hooks join again (held here while the other fan speaks).
    const joinsBefore = gate.joins.length;
    gate.hold();
    await gate.drop({ freshSession: true });
    await gate.joinsSeen(joinsBefore + 1);
    const missed = [`While away 1 ${tag}`, `While away 2 ${tag}`];
    for (const text of missed) await say(text);
    const missedIds = await Promise.all(missed.map(idOf));
    gate.release();
    await log.getByText(missed[1]).waitFor({ timeout: 20_000 });
    await joinedState(page, true);
    await gate.joinsAnswered();
    expect(gate.recovered, 'a new session').to.equal(false);
    // The game's room again for its updates; the chat asks for what came after the last message it has.
    expect(gate.joins.slice(joinsBefore)).to.have.deep.members([
      { gameId, roomOnly: true },
      { gameId, sinceMessageId: restoredId },
    ]);
    expect(gate.joins.length).to.equal(joinsBefore + 2);
    // Only the missed messages were sent again, once.
    expect(gate.histories.slice(1)).to.deep.equal([{ since: restoredId, ids: missedIds }]);
    // The page shows every message once, in order.
    const shown = await log
      .locator('li[data-message-id]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-message-id'))));
    expect(shown).to.deep.equal([...beforeIds, mineId, restoredId, ...missedIds]);
  });
});
