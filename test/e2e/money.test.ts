import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, signIn, unique } from './helpers';
import { browserSuite } from './suite';
import { topAthleteId } from './wallet-helpers';

/**
 * Money in plain words in Chromium (issue 29), with a 5 % platform fee: a fan who bought likes by card and gave
 * some opens "Where your likes went" from the wallet, then the statement, downloads its CSV and opens the
 * receipt; the fund page shows what reaches the athlete and the fee line. Phone width: no sideways scrolling.
 */
describe('e2e: where your likes went, statement and receipt (Chromium)', function () {
  this.timeout(180_000);
  const s = browserSuite({ failShot: 'money', failOnCsp: true, stackEnv: { PLATFORM_FEE_PERCENT: '5' } });
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
  const shot = (name: string, p: Page) =>
    p.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
  const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  /** Buy `likes` through the local checkout (its Pay sends the signed event to the webhook). */
  async function buy(page: Page, likes: number): Promise<string> {
    const req = page.context().request;
    const res = await req.post(s.url('/api/payments/checkout'), { headers: xhr, data: { likes } });
    expect(res.status()).to.equal(201);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const paid = await req.post(s.url(`/api/payments/local-checkout/${sessionId}/complete`), {
      headers: xhr,
      data: { outcome: 'pay' },
    });
    expect(paid.status()).to.equal(200);
    return sessionId;
  }

  it('a fan opens "Where your likes went", the statement, downloads its CSV and opens a receipt', async () => {
    const { page } = s;
    const athleteId = await topAthleteId(s.stack.webUrl);
    await signIn(page, s.stack.webUrl, `money.${unique()}@test.dev`, 'fan', '/wallet', {
      firstName: 'Mona',
      lastName: 'Ledger',
    });
    const sessionId = await buy(page, 25);
    await page.getByText('Card purchase (25 likes)').waitFor();
    await page.getByTestId('wallet-tx-amount').first().waitFor();
    expect(await page.getByTestId('wallet-tx-amount').first().textContent()).to.include('25.00');
    expect(await page.getByTestId('fee-line').textContent()).to.include('5%');

    // The fund page says what reaches the athlete, with the fee as its own line.
    await page.goto(s.url(`/athletes/${athleteId}/fund`));
    await page.getByTestId('gift-breakdown').waitFor();
    await page.getByTestId('gift-fee').waitFor();

    const sent = await page.context().request.post(s.url('/api/likes/send?wait=1'), {
      headers: { ...xhr, 'Idempotency-Key': randomUUID() },
      data: { athleteId, likes: 20 },
    });
    expect(sent.status()).to.equal(200);

    await page.goto(s.url('/wallet'));
    await page.getByTestId('wallet-my-likes').click();
    await page.waitForURL((u) => u.pathname === '/my-likes');
    const card = page.getByTestId('my-likes-recipient').first();
    await card.waitFor();
    expect(await card.getByTestId('my-likes-given').textContent()).to.equal('20 likes');
    await shot('money-my-likes-1280', page);

    await page.getByRole('link', { name: 'Yearly statement' }).click();
    await page.waitForURL((u) => u.pathname === '/statement');
    await page.getByTestId('statement-totals').waitFor();
    expect(await page.getByTestId('statement-given').textContent()).to.include('20 likes');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statement-csv').click(),
    ]);
    expect(download.suggestedFilename()).to.match(/^fanlift-statement-\d{4}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).to.equal(
      'date,category,description,likes_in,likes_out,amount_usd,payment_method,recipient,reference',
    );
    expect(csv).to.include(`25.00,card,,${sessionId}`);
    expect(csv).to.match(/,given,.*,,20,/);

    await page.getByRole('link', { name: 'Receipt' }).first().click();
    await page.waitForURL((u) => u.pathname === `/receipts/${sessionId}`);
    expect(await page.getByTestId('receipt-method').textContent()).to.equal('Card');
    expect(await page.getByTestId('receipt-total').textContent()).to.include('25.00');

    // On a phone: the pages fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    const phonePages: [string, string][] = [
      ['/my-likes', 'my-likes-list'],
      ['/statement', 'statement-totals'],
      [`/receipts/${sessionId}`, 'receipt'],
    ];
    for (const [path, ready] of phonePages) {
      await page.goto(s.url(path));
      await page.getByTestId(ready).waitFor();
      expect(await overflow(page), path).to.be.at.most(0);
      await shot(`money${path.replace(/\W+/g, '-').slice(0, 30)}-390`, page);
    }

    // Somebody else's receipt is not found.
    const other = await s.browser.newContext();
    const stranger = await other.newPage();
    await signIn(stranger, s.stack.webUrl, `stranger.${unique()}@test.dev`, 'fan', `/receipts/${sessionId}`);
    await stranger.getByTestId('receipt-not-found').waitFor();
    await other.close();
  });

  it('an athlete opens the earnings report from the dashboard: totals, quarters, months; fits a phone', async () => {
    const { page } = s;
    await signIn(page, s.stack.webUrl, 'athlete@fanlift.dev', 'athlete', '/athletes/home');
    const dash = await page.context().request.get(s.url('/api/athletes/me/dashboard?days=7'));
    const athleteId = ((await dash.json()) as { athlete: { id: number } }).athlete.id;
    // A fan gives the athlete 40 likes: 38 reach them (5 % fee, rounded down).
    const fanContext = await s.browser.newContext();
    const fan = await fanContext.newPage();
    await signIn(fan, s.stack.webUrl, `backer.${unique()}@test.dev`, 'fan', '/wallet');
    await buy(fan, 40);
    await fan.getByText('Card purchase (40 likes)').waitFor();
    const sent = await fanContext.request.post(s.url('/api/likes/send?wait=1'), {
      headers: { ...xhr, 'Idempotency-Key': randomUUID() },
      data: { athleteId, likes: 40 },
    });
    expect(sent.status()).to.equal(200);
    await fanContext.close();

    await page.getByRole('link', { name: 'Earnings report' }).click();
    await page.waitForURL((u) => u.pathname === '/athletes/report');
    await page.getByTestId('report-totals').waitFor();
    await page.getByRole('heading', { name: 'By quarter' }).waitFor();
    const report = await page.context().request.get(s.url(`/api/athletes/${athleteId}/report`));
    const totals = ((await report.json()) as { totals: { fans: number } }).totals;
    expect(totals.fans).to.be.at.least(38);
    expect(await page.getByTestId('report-total').textContent()).to.not.equal('$0.00');
    await shot('money-athlete-report-1280', page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('report-total').waitFor();
    expect(await overflow(page)).to.be.at.most(0);
    await shot('money-athlete-report-390', page);
  });
});
