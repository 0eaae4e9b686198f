import { mkdirSync } from 'node:fs';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startStack, type Stack } from '../helpers/processes';
import { expectLedgerInvariants, fanBalance } from '../helpers/ledger-fixtures';
import { createAthlete, seededSchool, fundWallet } from '../factories';
import { grantChances } from '../helpers/rewards';
import { SCREENSHOT_DIR, signIn, signInThroughForm } from './helpers';

/**
 * Rewards in the browser (issue 9 "must show"): a fan with 2 chances spins twice (the wheel stops on the
 * server's segment, 'You won N Credits', the header balance rises by N without a reload, then Spin is
 * disabled); a friend signs up with the invite link and onboards while the inviter's tab shows the reward and
 * the new chance; likes sent across a star threshold show the new star live.
 */
describe('e2e: referral panel, spin wheel, referral reward, stars (Chromium)', function () {
  this.timeout(240_000);
  let stack: Stack;
  let browser: Browser;
  let fanCtx: BrowserContext;
  let friendCtx: BrowserContext;
  let tab: Page;
  let me: { id: number; authId: string; referralCode: string };
  const email = `rewards.e2e.${Date.now()}@test.dev`;
  const url = (p: string) => `${stack.webUrl}${p}`;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: false });

  /** Onboard the signed-in fan of this page (one school), as the onboarding form does. */
  async function onboard(page: Page, authId: string, schoolId: number, firstName: string) {
    const status = await page.evaluate(
      async ([id, sid, name]) => {
        const res = await fetch(`/api/users/${encodeURIComponent(id as string)}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify({
            firstName: name,
            lastName: 'Tester',
            tosAccepted: true,
            fanProfile: { schools: [{ schoolId: sid }] },
          }),
        });
        return res.status;
      },
      [authId, schoolId, firstName] as const,
    );
    expect(status).to.equal(200);
  }
  const headerBalance = async (page: Page) => {
    await page.getByTestId('fan-account-button').click();
    const text = await page.getByTestId('wallet-balance').innerText();
    await page.getByTestId('fan-account-button').click();
    return text;
  };
  const markNoReload = (page: Page) =>
    page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
  const stillNoReload = (page: Page) =>
    page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload === 1);

  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    fanCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    friendCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    tab = await fanCtx.newPage();
  });
  after(async () => {
    await fanCtx?.close();
    await friendCtx?.close();
    await browser?.close();
    await stack?.stop();
    await expectLedgerInvariants(60_000);
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed')
      await tab?.screenshot({ path: `${SCREENSHOT_DIR}/failed-rewards.png` }).catch(() => {});
  });

  it('a fan with 2 chances spins twice: the wheel stops on the server’s segment, the header balance rises, then Spin is disabled', async () => {
    await signIn(tab, stack.webUrl, email, 'fan', '/wallet', { firstName: 'Spinny', lastName: 'Tester' });
    me = await tab.evaluate(async () => (await fetch('/api/auth/me')).json());
    await onboard(tab, me.authId, (await seededSchool()).id, 'Spinny');
    await grantChances(me.id, 2);
    await tab.goto(url('/wallet'));
    await tab.getByTestId('referral-panel-toggle').click();
    await tab.getByTestId('referral-tab-spin').click();
    await tab.waitForFunction(() =>
      document.querySelector('[data-testid="spin-chances"]')?.textContent?.includes('2'),
    );
    await markNoReload(tab);
    let expected = 0;
    for (let i = 0; i < 2; i++) {
      const before = await fanBalance(me.id);
      const [response] = await Promise.all([
        tab.waitForResponse((r) => r.url().includes('/api/referralCode/creditSpinWheelLikes')),
        tab.getByTestId('spin-button').click(),
      ]);
      const answer = (await response.json()) as {
        data: { likes: number; segmentIndex: number; success: boolean };
      };
      expect(answer.data.success).to.equal(true);
      await tab.getByTestId('spin-result').waitFor({ timeout: 20_000 });
      expect(await tab.getByTestId('spin-result').innerText()).to.equal(
        `You won ${answer.data.likes} Credits`,
      );
      expect(await tab.getByTestId('wheel').getAttribute('data-segment')).to.equal(
        String(answer.data.segmentIndex),
      );
      await tab.getByTestId('confetti').waitFor();
      if (i === 0) await shot(tab, 'rewards-spin-won-1280');
      expected = before + answer.data.likes;
      expect(await fanBalance(me.id)).to.equal(expected);
      // The header balance (account menu) rises by N without a reload.
      await tab.getByTestId('fan-account-button').click();
      await tab.waitForFunction(
        (n) =>
          document.querySelector('[data-testid="wallet-balance"]')?.textContent ===
          `${n} ${n === 1 ? 'like' : 'likes'}`,
        expected,
        { timeout: 20_000 },
      );
      await tab.getByTestId('fan-account-button').click();
      // Wait until the wheel is idle again before the next press.
      await tab.waitForFunction(() => !document.querySelector('[data-testid="spin-result"]'), undefined, {
        timeout: 20_000,
      });
    }
    expect(await tab.getByTestId('spin-button').isDisabled()).to.equal(true);
    expect(await tab.getByTestId('spin-chances').innerText()).to.contain('0');
    expect(await headerBalance(tab)).to.equal(`${expected} ${expected === 1 ? 'like' : 'likes'}`);
    expect(await stillNoReload(tab)).to.equal(true);
  });

  it('a friend signs up with the invite link and onboards: the inviter’s open tab shows the reward and the new chance', async () => {
    await tab.getByTestId('referral-tab-invite').click();
    const link = await tab.getByTestId('invite-link').inputValue();
    expect(link).to.contain(`/api/auth/login?hint=signup&userType=fan&referralCode=REFER${me.referralCode}`);
    await shot(tab, 'rewards-invite-1280');
    const friend = await friendCtx.newPage();
    await friend.goto(link.replace(/^https?:\/\/[^/]+/, stack.webUrl));
    await signInThroughForm(friend, `friend.e2e.${Date.now()}@test.dev`, 'fan', {
      firstName: 'Frieda',
      lastName: 'Friend',
    });
    const f = await friend.evaluate(async () => (await fetch('/api/auth/me')).json());
    await onboard(friend, f.authId, (await seededSchool()).id, 'Frieda');
    await tab.getByTestId('referral-news').waitFor({ timeout: 30_000 });
    expect(await tab.getByTestId('referral-news').innerText()).to.contain('Frieda T.');
    await tab.getByTestId('referral-tab-spin').click();
    await tab.waitForFunction(() =>
      document.querySelector('[data-testid="spin-chances"]')?.textContent?.startsWith('1'),
    );
    expect(await tab.getByTestId('spin-button').isDisabled()).to.equal(false);
    await tab.getByTestId('referral-tab-rewards').click();
    await tab.getByTestId('rewards-list').waitFor();
    expect(await tab.getByTestId('rewards-list').innerText()).to.contain('Frieda T. joined with your link');
    expect(await stillNoReload(tab)).to.equal(true);
    await shot(tab, 'rewards-list-1280');
  });

  it('sending likes across a star threshold shows the new star live', async () => {
    await fundWallet(me.id, 50);
    await tab.goto(url('/milestone'));
    await tab.getByTestId('milestone-earned').waitFor();
    expect(await tab.getByTestId('milestone-earned').innerText()).to.equal('0');
    await markNoReload(tab);
    const athlete = await createAthlete();
    const status = await tab.evaluate(async (id) => {
      const res = await fetch('/api/likes/send', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'Idempotency-Key': `e2e-star-${Date.now()}`,
        },
        body: JSON.stringify({ athleteId: id, likes: 11 }),
      });
      return res.status;
    }, athlete.id);
    expect(status).to.equal(202);
    await tab.waitForFunction(
      () => document.querySelector('[data-testid="milestone-earned"]')?.textContent === '1',
      undefined,
      {
        timeout: 30_000,
      },
    );
    await tab.getByTestId('milestone-history').waitFor();
    expect(await stillNoReload(tab)).to.equal(true);
    await shot(tab, 'rewards-milestone-1280');
  });
});
