// Game day in Chromium: two fans in two browsers on one live game, each on a different realtime process (two web
// origins, each proxying /socket.io to its own node), an admin operating the game and moderating the chat.
import { expect } from 'chai';
import supertest from 'supertest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { createTestGame } from '../helpers/games';
import { startTwoNodeStack, type TwoNodeStack } from '../helpers/processes';
import { uniqueEmail } from '../helpers/api';
import { formatKickoff } from '../../web/src/features/games/format';
import { SCREENSHOT_DIR, signIn } from './helpers';
import { axeFindings, signInContext, type Role } from './a11y-helpers';

describe('e2e: game day on two realtime processes (Chromium)', function () {
  this.timeout(180_000);
  let stack: TwoNodeStack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  before(async () => {
    [stack, browser] = await Promise.all([startTwoNodeStack(), launchBrowser()]);
  });
  after(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await stack?.stop();
  });

  const open = async (
    webUrl: string,
    email: string,
    path: string,
    timezoneId = 'America/Chicago',
  ): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, webUrl, email, 'fan', path, { firstName: email.split('.')[0], lastName: 'Tester' });
    await page.waitForURL((u) => u.pathname === path);
    return page;
  };
  const operator = async () => {
    const agent = supertest.agent(stack.api.url).set('X-Requested-With', 'XMLHttpRequest');
    await agent.post('/api/auth/dev-login').send({ email: 'admin@test.dev', userType: 'fan' }).expect(200);
    return agent;
  };
  const chatLog = (page: Page) => page.getByTestId('chat-log');

  it('two fans on two nodes: chat both ways, a score without reload, a delete for both, a muted send refused with the reason', async () => {
    const gameId = await createTestGame('football');
    const admin = await operator();
    await admin
      .post(`/api/admin/games/${gameId}/events`)
      .send({ kind: 'status', status: 'live' })
      .expect(202);

    const path = `/live-game/${gameId}`;
    const [alice, bob, boss] = await Promise.all([
      open(stack.web1.url, uniqueEmail('alice'), path),
      open(stack.web2.url, uniqueEmail('bob'), path),
      open(stack.web1.url, 'admin@test.dev', path),
    ]);
    for (const p of [alice, bob, boss])
      await p.getByText('No messages yet. Say hello!').waitFor({ timeout: 20_000 });
    await alice.getByTestId('scoreboard').getByText('Live').waitFor();

    // A message from Alice (node 1) appears for Bob (node 2); text only: HTML stays text, links are not links.
    const html = '<img src=x onerror="window.__xss=1"> Go team! https://example.com';
    await alice.getByRole('textbox', { name: 'Message', exact: true }).fill(html);
    await alice.keyboard.press('Enter');
    await chatLog(bob).getByText('Go team!', { exact: false }).waitFor({ timeout: 20_000 });
    expect(await chatLog(bob).locator('p.text').first().textContent()).to.equal(html);
    expect(await chatLog(bob).locator('img, a[href="https://example.com"]').count()).to.equal(0);
    expect(await bob.evaluate(() => (window as unknown as { __xss?: number }).__xss)).to.equal(undefined);
    await bob.getByRole('textbox', { name: 'Message', exact: true }).fill('Bob here from node 2');
    await bob.getByRole('button', { name: 'Send' }).click();
    await chatLog(alice).getByText('Bob here from node 2').waitFor({ timeout: 20_000 });

    // A score posted by the operator appears on both pages without a reload.
    const urlBefore = [alice.url(), bob.url()];
    await admin
      .post(`/api/admin/games/${gameId}/events`)
      .send({
        kind: 'play',
        playKind: 'touchdown',
        description: 'Touchdown, 34-yard pass',
        team: 'home',
        points: 7,
      })
      .expect(202);
    for (const p of [alice, bob]) {
      await p.getByTestId('score-home').getByText('7').waitFor({ timeout: 20_000 });
      await p.getByTestId('plays').getByText('Touchdown, 34-yard pass', { exact: false }).waitFor();
    }
    expect([alice.url(), bob.url()]).to.deep.equal(urlBefore);
    await alice.screenshot({ path: `${SCREENSHOT_DIR}/game-day-alice.png`, fullPage: true });

    // The admin deletes Alice's message: it disappears for both.
    await chatLog(boss).getByText('Go team!', { exact: false }).waitFor({ timeout: 20_000 });
    await boss.getByRole('button', { name: /^Delete message from alice/i }).click();
    for (const p of [alice, bob])
      await chatLog(p)
        .getByText('Go team!', { exact: false })
        .waitFor({ state: 'detached', timeout: 20_000 });

    // The admin mutes Bob with a reason; Bob sees why and until when, and his send is refused with the reason.
    await boss.getByRole('button', { name: /^Mute bob/i }).click();
    await boss.getByLabel('Reason').fill('Keep it friendly');
    await boss.getByRole('button', { name: 'Mute', exact: true }).click();
    await bob
      .getByTestId('chat-muted')
      .getByText('Keep it friendly', { exact: false })
      .waitFor({ timeout: 20_000 });
    expect(await bob.getByTestId('chat-muted').textContent()).to.match(
      /muted until .+ Reason: Keep it friendly/,
    );
    await bob.getByRole('textbox', { name: 'Message', exact: true }).fill('can I still talk?');
    await bob.getByRole('button', { name: 'Send' }).click();
    await bob
      .getByTestId('chat-error')
      .getByText('Keep it friendly', { exact: false })
      .waitFor({ timeout: 20_000 });
    expect(await chatLog(alice).getByText('can I still talk?').count()).to.equal(0);
    await bob.screenshot({ path: `${SCREENSHOT_DIR}/game-day-bob-muted.png`, fullPage: true });
  });

  it('shows a kickoff stored in UTC in each viewer’s time zone', async () => {
    const kickoff = new Date(Date.UTC(2026, 11, 5, 0, 30));
    const gameId = await createTestGame('basketball', { kickoffAt: kickoff });
    const path = `/live-game/basketball/${gameId}`;
    const east = await open(stack.web1.url, uniqueEmail('east'), path, 'America/New_York');
    const west = await open(stack.web2.url, uniqueEmail('west'), path, 'America/Los_Angeles');
    const text = async (p: Page, zone: string) => {
      // A server-rendered page hydrates in the zone it was rendered in, then shows the viewer's own.
      const t = p
        .locator(`time[datetime="${kickoff.toISOString()}"]`)
        .filter({ hasText: formatKickoff(kickoff.toISOString(), zone) })
        .first();
      await t.waitFor({ timeout: 20_000 });
      return (await t.textContent())?.trim();
    };
    expect(await text(east, 'America/New_York')).to.equal('Fri, Dec 4 · 7:30 PM EST');
    expect(await text(west, 'America/Los_Angeles')).to.equal('Fri, Dec 4 · 4:30 PM PST');
  });

  it('game day pages have no serious or critical axe findings (visitor, fan and admin; desktop and 390 px)', async () => {
    const gameId = await createTestGame('basketball');
    const admin = await operator();
    await admin
      .post(`/api/admin/games/${gameId}/events`)
      .send({ kind: 'status', status: 'live' })
      .expect(202);
    await admin
      .post(`/api/admin/games/${gameId}/events`)
      .send({ kind: 'play', playKind: 'two', description: 'Layup', team: 'away', points: 2 })
      .expect(202);
    await admin.patch(`/api/admin/games/${gameId}`).send({ featured: true }).expect(200);
    const pages: [Role, string][] = [
      ['visitor', '/upcoming-games'],
      ['visitor', '/upcoming-games-basketball'],
      ['visitor', '/live-game/game-schedule'],
      ['fan', '/live-game/game-schedule'],
      ['fan', `/live-game/basketball/${gameId}`],
      ['fan', `/live-chat/${gameId}`],
      ['fan', '/top-events-to-socialize'],
      ['admin', `/live-game/basketball/${gameId}`],
      ['admin', '/top-events-to-socialize'],
    ];
    const problems: string[] = [];
    for (const width of [1280, 390])
      for (const [role, path] of pages) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        contexts.push(context);
        await signInContext(context, stack.web1.url, role);
        const page = await context.newPage();
        await page.goto(`${stack.web1.url}${path}`);
        if (/\d$/.test(path) && path.includes('live-'))
          await page
            .getByTestId('chat')
            .or(page.getByText('Sign in as a fan'))
            .first()
            .waitFor({ timeout: 20_000 });
        for (const f of await axeFindings(page))
          problems.push(`${role} ${path} @${width}: ${f.rule} ${f.help} ${f.targets.join(' | ')}`);
        if (width === 390 && role === 'fan')
          await page.screenshot({
            path: `${SCREENSHOT_DIR}/game-day-mobile-${path.split('/')[1]}.png`,
            fullPage: true,
          });
        await context.close();
      }
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
