import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { Stack } from '../helpers/processes';
import { unclaimedAthletes } from '../factories';
import { signIn, signInThroughForm, SCREENSHOT_DIR, claimLinkOf } from './helpers';
import { SHOTS, profilePages, unique } from './profiles-helpers';
import { browserSuite } from './suite';

describe('e2e: profile claims, approved and rejected (Chromium)', function () {
  this.timeout(180_000);
  const s = browserSuite({ failShot: 'profiles' });
  const { api, stepIs } = profilePages(s);
  const url = (p: string) => s.url(p);
  let stack: Stack;
  let page: Page;
  let browser: Browser;
  beforeEach(() => {
    ({ stack, page, browser } = s);
  });

  it('an athlete asks to claim a profile through /claim-athlete and sees pending review; an admin approves from the home notice; the dashboard shows the profile; a second athlete is refused', async () => {
    // An unclaimed seeded profile nobody asked for.
    const [target] = await unclaimedAthletes(1);
    expect(target, 'an unclaimed profile').to.not.equal(undefined);
    const { firstName, lastName } = target;
    const claimUrl = `/athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=${target.id}`;

    // Athlete B opens the claim page first (the profile is still unclaimed for them).
    const contextB = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const pageB = await contextB.newPage();
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    try {
      await signIn(pageB, stack.webUrl, `second.${unique()}@test.dev`, 'athlete', claimUrl);
      await pageB.getByTestId('claim-submit').waitFor();

      // Athlete A: /claim-athlete -> name -> match -> sign-up with the claim parameters -> agreements + proof.
      await page.goto(url('/claim-athlete'));
      await page.getByTestId('find-profile-name').waitFor();
      await page.fill('#find-first', firstName);
      await page.fill('#find-last', lastName);
      await page.getByTestId('find-profile-submit').click();
      await stepIs('match');
      const { link, params: q } = await claimLinkOf(page, stack.webUrl, target.id);
      expect(q.get('userType')).to.equal('athlete');
      expect(q.get('hint')).to.equal('signup');
      expect(q.get('athleteClaim')).to.equal('true');
      expect(q.get('fromPreSignupFlow')).to.equal('true');
      expect(q.get('firstName')).to.equal(firstName);
      await link.click();
      const claimerEmail = `claimer.${unique()}@test.dev`;
      await signInThroughForm(page, claimerEmail, 'athlete');
      await page.waitForURL(
        (u) => u.pathname === '/athletes/claim-onboarding' && u.searchParams.get('step') === 'ToS',
      );
      // The proof is required.
      await page.getByTestId('accept-tos').check();
      await page.getByTestId('accept-privacy').check();
      await page.getByTestId('claim-submit').click();
      await page.getByText('Tell us in at least 10 characters').waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/claim-form-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page
        .getByTestId('claim-message')
        .fill('I am the quarterback of my high school team; coach Miller can confirm it.');
      await page.getByTestId('claim-school-email').fill('claimer@school.example.edu');
      await page.getByTestId('claim-submit').click();
      const status = page.getByTestId('claim-status');
      await status.waitFor();
      expect(await status.getAttribute('data-status')).to.equal('pending');
      expect(await status.innerText()).to.contain('Pending review');
      await page.screenshot({ path: `${SHOTS}/claim-pending.png`, fullPage: true });
      // Nothing is A's yet: the profile is unclaimed and A's dashboard shows the request, not funds.
      expect((await api<{ claimed: boolean }>(`/athletes/${target.id}`)).claimed).to.equal(false);
      await page.goto(url('/athletes/home'));
      await page.locator('[data-testid="claim-status"][data-status="pending"]').waitFor();
      expect(await page.getByTestId('dashboard-stats').count()).to.equal(0);
      expect(await page.getByTestId('athlete-onboarding-callout').count()).to.equal(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/claim-pending-dashboard-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      const claimId = await page.evaluate(() =>
        fetch('/api/claims/mine')
          .then((r) => r.json())
          .then((b: { claims: { id: number }[] }) => b.claims[0].id),
      );

      // The admin finds the queue from the home page and approves with the keyboard.
      await signIn(admin, stack.webUrl, 'admin@fanlift.dev', 'fan', '/');
      const notice = admin.getByTestId('claims-waiting');
      await notice.waitFor();
      await notice.scrollIntoViewIfNeeded();
      await admin.screenshot({ path: `${SHOTS}/home-claims-notice.png` });
      const { pending } = await admin.evaluate(() =>
        fetch('/api/admin/claims/summary').then((r) => r.json() as Promise<{ pending: number }>),
      );
      expect(await notice.innerText()).to.contain(`${pending} athlete claim`);
      await notice.getByRole('link').click();
      await admin.waitForURL(/\/admin\/claims$/);
      let card = admin.locator(`[data-testid="admin-claim"][data-claim-id="${claimId}"]`);
      while ((await card.count()) === 0) {
        await admin.getByTestId('admin-claim').first().waitFor();
        if ((await card.count()) > 0) break;
        const more = admin.getByTestId('admin-claims-more');
        await more.waitFor();
        const shown = await admin.getByTestId('admin-claim').count();
        await more.click();
        await admin.waitForFunction(
          (n) => document.querySelectorAll('[data-testid="admin-claim"]').length > n,
          shown,
        );
      }
      card = admin.locator(`[data-testid="admin-claim"][data-claim-id="${claimId}"]`);
      expect(await card.innerText()).to.contain('coach Miller');
      expect(await card.innerText()).to.contain(claimerEmail);
      await card.scrollIntoViewIfNeeded();
      await admin.screenshot({ path: `${SHOTS}/admin-claims-1280.png` });
      await card.getByTestId('admin-claim-approve').focus();
      await admin.keyboard.press('Enter');
      await card.waitFor({ state: 'detached' });
      await admin
        .getByText(`Approved: the profile of ${firstName} ${lastName}`)
        .waitFor({ state: 'attached' });
      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.getByTestId('admin-claim').first().waitFor();
      await admin.screenshot({ path: `${SHOTS}/admin-claims-390.png`, fullPage: false });

      // A now has the profile: the dashboard shows it.
      await page.reload();
      await page.getByTestId('dashboard-stats').waitFor();
      expect(await page.getByTestId('profile-link').innerText()).to.match(
        new RegExp(`/athletes/${target.id}$`),
      );
      expect((await api<{ claimed: boolean }>(`/athletes/${target.id}`)).claimed).to.equal(true);

      // Athlete B now tries: refused.
      await pageB
        .getByTestId('claim-message')
        .fill('This is my profile, I play for the same team and my coach can confirm.');
      await pageB.getByTestId('accept-tos').check();
      await pageB.getByTestId('accept-privacy').check();
      await pageB.getByTestId('claim-submit').click();
      const refused = pageB.getByTestId('claim-refused');
      await refused.waitFor();
      expect(await refused.innerText()).to.contain('This profile has already been claimed.');
      await pageB.screenshot({ path: `${SCREENSHOT_DIR}/claim-refused.png` });

      // Coming back later, B is told straight away.
      await pageB.reload();
      await pageB.getByTestId('claim-refused').waitFor();
      expect(await pageB.getByTestId('claim-submit').count()).to.equal(0);
    } finally {
      await Promise.all([contextB.close(), adminContext.close()]);
    }
  });

  it('an admin rejects a claim with a reason; the athlete reads it and can try again', async () => {
    const [target] = await unclaimedAthletes(1);
    await signIn(
      page,
      stack.webUrl,
      `rejected.${unique()}@test.dev`,
      'athlete',
      `/athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=${target.id}`,
    );
    await page.getByTestId('claim-message').fill('It is me, my coach can tell you.');
    await page.getByTestId('accept-tos').check();
    await page.getByTestId('accept-privacy').check();
    await page.getByTestId('claim-submit').click();
    await page.locator('[data-testid="claim-status"][data-status="pending"]').waitFor();
    const claimId = await page.evaluate(() =>
      fetch('/api/claims/mine')
        .then((r) => r.json())
        .then((b: { claims: { id: number }[] }) => b.claims[0].id),
    );

    const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const admin = await adminContext.newPage();
    try {
      await signIn(admin, stack.webUrl, 'admin@fanlift.dev', 'fan', '/admin/claims');
      await admin.getByTestId('admin-claim').first().waitFor();
      while ((await admin.locator(`[data-claim-id="${claimId}"]`).count()) === 0) {
        const shown = await admin.getByTestId('admin-claim').count();
        await admin.getByTestId('admin-claims-more').click();
        await admin.waitForFunction(
          (n) => document.querySelectorAll('[data-testid="admin-claim"]').length > n,
          shown,
        );
      }
      const card = admin.locator(`[data-claim-id="${claimId}"]`);
      await card.getByTestId('admin-claim-reject').click();
      // The reason field takes focus; a reason is required.
      const reason = card.getByTestId('admin-claim-reason');
      await reason.waitFor();
      expect(await reason.evaluate((el) => el === document.activeElement)).to.equal(true);
      await card.getByTestId('admin-claim-reject-submit').click();
      await card.getByText('Write a reason').waitFor();
      await reason.fill('Please add your school email so we can confirm it.');
      await admin.screenshot({ path: `${SHOTS}/admin-claim-reject-390.png`, fullPage: false });
      await card.getByTestId('admin-claim-reject-submit').click();
      await card.waitFor({ state: 'detached' });
    } finally {
      await adminContext.close();
    }

    await page.reload();
    const status = page.locator('[data-testid="claim-status"][data-status="rejected"]');
    await status.waitFor();
    expect(await status.getByTestId('claim-reason').innerText()).to.contain(
      'Please add your school email so we can confirm it.',
    );
    expect(await status.getByTestId('claim-support').getAttribute('href')).to.match(/^mailto:/);
    await page.screenshot({ path: `${SHOTS}/claim-rejected.png`, fullPage: true });
    await status.getByTestId('claim-retry').click();
    await page.getByTestId('claim-message').fill('It is me. School email added: see below, coach Miller.');
    await page.getByTestId('claim-school-email').fill('me@school.example.edu');
    await page.getByTestId('claim-submit').click();
    await page.locator('[data-testid="claim-status"][data-status="pending"]').waitFor();
  });
});
