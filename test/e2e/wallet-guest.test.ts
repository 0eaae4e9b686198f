import { expect } from 'chai';
import type { Stack } from '../helpers/processes';
import { chargeRefundedEvent } from '../../api/src/payments/local-events';
import type { TestApi } from '../helpers/api';
import { postEvent, sessionLike, sessionRow } from '../helpers/payments-stripe';
import { waitFor } from '../helpers/wait';
import { interactive, signIn } from './helpers';
import { athleteLikesOf, shot, topAthleteId, waitText } from './wallet-helpers';
import { browserSuite } from './suite';

/** Payments without a wallet story: a visitor's guest like, and a refund of likes already spent. */
describe('e2e: guest likes and refunds in the browser (Chromium)', function () {
  this.timeout(180_000);
  const s = browserSuite({ failShot: 'wallet' });
  const url = (p: string) => s.url(p);
  let stack: Stack;
  let athleteId: number;
  const athleteLikes = () => athleteLikesOf(stack.webUrl, athleteId);
  before(async () => {
    stack = s.stack;
    athleteId = await topAthleteId(stack.webUrl);
  });

  it('a visitor pays a guest like by card and lands on the guest-like roster success page', async () => {
    const { page } = s;
    const before = await athleteLikes();
    await page.goto(url(`/athletes/${athleteId}/funds`));
    await page.getByTestId('funds-guest').waitFor();
    // The fund page is server-rendered: its buttons answer once it has hydrated.
    await interactive(page);
    await shot(page, 'funds-visitor-1280');
    await page.getByTestId('guest-amount-pack-5').click();
    await page.getByTestId('guest-email').fill('guest.supporter@test.dev');
    await Promise.all([
      page.waitForURL(/\/api\/payments\/local-checkout\//),
      page.getByTestId('guest-like-pay').click(),
    ]);
    await Promise.all([page.waitForURL(/\/stripeGuestLikeCallback\?session_id=/), page.click('#pay')]);
    await page.waitForURL(new RegExp(`/athletes/${athleteId}/funds/guest-like-roster-success`), {
      timeout: 30_000,
    });
    await page.getByTestId('guest-like-success').waitFor();
    expect(await page.getByTestId('guest-like-success').innerText()).to.match(/5 likes/);
    expect(await athleteLikes()).to.equal(before + 5);
    await shot(page, 'guest-like-success-1280');
  });

  it('after a refund of spent likes, /wallet/success shows what was taken back and the shortfall apart', async () => {
    const { page } = s;
    const refundFan = `refund.e2e.${Date.now()}@test.dev`;
    await signIn(page, stack.webUrl, refundFan, 'fan', '/wallet/add');
    await page.getByTestId('add-pack-10').click();
    await Promise.all([
      page.waitForURL(/\/api\/payments\/local-checkout\//),
      page.getByTestId('add-pay').click(),
    ]);
    await Promise.all([
      page.waitForURL(/\/(stripeCallback|wallet\/success)\?session_id=/),
      page.click('#pay'),
    ]);
    await page.waitForURL(/\/wallet\/success\?session_id=/, { timeout: 30_000 });
    await waitText(page, 'wallet-success-balance', '10');
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    expect(await page.getByTestId('payment-reversal').count()).to.equal(0);

    // 8 of the 10 likes go to an athlete; then the whole payment is refunded.
    const sent = await page.evaluate(async (id) => {
      const res = await fetch('/api/likes/send?wait=1', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'Idempotency-Key': `refund-e2e-${Date.now()}`,
        },
        body: JSON.stringify({ athleteId: id, likes: 8 }),
      });
      return res.status;
    }, athleteId);
    expect(sent).to.equal(200);
    const row = (await sessionRow(sessionId))!;
    const refund = chargeRefundedEvent(sessionLike(row), row.amount_cents);
    expect((await postEvent({ url: stack.api.url } as TestApi, refund)).status).to.equal(200);
    await waitFor(async () => (await sessionRow(sessionId))!.likes_reversed === 10, {
      timeout: 20_000,
      message: 'refund applied',
    });

    await page.goto(url(`/wallet/success?session_id=${encodeURIComponent(sessionId)}`));
    await page.getByTestId('payment-reversal').waitFor();
    expect(await page.getByTestId('payment-reversal').innerText()).to.match(/refunded in full/);
    expect(await page.getByTestId('payment-reversal-taken').innerText()).to.equal(
      '2 likes were taken back from your wallet.',
    );
    expect(await page.getByTestId('payment-reversal-shortfall').innerText()).to.equal(
      '8 likes could not be taken back because they were already spent.',
    );
    await waitText(page, 'wallet-success-balance', '0');
    await shot(page, 'wallet-success-refunded-1280');
  });
});
