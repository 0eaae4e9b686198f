// The live page on a phone (390 x 844) in Chromium: the scoreboard and the chat's composer are in the first
// screen, the tabs open on Chat while the game is live and move with the keyboard, a reader who scrolled up is
// told "N new messages" instead of being moved; screenshots of the page at 390 and 1280 px.
import { expect } from 'chai';
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { createTestGame } from '../helpers/games';
import { uniqueEmail } from '../helpers/api';
import { browserSuite } from './suite';
import { SCREENSHOT_DIR, interactive, signIn } from './helpers';
import { fundWallet } from '../factories';
import { signInContext } from './a11y-helpers';

const PHONE = { width: 390, height: 844 };

describe('e2e: the live page on a phone (Chromium, 390 px)', function () {
  this.timeout(240_000);
  // Twelve messages in a few seconds: above the default chat rate (8 per 10 s).
  const s = browserSuite({ failShot: 'live-phone', stackEnv: { RATE_LIMIT_CHAT: '100/10' } });
  /** The contexts a test opened (its fans', the admin's, the visitor's): closed after it, passed or failed. */
  const opened: BrowserContext[] = [];
  const newContext = async (opts?: BrowserContextOptions) => {
    const ctx = await s.browser.newContext(opts);
    opened.push(ctx);
    return ctx;
  };
  afterEach(async () => {
    for (const ctx of opened.splice(0)) await ctx.close().catch(() => {});
    // The file's own browser (its stack is its own): the suite closed the test's context before this hook.
    expect(s.browser.contexts().length, 'browser contexts left open after the test').to.equal(0);
  });

  const adminApi = async (): Promise<APIRequestContext> => {
    const ctx = await newContext();
    await signInContext(ctx, s.stack.webUrl, 'admin');
    return ctx.request;
  };
  const event = async (api: APIRequestContext, gameId: number, data: Record<string, unknown>) => {
    const res = await api.post(`${s.url(`/api/admin/games/${gameId}/events`)}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data,
    });
    expect(res.status(), await res.text()).to.equal(202);
  };
  const fanPage = async (path: string, viewport = PHONE): Promise<Page> => {
    const ctx = await newContext({ viewport });
    const page = await ctx.newPage();
    await signIn(page, s.stack.webUrl, uniqueEmail('phone'), 'fan', path, {
      firstName: 'Pat',
      lastName: 'Phone',
    });
    await page.waitForURL((u) => u.pathname === path);
    return page;
  };
  const inFirstScreen = async (page: Page, testIdOrRole: ReturnType<Page['getByTestId']>, what: string) => {
    const box = await testIdOrRole.boundingBox();
    expect(box, `${what} is laid out`).to.not.equal(null);
    const vp = page.viewportSize()!;
    expect(box!.y, `${what} top`).to.be.at.least(0);
    expect(box!.y + box!.height, `${what} bottom within ${vp.height}px`).to.be.at.most(vp.height);
    expect(box!.x + box!.width, `${what} right within ${vp.width}px`).to.be.at.most(vp.width);
  };

  it('scoreboard and composer in the first screen, tabs on Chat, keyboard tabs, N new messages', async () => {
    const gameId = await createTestGame('football');
    const admin = await adminApi();
    await event(admin, gameId, { kind: 'status', status: 'live' });
    const path = `/live-game/${gameId}`;
    const alice = await fanPage(path);
    const composer = alice.getByRole('textbox', { name: 'Message', exact: true });
    await composer.waitFor({ timeout: 20_000 });
    await inFirstScreen(alice, alice.getByTestId('scoreboard'), 'scoreboard');
    await inFirstScreen(alice, composer, 'composer');
    await inFirstScreen(alice, alice.getByRole('button', { name: 'Send' }), 'Send button');
    expect(await alice.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(PHONE.width);

    // Tabs: Chat selected while live; arrows move the selection and the focus; the chat stays mounted.
    const tabs = alice.getByTestId('game-tabs');
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).to.equal('Chat');
    await tabs.getByRole('tab', { name: 'Chat' }).focus();
    await alice.keyboard.press('ArrowRight');
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).to.equal('Plays');
    expect(await alice.evaluate(() => document.activeElement?.textContent)).to.equal('Plays');
    await alice.keyboard.press('End');
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).to.equal('Supporters');
    await alice.keyboard.press('Home');
    expect(await composer.isVisible()).to.equal(true);

    // Each 44 px tall at least.
    for (const h of await tabs
      .getByRole('tab')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
      expect(h).to.be.at.least(44);

    // The scoreboard is pinned under the header (sticky at the header's height) while the page scrolls.
    const pin = await alice.evaluate(() => {
      const board = document.querySelector('[data-testid="scoreboard"]')!;
      const header = document.querySelector('[data-testid="site-header"]')!;
      const st = getComputedStyle(board);
      return {
        position: st.position,
        top: parseFloat(st.top),
        header: header.getBoundingClientRect().height,
      };
    });
    expect(pin.position).to.equal('sticky');
    expect(Math.round(pin.top)).to.equal(Math.round(pin.header));

    // Fill the log, scroll it up, then a message from another fan: the reader stays put and sees the pill.
    for (let i = 1; i <= 12; i++) {
      await composer.fill(`Message number ${i} from Alice`);
      await composer.press('Enter');
      await alice
        .getByTestId('chat-log')
        .getByText(`Message number ${i} from Alice`)
        .waitFor({ timeout: 20_000 });
    }
    const log = alice.getByTestId('chat-log');
    const scrollable = await log.evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(scrollable, 'twelve messages overflow the phone log').to.equal(true);
    await log.evaluate((el) => {
      el.scrollTop = 0;
      el.dispatchEvent(new Event('scroll'));
    });
    const bob = await fanPage(path);
    const bobBox = bob.getByRole('textbox', { name: 'Message', exact: true });
    await bobBox.waitFor({ timeout: 20_000 });
    // Bob has joined the game's chat once its history is on his page (a send before the join is refused).
    await bob.getByTestId('chat-log').getByText('Message number 12 from Alice').waitFor({ timeout: 20_000 });
    await bobBox.fill('Bob says hi');
    await bobBox.press('Enter');
    const pill = alice.getByTestId('chat-new-messages');
    await pill.waitFor({ timeout: 20_000 });
    expect(await pill.textContent()).to.contain('1 new message');
    expect(await log.evaluate((el) => el.scrollTop)).to.equal(0);
    await pill.click();
    await pill.waitFor({ state: 'detached' });
    expect(await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).to.be.below(40);
    await alice.screenshot({ path: `${SCREENSHOT_DIR}/live-390.png` });

    // Desktop: the chat beside the plays in the first screen.
    const desk = await fanPage(path, { width: 1280, height: 800 });
    const deskComposer = desk.getByRole('textbox', { name: 'Message', exact: true });
    await deskComposer.waitFor({ timeout: 20_000 });
    await inFirstScreen(desk, desk.getByTestId('scoreboard'), 'scoreboard (desktop)');
    const chatBox = await desk.getByTestId('chat').boundingBox();
    const playsBox = await desk.locator('#pbp-title').boundingBox();
    expect(chatBox!.y, 'chat starts in the first screen').to.be.below(800);
    expect(playsBox!.x, 'plays at the left of the chat').to.be.below(chatBox!.x);
    await desk.screenshot({ path: `${SCREENSHOT_DIR}/live-1280.png` });
  });

  it('Players tab: a fan gives 1 like from a player’s card (cost said first, the answer and the header balance after); 44 px targets; a visitor’s give opens the fund page', async () => {
    const gameId = await createTestGame('football');
    const admin = await adminApi();
    await event(admin, gameId, { kind: 'status', status: 'live' });
    const path = `/live-game/${gameId}`;
    const ctx = await newContext({ viewport: PHONE });
    const res = await ctx.request.post(s.url('/api/auth/dev-login'), {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: uniqueEmail('giver'), userType: 'fan', firstName: 'Gia', lastName: 'Giver' },
    });
    expect(res.status()).to.equal(200);
    await fundWallet(((await res.json()) as { id: number }).id, 5);
    const page = await ctx.newPage();
    await page.goto(s.url(path));
    await interactive(page);
    await page.getByTestId('game-tabs').getByRole('tab', { name: 'Players' }).click();
    const cards = page.getByTestId('game-players');
    const give = cards.getByRole('button', { name: /^Give 1 like · 5 left to / }).first();
    await give.waitFor({ timeout: 20_000 });
    // Every control in the cards is a thumb's target: the player's link (photo, name, school) and the give button.
    const small = await cards.evaluate((el) =>
      [...el.querySelectorAll('a, button')]
        .map((c) => ({ what: c.textContent?.trim() ?? '', h: c.getBoundingClientRect().height }))
        .filter((c) => c.h < 44),
    );
    expect(small, 'controls under 44 px tall in the player cards').to.deep.equal([]);
    const balance = page.getByTestId('header-balance-value');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="header-balance-value"]')?.getAttribute('data-balance') === '5',
    );
    await give.click();
    await cards
      .getByRole('status')
      .filter({ hasText: 'Gave 1 like. You have 4 likes left.' })
      .waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="header-balance-value"]')?.getAttribute('data-balance') === '4',
      undefined,
      { timeout: 20_000 },
    );
    expect(await balance.getAttribute('data-balance')).to.equal('4');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(PHONE.width);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/live-players-390.png` });
    await ctx.close();

    // A visitor: no give button, a link to the player's fund page (buy likes there, or sign in).
    const visitor = await newContext({ viewport: PHONE });
    const vp = await visitor.newPage();
    await vp.goto(s.url(path));
    await interactive(vp);
    await vp.getByTestId('game-tabs').getByRole('tab', { name: 'Players' }).click();
    const link = vp
      .getByTestId('game-players')
      .getByRole('link', { name: /^Give likes to / })
      .first();
    await link.waitFor({ timeout: 20_000 });
    expect(await vp.getByTestId('game-players').getByRole('button').count()).to.equal(0);
    await link.click();
    await vp.waitForURL((u) => /^\/athletes\/\d+\/fund$/.test(u.pathname));
    await visitor.close();
  });

  it('basketball says Tip-off', async () => {
    const gameId = await createTestGame('basketball', { kickoffAt: new Date(Date.now() + 86_400_000) });
    await s.page.setViewportSize(PHONE);
    await s.page.goto(s.url(`/live-game/basketball/${gameId}`));
    await s.page.getByTestId('scoreboard').waitFor();
    expect(await s.page.getByTestId('scoreboard').textContent()).to.contain('Tip-off');
    expect(await s.page.locator('main').textContent()).to.not.contain('Kickoff');
  });
});
