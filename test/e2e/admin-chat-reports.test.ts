import { mkdirSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { insertChatMessage, reportChatMessage } from '@fanlift/db';
import { testDb } from '../helpers/db';
import { createTestGame } from '../helpers/games';
import { stackAndBrowser } from './suite';
import { axeFindings, signInContext, type Role } from './a11y-helpers';
import { SCREENSHOT_DIR } from './helpers';

/**
 * /admin/chat-reports: an admin reads fans' reports of chat messages (text, author, reporter, game, time) and
 * deletes a reported message over the socket; axe (WCAG 2.2 AA) at 1280 px and 390 px; a fan is sent away.
 */
describe('e2e: admin chat reports page (Chromium)', function () {
  this.timeout(240_000);
  const e2e = stackAndBrowser();
  let gameId: number;
  const text = `Reported words ${Date.now()}`;

  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const { sequelize } = testDb();
    const users = await sequelize.query<{ id: number; email: string }>(
      `SELECT id, email FROM users WHERE email IN ('fan@fanlift.dev', 'admin@fanlift.dev')`,
      { type: QueryTypes.SELECT },
    );
    const id = (email: string) => users.find((u) => u.email === email)!.id;
    gameId = await createTestGame('football');
    const message = await insertChatMessage(sequelize, { gameId, userId: id('fan@fanlift.dev'), text });
    const reported = await reportChatMessage(sequelize, {
      messageId: message!.id,
      reporterId: id('admin@fanlift.dev'),
      reason: 'Spam in the game chat',
    });
    expect(reported?.created).to.equal(true);
  });

  async function open(role: Role, width: number): Promise<Page> {
    const ctx = await e2e.browser.newContext({ viewport: { width, height: 900 } });
    await signInContext(ctx, e2e.stack.webUrl, role);
    const page = await ctx.newPage();
    await page.goto(`${e2e.stack.webUrl}/admin/chat-reports`);
    return page;
  }
  async function expectAxeClean(page: Page, what: string) {
    const findings = await axeFindings(page);
    expect(findings, `${what}: ${JSON.stringify(findings, null, 1)}`).to.deep.equal([]);
  }

  it('lists the report with its facts, no serious axe finding at 1280 px, and the admin menu links to it', async () => {
    const page = await open('admin', 1280);
    // Other files may have reported messages too: this file's report is the one with its text.
    const card = page.getByRole('region', { name: /Report of a message from/ }).filter({ hasText: text });
    await card.waitFor({ timeout: 20_000 });
    const facts = await card.innerText();
    expect(facts, 'message text').to.contain(text);
    expect(facts).to.match(/Reported by\s+\S+/);
    expect(facts).to.contain('Spam in the game chat');
    expect(facts).to.contain(`Game #${gameId} chat`);
    expect(await card.locator('time').getAttribute('datetime')).to.match(/^\d{4}-\d\d-\d\dT/);
    await expectAxeClean(page, '/admin/chat-reports 1280');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-chat-reports-1280.png`, fullPage: true });
    await page.getByTestId('nav-admin').click();
    expect(await page.getByRole('menuitem', { name: 'Chat Reports' }).count()).to.equal(1);
    await page.context().close();
  });

  it('deletes the reported message: acknowledged, shown as deleted, deleted in PostgreSQL', async () => {
    const page = await open('admin', 390);
    const card = page.getByRole('region', { name: /Report of a message from/ }).filter({ hasText: text });
    const del = card.getByRole('button', { name: /Delete message from/ });
    await del.waitFor({ timeout: 20_000 });
    await del.click();
    await page
      .getByRole('status')
      .filter({ hasText: /Message from .+ deleted/ })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('status').filter({ hasText: 'deleted' }).first().innerText()).to.match(
      /Message from .+ deleted/,
    );
    const [row] = await testDb().sequelize.query<{ deleted: boolean }>(
      `SELECT deleted_at IS NOT NULL AS deleted FROM chat_messages WHERE text = $1`,
      { bind: [text], type: QueryTypes.SELECT },
    );
    expect(row.deleted).to.equal(true);
    await expectAxeClean(page, '/admin/chat-reports 390');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-chat-reports-390.png`, fullPage: true });
    await page.context().close();
  });

  it('a fan who is not an admin does not see the page', async () => {
    const page = await open('fan', 1280);
    await page.waitForURL((u) => u.pathname !== '/admin/chat-reports', { timeout: 20_000 });
    expect(await page.getByRole('heading', { name: 'Chat reports' }).count()).to.equal(0);
    await page.context().close();
  });
});
