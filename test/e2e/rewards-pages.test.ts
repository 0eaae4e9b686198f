import { mkdirSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { unsubscribeToken } from '@fanlift/db';
import { seedDemoRewards } from '@fanlift/db/seed/demo-rewards';
import type { DemoUsersResult } from '@fanlift/db/seed/demo-users';
import { testDb } from '../helpers/db';
import { stackAndBrowser } from './suite';
import { axeFindings, signInContext, type Role } from './a11y-helpers';
import { SCREENSHOT_DIR } from './helpers';

/**
 * The rewards pages and the referral panel for people: axe (WCAG 2.2 AA, no serious or critical finding) on
 * /milestone, /earn, /invite-fan (fan and admin), /milestone/list (admin), /fans/email-unsubscribe signed
 * out, the panel's three tabs at 1280 px and 390 px; screenshots of each.
 */
describe('e2e: rewards pages, accessibility and layout (Chromium)', function () {
  this.timeout(240_000);
  const e2e = stackAndBrowser();
  const url = (p: string) => `${e2e.stack.webUrl}${p}`;

  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    // The npm start seed's demo rewards (the test seed has no demo ledger): the demo fan's 2 spin chances.
    const [fan] = await testDb().sequelize.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'fan@fanlift.dev'`,
      { type: QueryTypes.SELECT },
    );
    const seeded = await seedDemoRewards(testDb().sequelize, { fanUserId: fan.id } as DemoUsersResult);
    expect(seeded.chancesLeft).to.be.at.least(1);
  });

  async function open(role: Role, path: string, width = 1280): Promise<Page> {
    const ctx = await e2e.browser.newContext({ viewport: { width, height: 900 } });
    await signInContext(ctx, e2e.stack.webUrl, role);
    const page = await ctx.newPage();
    await page.goto(url(path));
    return page;
  }
  async function expectAxeClean(page: Page, what: string) {
    const findings = await axeFindings(page);
    expect(findings, `${what}: ${JSON.stringify(findings, null, 1)}`).to.deep.equal([]);
  }

  for (const [role, path, name, ready] of [
    ['fan', '/milestone', 'milestone', 'milestone-earned'],
    ['fan', '/earn', 'earn', 'earn-spins'],
    ['fan', '/invite-fan', 'invite-fan', 'invite-counts'],
    ['admin', '/invite-fan', 'invite-fan-admin', 'invite-counts'],
    ['admin', '/milestone/list', 'milestone-list', 'milestone-table'],
  ] as const) {
    it(`${path} as ${role}: content, no serious axe finding, screenshot`, async () => {
      const page = await open(role, path);
      await page.getByTestId(ready).waitFor({ timeout: 20_000 });
      await expectAxeClean(page, `${path} (${role})`);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/rewards-${name}-1280.png`, fullPage: true });
      await page.context().close();
    });
  }

  it('/milestone/list: an admin gives a fan a spin and recomputes stars from the ledger', async () => {
    const page = await open('admin', '/milestone/list');
    await page.getByTestId('milestone-table').waitFor({ timeout: 20_000 });
    await page
      .getByRole('button', { name: /^Give a spin/ })
      .first()
      .click();
    await page.waitForFunction(() =>
      /^Gave .+ a spin/.test(document.querySelector('[data-testid="milestone-notice"]')?.textContent ?? ''),
    );
    await page.getByTestId('recompute-stars').click();
    await page.waitForFunction(() =>
      /^Recomputing the stars of \d+ fans/.test(
        document.querySelector('[data-testid="milestone-notice"]')?.textContent ?? '',
      ),
    );
    await page.context().close();
  });

  it('the demo fan sees the panel with 2 chances; each tab passes axe at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const page = await open('fan', '/wallet', width);
      await page.getByTestId('referral-panel-toggle').click();
      for (const tab of ['invite', 'spin', 'rewards']) {
        await page.getByTestId(`referral-tab-${tab}`).click();
        if (tab === 'spin')
          await page.waitForFunction(() =>
            document.querySelector('[data-testid="spin-chances"]')?.textContent?.includes('chance'),
          );
        if (tab === 'spin') expect(await page.getByTestId('spin-button').isDisabled()).to.equal(false);
        await expectAxeClean(page, `panel ${tab} at ${width}`);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/rewards-panel-${tab}-${width}.png` });
      }
      await page.context().close();
    }
    const hidden = await open('fan', '/radar-athletes');
    await hidden.waitForSelector('main');
    expect(await hidden.getByTestId('referral-panel-toggle').count()).to.equal(0);
    await hidden.context().close();
  });

  it('/fans/email-unsubscribe works signed out with a signed link, and says where to find one without it', async () => {
    const token = unsubscribeToken('fanlift-development-email-link-secret', 'fan@fanlift.dev');
    const page = await open('visitor', `/fans/email-unsubscribe?token=${token}`);
    await page.getByTestId('unsubscribe-state').waitFor();
    expect(await page.getByTestId('unsubscribe-state').getAttribute('data-unsubscribed')).to.equal('true');
    await expectAxeClean(page, 'unsubscribe');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/rewards-unsubscribe-1280.png` });
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await page.waitForSelector('[data-unsubscribed="false"]');
    await page.goto(url('/fans/email-unsubscribe'));
    await page.getByTestId('unsubscribe-no-token').waitFor();
    await page.context().close();
  });
});
