// The game chat's composer waits for the join (Chromium): until the page's `game:join` is acknowledged, Send is
// disabled and says why ("Joining the chat…", by aria-describedby), the fan may type, and a message sent with Enter
// meanwhile is held and delivered once joined (never refused as not joined, never dropped); after a reconnect that
// restores nothing the same holds. A join the server refuses: Send disabled, the reason on screen and named by
// aria-describedby, and Try again joins. The page's join frames are held (or answered with a refusal) in the
// WebSocket (chat-join-helpers.ts), so each state lasts until the test releases it. Screenshots
// `chat-joining-{390,1280}.png`, `chat-joined-{390,1280}.png`, `chat-refused-{390,1280}.png`.
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { uniqueEmail } from '../helpers/api';
import { select } from '../helpers/db';
import { browserSuite } from './suite';
import { SCREENSHOT_DIR, signIn } from './helpers';
import { joinGate, startLiveGame, type JoinGate } from './chat-join-helpers';
import { theme } from '../../web/src/ui/theme';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** `#rrggbb` as getComputedStyle says it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('e2e: the game chat composer waits for the join (Chromium)', function () {
  this.timeout(180_000);
  const s = browserSuite({ failShot: 'chat-join' });
  let ctx: BrowserContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  /** A live game, taken live by an admin (the composer has its ♥ Cheer beside Send, the tightest row). */
  const liveGame = () => startLiveGame(s);

  /** A fan on the game's page whose joins are held from the start. */
  const heldFan = async (gameId: number, viewport: typeof PHONE): Promise<{ page: Page; gate: JoinGate }> => {
    ctx = await s.browser.newContext({ viewport });
    const gate = await joinGate(ctx);
    gate.hold();
    const page = await ctx.newPage();
    const path = `/live-game/${gameId}`;
    await signIn(page, s.stack.webUrl, uniqueEmail('early'), 'fan', path, {
      firstName: 'Erin',
      lastName: 'Early',
    });
    await page.waitForURL((u) => u.pathname === path);
    return { page, gate };
  };

  const parts = (page: Page) => {
    const chat = page.getByTestId('chat');
    return {
      box: chat.getByRole('textbox', { name: 'Message', exact: true }),
      send: chat.getByRole('button', { name: /^(Send|Sending…)$/ }),
      gate: chat.getByTestId('chat-gate'),
      announce: chat.getByRole('status').and(chat.getByTestId('chat-announce')),
      composer: chat.getByTestId('chat-composer'),
      log: chat.getByTestId('chat-log'),
    };
  };

  /** The composer says it is joining: Send disabled, described by the words on screen, the text field usable. */
  const expectJoining = async (page: Page) => {
    const c = parts(page);
    await c.gate.getByText('Joining the chat…').waitFor({ timeout: 20_000 });
    expect(await c.composer.getAttribute('data-joined')).to.equal('false');
    expect(await c.send.isDisabled(), 'Send is disabled while joining').to.equal(true);
    const reason = await c.send.getAttribute('aria-describedby');
    expect(reason, 'Send says why it waits').to.be.a('string');
    expect(await page.locator(`[id="${reason}"]`).textContent()).to.contain('Joining the chat…');
    expect(await c.box.getAttribute('aria-describedby')).to.contain(reason!);
    expect(await c.box.isEditable(), 'the fan may type while joining').to.equal(true);
    const h = (await c.send.boundingBox())!.height;
    if (page.viewportSize()!.width < 992) expect(h, 'Send is a thumb target').to.be.at.least(44);
  };

  const expectNoOverflow = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(
      page.viewportSize()!.width,
    );

  const joinedState = (page: Page, joined: boolean) =>
    page.waitForFunction(
      (j) => document.querySelector('[data-testid="chat-composer"]')?.getAttribute('data-joined') === j,
      String(joined),
      { timeout: 20_000 },
    );

  const stored = async (text: string) =>
    (await select<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE text = $1`, [text]))[0]
      .n;

  it('390 px: Send waits for the join; a message sent with Enter meanwhile is delivered once joined, and again after a reconnect', async () => {
    const gameId = await liveGame();
    const { page, gate } = await heldFan(gameId, PHONE);
    const c = parts(page);
    await gate.joinsSeen(0);
    await expectJoining(page);

    // Typed and sent with Enter before the join: held (Send reads "Sending…"), not refused.
    const early = `Early hello ${uniqueEmail('m')}`;
    await c.box.fill(early);
    expect(await c.send.isDisabled(), 'still disabled with text typed').to.equal(true);
    await expectNoOverflow(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chat-joining-390.png` });
    await c.box.press('Enter');
    await c.send.getByText('Sending…').waitFor();
    // Screen readers hear it politely.
    expect(await c.announce.textContent()).to.equal(
      'Your message will be sent once you have joined the chat.',
    );
    expect(await page.getByTestId('chat-error').count(), 'no refusal shown').to.equal(0);
    expect(await stored(early), 'nothing sent before the join').to.equal(0);

    // The join is answered: the held message goes, the composer is ready.
    gate.release();
    await c.log.getByText(early).waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="chat-composer"]')?.getAttribute('data-joined') === 'true',
    );
    expect(await c.box.inputValue()).to.equal('');
    expect(await c.announce.textContent()).to.equal('Joined the chat. Sending your message.');
    expect(await page.getByTestId('chat-error').count()).to.equal(0);
    expect(await stored(early), 'stored once').to.equal(1);
    await c.box.fill('Ready to send');
    expect(await c.send.isEnabled(), 'Send enabled once joined').to.equal(true);
    expect(await c.send.getAttribute('aria-describedby')).to.equal(null);
    await expectNoOverflow(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chat-joined-390.png` });

    // A drop the server cannot restore (a new session): the page joins again, and Send waits for it again.
    const before = gate.seen;
    gate.hold();
    await gate.drop({ freshSession: true });
    await gate.joinsSeen(before);
    await expectJoining(page);
    const after = `After the drop ${uniqueEmail('m')}`;
    await c.box.fill(after);
    await c.box.press('Enter');
    await c.send.getByText('Sending…').waitFor();
    gate.release();
    await c.log.getByText(after).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('chat-error').count()).to.equal(0);
    expect(await stored(after)).to.equal(1);
    // The messages before the drop are still there (the rejoin merged what came after the last one seen).
    expect(await c.log.getByText(early).count()).to.equal(1);
  });

  it('1280 px: the text typed while joining stays, and Send sends it once joined; a restored drop keeps the chat', async () => {
    const gameId = await liveGame();
    const { page, gate } = await heldFan(gameId, DESKTOP);
    const c = parts(page);
    await gate.joinsSeen(0);
    await expectJoining(page);
    const typed = `Typed early ${uniqueEmail('m')}`;
    await c.box.fill(typed);
    await expectNoOverflow(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chat-joining-1280.png` });

    gate.release();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="chat-composer"]')?.getAttribute('data-joined') === 'true',
    );
    expect(await c.box.inputValue(), 'the typed text is kept').to.equal(typed);
    expect(await stored(typed), 'nothing sent before Send').to.equal(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chat-joined-1280.png` });
    await c.send.click();
    await c.log.getByText(typed).waitFor({ timeout: 20_000 });
    expect(await stored(typed)).to.equal(1);

    // A short drop the server restores (connection state recovery keeps the rooms): Send waits while the socket is
    // away, then is ready again, and the message goes.
    await gate.drop({ freshSession: false });
    await page.waitForFunction(() => document.querySelector('[data-joined="false"]') !== null);
    await page.waitForFunction(() => document.querySelector('[data-joined="true"]') !== null, undefined, {
      timeout: 20_000,
    });
    const restored = `After a restored drop ${uniqueEmail('m')}`;
    await c.box.fill(restored);
    await c.send.click();
    await c.log.getByText(restored).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('chat-error').count()).to.equal(0);
  });

  /** The server's answer to a join whose handler failed (realtime/src/handlers/on.ts: the database away, say). */
  const UNAVAILABLE = { ok: false, error: 'unavailable', message: 'Something went wrong. Try again.' };

  for (const viewport of [PHONE, DESKTOP])
    it(`${viewport.width} px: a join the server refuses: Send disabled with the reason (aria-describedby); Try again joins`, async () => {
      const gameId = await liveGame();
      ctx = await s.browser.newContext({ viewport });
      const gate = await joinGate(ctx);
      gate.refuse(UNAVAILABLE);
      const page = await ctx.newPage();
      const path = `/live-game/${gameId}`;
      await signIn(page, s.stack.webUrl, uniqueEmail('refused'), 'fan', path, {
        firstName: 'Reese',
        lastName: 'Refused',
      });
      await page.waitForURL((u) => u.pathname === path);
      const c = parts(page);
      const chat = page.getByTestId('chat');
      const notice = chat.getByRole('alert').filter({ hasText: UNAVAILABLE.message });
      await notice.waitFor({ timeout: 20_000 });
      await c.gate.getByText('Could not join the chat.').waitFor();
      expect(await c.composer.getAttribute('data-joined')).to.equal('false');
      // Nothing claims the chat is empty: its messages never came.
      expect(await chat.getByText('No messages yet').count()).to.equal(0);

      // Send stays disabled with text typed, and says why: the composer's words and the server's reason.
      const text = `Let me in ${uniqueEmail('m')}`;
      await c.box.fill(text);
      expect(await c.send.isDisabled(), 'Send is disabled while refused').to.equal(true);
      const described = (await c.send.getAttribute('aria-describedby'))?.split(' ') ?? [];
      const words = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(words.join(' ')).to.contain('Could not join the chat.').and.contain(UNAVAILABLE.message);
      expect(await c.box.getAttribute('aria-describedby')).to.equal(described.join(' '));

      // The way onward: Try again, a thumb's target on a phone.
      const retry = chat.getByRole('button', { name: 'Try again' });
      const h = (await retry.boundingBox())!.height;
      if (viewport.width < 992) expect(h, 'Try again is a thumb target').to.be.at.least(44);
      await expectNoOverflow(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/chat-refused-${viewport.width}.png` });

      // Enter meanwhile: the reason again under the composer, nothing sent.
      await c.box.press('Enter');
      await chat.getByTestId('chat-error').getByText(UNAVAILABLE.message).waitFor();
      // In the theme's danger colour (AA on the card's surface: web/src/ui/theme.spec.ts).
      expect(await chat.getByTestId('chat-error').evaluate((e) => getComputedStyle(e).color)).to.equal(
        rgb(theme.colors.danger),
      );
      expect(await stored(text)).to.equal(0);

      // The server would let the fan in now: Try again joins, the notice goes, and the message is sent.
      const before = gate.seen;
      gate.refuse(null);
      await retry.click();
      await gate.joinsSeen(before);
      await joinedState(page, true);
      expect(await notice.count()).to.equal(0);
      expect(
        await page.getByTestId('chat-error').count(),
        'the refusal under the composer went too',
      ).to.equal(0);
      expect(await page.evaluate(() => document.activeElement?.tagName)).to.equal('TEXTAREA');
      expect(await c.box.inputValue(), 'the typed text is kept').to.equal(text);
      await c.send.click();
      await c.log.getByText(text).waitFor({ timeout: 20_000 });
      expect(await stored(text)).to.equal(1);
    });
});
