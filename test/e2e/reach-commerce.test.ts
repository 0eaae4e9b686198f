import { mkdirSync, readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { fundWallet, unclaimedAthletes } from '../factories';
import { stackAndBrowser } from './suite';
import { decodeQrPng } from '../helpers/qr';
import { expectLedgerInvariants } from '../helpers/ledger-fixtures';
import { SCREENSHOT_DIR, signIn } from './helpers';
import { axeFindings, signInContext } from './a11y-helpers';

/**
 * Reach and commerce in Chromium: a fan makes a QR code for an athlete, downloads the PNG (decoded here with
 * jsqr: the product's scan URL), and a scan is counted and lands on the athlete; an admin's claim invite lets a
 * new athlete claim a profile, once; a fan buys a marketplace item and the header balance drops without a reload.
 */
describe('e2e: QR codes, claim invites, marketplace (Chromium)', function () {
  this.timeout(240_000);
  const e2e = stackAndBrowser();
  let ctx: BrowserContext;
  let page: Page;
  const url = (p: string) => `${e2e.stack.webUrl}${p}`;
  const unique = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@test.dev`;
  const shot = (p: Page, name: string) =>
    p.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });

  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });
  beforeEach(async () => {
    ctx = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await ctx.newPage();
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const t = this.currentTest.title.replace(/\W+/g, '-').slice(0, 60);
      await page?.screenshot({ path: `${SCREENSHOT_DIR}/failed-reach-${t}.png` }).catch(() => {});
    }
    await ctx?.close();
    await expectLedgerInvariants();
  });

  it('a fan creates a QR code for an athlete, downloads the PNG (it decodes to the scan URL), and a scan counts and lands on the athlete', async () => {
    await signIn(page, e2e.stack.webUrl, unique('qr'), 'fan', '/qr-code/create', {
      firstName: 'Quinn',
      lastName: 'Code',
    });
    await page.getByLabel('Athlete profile').check();
    const first = page.getByTestId('qr-athlete-option').first();
    await first.waitFor();
    const athleteName = (await first.innerText()).split('\n')[0].trim();
    await first.locator('input').check();
    await page.getByLabel('Label').fill('Stadium poster');
    await shot(page, 'qr-create-1280');
    await Promise.all([
      page.waitForURL(/\/qr-code\/share\/[A-Za-z0-9]+$/),
      page.getByRole('button', { name: 'Create QR code' }).click(),
    ]);
    await page.getByTestId('qr-image').waitFor();
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="qr-image"]') as HTMLImageElement)?.naturalWidth > 0,
    );
    expect(await page.getByTestId('qr-share-scans').innerText()).to.equal('0');
    await shot(page, 'qr-share-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('qr-download-png').click(),
    ]);
    const file = await download.path();
    const decoded = decodeQrPng(readFileSync(file));
    const code = page.url().split('/').pop()!;
    expect(decoded).to.equal(`${e2e.stack.webUrl}/api/qr/${code}`);

    // A phone opens the decoded URL: the scan is counted and it lands on the athlete's profile.
    const phone = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const p2 = await phone.newPage();
    await p2.goto(decoded!);
    await p2.waitForURL(/\/athletes\/\d+$/);
    await p2
      .getByRole('heading', { level: 1 })
      .filter({ hasText: athleteName.split(' ')[0] })
      .first()
      .waitFor();
    await phone.close();

    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="qr-share-scans"]')?.textContent === '1',
    );
    await page.goto(url('/qr-code/list'));
    await page.getByTestId('qr-row').first().waitFor();
    expect(await page.getByTestId('qr-row').count()).to.equal(1);
    expect(await page.getByTestId('qr-scans').innerText()).to.equal('1 scan');
    await shot(page, 'qr-list-1280');
  });

  it('a claim invite lets a new athlete claim the profile, once', async () => {
    // The admin makes the invite in the e2e.browser.
    await signIn(page, e2e.stack.webUrl, 'admin@test.dev', 'fan', '/qr-code/create');
    await page.getByLabel(/^Claim invite/).check();
    const [target] = await unclaimedAthletes(1);
    const name = `${target.firstName} ${target.lastName}`;
    await page.getByRole('searchbox').fill(name);
    await page.getByTestId('qr-athlete-option').filter({ hasText: name }).first().locator('input').check();
    await Promise.all([
      page.waitForURL(/\/qr-code\/share\//),
      page.getByRole('button', { name: 'Create QR code' }).click(),
    ]);
    const invitePath = await page.getByTestId('qr-target').innerText();
    expect(invitePath).to.match(/^\/qr-code\/claim-invite\/[A-Za-z0-9]+$/);
    await ctx.close();

    // A new athlete opens it signed out, signs in, and the profile is theirs.
    ctx = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await ctx.newPage();
    await page.goto(url(invitePath));
    await page.getByTestId('claim-invite-signin').click();
    await page.waitForSelector('#f[data-ready="1"]');
    await page.fill('#email', unique('invited'));
    await page.selectOption('#userType', 'athlete');
    await Promise.all([page.waitForURL(/\/qr-code\/claim-verify/), page.click('#submit')]);
    await page.getByTestId('claim-verified').waitFor({ timeout: 30_000 });
    await shot(page, 'qr-claim-verified-1280');
    await ctx.close();

    // Once: a second athlete gets "used".
    ctx = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await ctx.newPage();
    await page.goto(url(invitePath));
    await page.getByTestId('claim-invite-closed').waitFor();
    await signIn(
      page,
      e2e.stack.webUrl,
      unique('late'),
      'athlete',
      `/qr-code/claim-verify?invite=${invitePath.split('/').pop()}`,
    );
    await page.getByTestId('claim-verify-failed').waitFor();
    expect(await page.getByTestId('claim-verify-failed').innerText()).to.match(/already used/);
  });

  it('a fan buys a marketplace item; the header balance drops by the price without a reload', async () => {
    const email = unique('shopper');
    await signIn(page, e2e.stack.webUrl, email, 'fan', '/marketplace', {
      firstName: 'Sam',
      lastName: 'Shopper',
    });
    const me = (await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))) as { id: number };
    await fundWallet(me.id, 100);
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="marketplace-balance"]')?.textContent === '100',
    );
    const item = page.getByTestId('marketplace-item').filter({ hasText: 'Fanlift supporter scarf' });
    await item.waitFor();
    await page.evaluate(() => {
      (window as unknown as { __noReload: number }).__noReload = 1;
    });
    await shot(page, 'marketplace-1280');
    await item.getByRole('button', { name: /Buy for 12/ }).click();
    await page
      .getByTestId('marketplace-outcome')
      .filter({ hasText: /Order #\d+ placed/ })
      .waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="marketplace-balance"]')?.textContent === '88',
    );
    await page.getByTestId('fan-account-button').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="wallet-balance"]')?.textContent?.trim() === '88 likes',
    );
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).to.equal(1);
    expect(await page.getByTestId('marketplace-order').count()).to.equal(1);
    await shot(page, 'marketplace-bought-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'marketplace-390');
  });

  it('an affiliate link visit, a sign-up and a purchase show on the affiliate dashboard live and earn the share', async () => {
    await signIn(page, e2e.stack.webUrl, unique('aff'), 'fan', '/affiliate', {
      firstName: 'Alex',
      lastName: 'Affiliate',
    });
    const link = (await page.getByTestId('affiliate-link').innerText()).trim();
    expect(link).to.match(/\/affiliate\/[A-Za-z0-9]+$/);
    await page.evaluate(() => {
      (window as unknown as { __noReload: number }).__noReload = 1;
    });
    const tile = (id: string, value: string) =>
      page.waitForFunction(
        ([i, v]) => document.querySelector(`[data-testid="${i}"]`)?.textContent?.includes(v),
        [id, value] as const,
        { timeout: 30_000 },
      );

    const visitor = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const v = await visitor.newPage();
    await v.goto(url(new URL(link).pathname));
    await v.getByRole('heading', { name: /Alex invited you/ }).waitFor();
    await shot(v, 'affiliate-lander-390');
    await tile('affiliate-visits', '1');

    await v.getByTestId('affiliate-signup').click();
    await v.waitForSelector('#f[data-ready="1"]');
    await v.fill('#email', unique('referred'));
    await v.selectOption('#userType', 'fan');
    await Promise.all([v.waitForURL((u) => !u.pathname.startsWith('/api/auth')), v.click('#submit')]);
    await tile('affiliate-signups', '1');

    // The referred fan buys 20 likes (local checkout: the same signed webhook Stripe would send).
    const paid = await v.evaluate(async () => {
      const h = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      const c = (await (
        await fetch('/api/payments/checkout', {
          method: 'POST',
          headers: h,
          body: JSON.stringify({ likes: 20 }),
        })
      ).json()) as { sessionId: string };
      const r = await fetch(`/api/payments/local-checkout/${c.sessionId}/complete`, {
        method: 'POST',
        headers: h,
        body: JSON.stringify({ outcome: 'pay' }),
      });
      return r.status;
    });
    expect(paid).to.equal(200);
    await tile('affiliate-purchases', '1');
    await tile('affiliate-earned', '2');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).to.equal(1);
    await shot(page, 'affiliate-dashboard-1280');
    await visitor.close();
  });

  it('axe: the QR, affiliate and marketplace pages have no serious or critical violation (fan and admin, 1280 and 390 px)', async () => {
    const [athlete] = await unclaimedAthletes(1);
    const problems: string[] = [];
    for (const [role, paths] of [
      [
        'fan',
        [
          '/marketplace',
          '/qr-code/create',
          '/qr-code/list',
          '/qr-code/share/DemoFanQrCode1',
          '/affiliate',
          `/sb-lander/${athlete.id}`,
        ],
      ],
      ['admin', ['/admin/marketplace/list', '/affiliate', '/qr-code/create']],
    ] as const) {
      for (const width of [1280, 390]) {
        const c = await e2e.browser.newContext({ viewport: { width, height: 900 } });
        await signInContext(c, e2e.stack.webUrl, role);
        const p = await c.newPage();
        for (const path of paths) {
          await p.goto(url(path));
          for (const f of await axeFindings(p))
            problems.push(
              `[${f.impact}] ${f.rule} on ${path} as ${role} at ${width}px: ${f.help} ${f.targets.join(' ')}`,
            );
        }
        if (role === 'admin' && width === 1280) {
          await p.goto(url('/admin/marketplace/list'));
          await p.getByTestId('admin-item').first().waitFor();
          await shot(p, 'marketplace-admin-1280');
        }
        await c.close();
      }
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
