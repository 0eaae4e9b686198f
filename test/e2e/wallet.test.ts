import { mkdirSync } from 'node:fs';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startStack, type Stack } from '../helpers/processes';
import { SCREENSHOT_DIR, interactive, signIn } from './helpers';
import {
  athleteLikesOf,
  headerBalance,
  markNoReload,
  shot,
  stillNoReload,
  topAthleteId,
  waitHeaderBalance,
  waitText,
} from './wallet-helpers';

/**
 * One fan's wallet in the browser, test after test: buying likes through the local checkout (the same signed
 * webhook Stripe would send), live balances in the page, the header and a second tab, sending likes to an
 * athlete (live on the athlete's funds page) and to a university. Guest likes and refunds: wallet-guest.
 */
describe('e2e: wallet, buying and sending likes (Chromium)', function () {
  this.timeout(180_000);
  let stack: Stack;
  let browser: Browser;
  let fan: BrowserContext;
  let tab1: Page;
  let tab2: Page;
  let athleteId: number;
  const email = `wallet.e2e.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@test.dev`;

  const url = (p: string) => `${stack.webUrl}${p}`;
  const T0 = Date.now();
  const lap = (what: string) => process.env.WALLET_E2E_TIMING && console.log(`${Date.now() - T0}ms ${what}`);
  const athleteLikes = () => athleteLikesOf(stack.webUrl, athleteId);

  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    athleteId = await topAthleteId(stack.webUrl);
    fan = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    tab1 = await fan.newPage();
  });
  after(async () => {
    await fan?.close();
    await browser?.close();
    await stack?.stop();
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const t = this.currentTest.title.replace(/\W+/g, '-').slice(0, 60);
      await tab1?.screenshot({ path: `${SCREENSHOT_DIR}/failed-wallet-${t}.png` }).catch(() => {});
      await tab2?.screenshot({ path: `${SCREENSHOT_DIR}/failed-wallet-tab2-${t}.png` }).catch(() => {});
    }
  });

  it('a new fan starts with an empty wallet (balance 0, empty history)', async () => {
    await signIn(tab1, stack.webUrl, email, 'fan', '/wallet', { firstName: 'Wendy', lastName: 'Wallet' });
    await tab1.getByTestId('wallet-empty').waitFor();
    expect(await tab1.getByTestId('wallet-page-balance').innerText()).to.equal('0');
    expect(await tab1.getByTestId('wallet-export-csv').isDisabled()).to.equal(true);
    await shot(tab1, 'wallet-empty-1280');
  });

  it('/wallet/add validates the custom amount (1 to 1,000 whole likes)', async () => {
    await tab1.goto(url('/wallet/add'));
    await tab1.getByTestId('add-pack-custom').click();
    const input = tab1.getByTestId('add-custom');
    for (const [value, message] of [
      ['1001', /maximum is 1,000/],
      ['0', /minimum is 1 like/],
      ['2.5', /whole numbers/],
      ['abc', /Enter a number/],
    ] as const) {
      await input.fill(value);
      expect(await tab1.getByTestId('add-error').innerText()).to.match(message);
    }
    await input.fill('40');
    expect(await tab1.getByTestId('add-error').count()).to.equal(0);
    expect(await tab1.getByTestId('add-summary-total').innerText()).to.equal('$40.00');
  });

  it('buys 25 likes through the local checkout; /wallet/success, the header and a second tab on /wallet update without a reload', async () => {
    // Second tab of the same fan, open on /wallet before the purchase.
    tab2 = await fan.newPage();
    await tab2.goto(url('/wallet'));
    await tab2.getByTestId('wallet-empty').waitFor();
    await markNoReload(tab2);
    expect(await headerBalance(tab2)).to.equal('0 likes');

    // Background tabs get throttled animation frames (slow clicks): act in the front tab.
    await tab1.bringToFront();
    await tab1.goto(url('/wallet/add'));
    await tab1.getByTestId('add-pack-25').click();
    expect(await tab1.getByTestId('add-summary-total').innerText()).to.equal('$25.00');
    await shot(tab1, 'wallet-add-1280');
    await Promise.all([
      tab1.waitForURL(/\/api\/payments\/local-checkout\//),
      tab1.getByTestId('add-pay').click(),
    ]);
    // The local checkout stands in for Stripe and sends the signed webhook.
    await Promise.all([
      tab1.waitForURL(/\/(stripeCallback|wallet\/success)\?session_id=/),
      tab1.click('#pay'),
    ]);
    lap('paid');
    await tab1.waitForURL(/\/wallet\/success\?session_id=/, { timeout: 30_000 });
    lap('on /wallet/success');
    await markNoReload(tab1);
    await waitText(tab1, 'wallet-success-balance', '25');
    expect(await stillNoReload(tab1)).to.equal(true);
    lap('success balance 25');
    await waitHeaderBalance(tab1, '25 likes');
    lap('header 25');
    await shot(tab1, 'wallet-success-1280');

    // The other tab: page balance, history and header, live.
    await waitText(tab2, 'wallet-page-balance', '25');
    await tab2.getByTestId('wallet-tx').first().waitFor();
    expect(await tab2.getByTestId('wallet-tx').first().getAttribute('data-type')).to.equal('added');
    await waitHeaderBalance(tab2, '25 likes');
    lap('tab2 25');
    expect(await stillNoReload(tab2)).to.equal(true);

    // The page's balance (SPEC §4 rule over the transactions) equals the server's.
    const server = await tab1.evaluate(() => fetch('/api/wallet/balance').then((r) => r.json()));
    expect(server).to.deep.equal({ balance: 25 });
  });

  it('sends 10 likes to an athlete: the balance drops by 10 everywhere and the athlete total rises by 10, live', async () => {
    const before = await athleteLikes();
    // A third tab watches the athlete's public funds page.
    const funds = await fan.newPage();
    await funds.goto(url(`/athletes/${athleteId}/funds`));
    await waitText(funds, 'funds-total-likes', before.toLocaleString('en-US'));
    await markNoReload(funds);

    await tab1.bringToFront();
    await tab1.goto(url(`/athletes/${athleteId}/fund`));
    await interactive(tab1);
    await tab1.getByTestId('fund-send').waitFor();
    await waitText(tab1, 'fund-balance', '25');
    await tab1.getByTestId('fund-amount-pack-10').click();
    await shot(tab1, 'fund-1280');
    await Promise.all([
      tab1.waitForURL(new RegExp(`/athletes/${athleteId}/fund/roster-success$`)),
      tab1.getByTestId('fund-send').click(),
    ]);
    await tab1.getByTestId('roster-success').waitFor();
    await waitText(tab1, 'roster-success-balance', '15');
    await shot(tab1, 'roster-success-1280');
    await waitHeaderBalance(tab1, '15 likes');
    expect(await athleteLikes()).to.equal(before + 10);

    await waitText(tab2, 'wallet-page-balance', '15');
    await waitHeaderBalance(tab2, '15 likes');
    expect(await tab2.getByTestId('wallet-tx').first().getAttribute('data-type')).to.equal('used');
    expect(await stillNoReload(tab2)).to.equal(true);

    await waitText(funds, 'funds-total-likes', (before + 10).toLocaleString('en-US'));
    expect(await stillNoReload(funds)).to.equal(true);
    // The fan is now among the athlete's top supporters, by public name (first name, last initial).
    await funds.reload();
    await funds.getByTestId('top-supporter').filter({ hasText: 'Wendy W.' }).first().waitFor();
    await funds.close();
  });

  it('asking to send more than the balance shows a clear message with a link to add likes', async () => {
    await tab1.bringToFront();
    await tab1.goto(url(`/athletes/${athleteId}/fund`));
    await interactive(tab1);
    await waitText(tab1, 'fund-balance', '15');
    await tab1.getByTestId('fund-amount-pack-25').click();
    await tab1.getByTestId('fund-send').click();
    const notice = tab1.getByTestId('fund-insufficient');
    await notice.waitFor();
    expect(await notice.innerText()).to.match(/Not enough likes/);
    expect(await notice.locator('a[href="/wallet/add"]').count()).to.equal(1);
    expect(await athleteLikes()).to.be.a('number');
  });

  it('renders the wallet pages and the fund page on a 390 px phone', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    try {
      const page = await phone.newPage();
      await signIn(page, stack.webUrl, email, 'fan', '/wallet');
      await waitText(page, 'wallet-page-balance', '15');
      await page.getByTestId('wallet-tx').first().waitFor();
      await shot(page, 'wallet-390');
      await page.goto(url('/wallet/add'));
      await page.getByTestId('add-pay').waitFor();
      await shot(page, 'wallet-add-390');
      // Opened without a checkout session: nothing was paid, and the way to buy likes.
      await page.goto(url('/wallet/success'));
      await page.getByTestId('wallet-success-no-session').waitFor();
      expect(await page.getByTestId('wallet-success-no-session').innerText()).to.match(/Nothing was paid/);
      expect(await page.getByTestId('wallet-success-add-likes').getAttribute('href')).to.equal('/wallet/add');
      await shot(page, 'wallet-success-no-session-390');
      await page.goto(url(`/athletes/${athleteId}/fund`));
      await interactive(page);
      await page.getByTestId('fund-send').waitFor();
      await waitText(page, 'fund-balance', '15');
      await shot(page, 'fund-390');
      // No horizontal scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).to.be.at.most(0);
      // The waiting state of the payment return page (the session is held open for the picture).
      await page.route('**/api/payments/session/**', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            id: 'cs_test_shot',
            kind: 'purchase',
            mode: 'local',
            status: 'open',
            credited: false,
            likes: 25,
            amountCents: 2500,
            currency: 'usd',
            athleteId: null,
            allocationId: null,
          }),
        }),
      );
      await page.goto(url('/stripeCallback?session_id=cs_test_shot'));
      await page.getByTestId('payment-confirming').waitFor();
      expect(await page.getByTestId('payment-confirming').innerText()).to.match(/Confirming your payment/);
      await shot(page, 'stripe-callback-confirming-390');
    } finally {
      await phone.close();
    }
  });

  it('/send-likes: search a university, send 5 likes, see the new balance; the university page rises by 5, live', async () => {
    const schools = (await (await fetch(url('/api/schools?limit=1'))).json()) as {
      schools: { id: number; name: string }[];
    };
    const school = schools.schools[0];
    // A third tab shows the university page: its likes given to the university move with school:likes.
    const before = ((await (await fetch(url(`/api/schools/${school.id}`))).json()) as { likes: number })
      .likes;
    const uni = await fan.newPage();
    await uni.goto(url(`/universities/${school.id}`));
    await waitText(uni, 'school-likes-direct', before.toLocaleString('en-US'));
    await markNoReload(uni);
    await tab1.bringToFront();
    await tab1.goto(url('/send-likes'));
    await tab1.getByTestId('send-kind-school').click();
    await tab1.getByTestId('send-search').fill(school.name.slice(0, 6));
    await tab1.getByTestId(`send-result-school-${school.id}`).click();
    await tab1.getByTestId('send-recipient').waitFor();
    await tab1.getByTestId('send-amount-pack-5').click();
    await tab1.locator('[data-testid="send-amount-pack-5"] input:checked').waitFor();
    await shot(tab1, 'send-likes-1280');
    await tab1.getByTestId('send-submit').click();
    await tab1.getByTestId('send-done').waitFor();
    expect(await tab1.getByTestId('send-done').innerText()).to.match(/new balance is 10 likes/);
    await waitText(tab1, 'send-balance', '10');
    await waitText(tab2, 'wallet-page-balance', '10');
    await tab2.bringToFront();
    await shot(tab2, 'wallet-history-1280');
    await waitText(uni, 'school-likes-direct', (before + 5).toLocaleString('en-US'));
    expect(await stillNoReload(uni)).to.equal(true);
    await uni.close();
  });
});
