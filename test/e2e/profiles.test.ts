import { mkdirSync, writeFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startStack, type Stack } from '../helpers/processes';
import { SCREENSHOT_DIR, signIn, signInThroughForm } from './helpers';
import { unclaimedAthletes } from '../factories';

/** A valid 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SHOTS = process.env.PROFILE_SHOTS ?? `${SCREENSHOT_DIR}/profiles`;

interface Card {
  id: number;
  sport: string;
  position: string | null;
  class: number | null;
  rating: number | null;
  user: { firstName: string; lastName: string };
}

describe('e2e: onboarding, claim, profiles, universities and explore (Chromium)', function () {
  this.timeout(180_000);
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    mkdirSync(SHOTS, { recursive: true });
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      await page
        .screenshot({
          path: `${SCREENSHOT_DIR}/failed-${this.currentTest.title.replace(/\W+/g, '-')}.png`,
          fullPage: true,
        })
        .catch(() => {});
    }
    await context.close();
  });

  const url = (p: string) => `${stack.webUrl}${p}`;
  const api = async <T>(p: string): Promise<T> => {
    const res = await fetch(url(`/api${p}`));
    expect(res.status, p).to.equal(200);
    return (await res.json()) as T;
  };
  const stepIs = (step: string) => page.waitForURL((u) => u.searchParams.get('step') === step);
  async function athleteMenuHasDashboard(p: Page): Promise<boolean> {
    await p.getByTestId('athlete-account-button').click();
    await p.getByTestId('recruit-label').waitFor();
    const n = await p.getByTestId('menu-my-dashboard').count();
    await p.keyboard.press('Escape');
    return n > 0;
  }

  it('a new fan signs up, onboards through every step, gets My University and opens its dashboard', async () => {
    await page.goto(url('/api/auth/login?userType=fan&hint=signup'));
    await signInThroughForm(page, `fan.${unique()}@test.dev`, 'fan');
    await page.waitForURL(/\/fans\/onboarding\?step=Basics/);
    await page.getByTestId('fan-onboarding-Basics').waitFor();

    // Basics: names are required.
    await page.getByTestId('onboarding-next').click();
    await page.getByText('Enter your first name.').waitFor({ state: 'visible', timeout: 5000 });
    await page.fill('#fan-first', 'Casey');
    await page.fill('#fan-last', 'Buckeye');
    await page.getByTestId('onboarding-next').click();
    await stepIs('Schools');

    // Schools: search and pick one.
    await page.getByTestId('school-search-input').fill('Ohio State');
    const option = page.locator('[data-testid="school-option"]', { hasText: 'Ohio State' }).first();
    await option.waitFor();
    const schoolId = Number(await option.getAttribute('data-school-id'));
    expect(schoolId).to.be.greaterThan(0);
    await option.click();
    expect(await option.getAttribute('aria-pressed')).to.equal('true');
    await page.getByTestId('selected-schools').waitFor();
    await page.getByTestId('onboarding-next').click();
    await stepIs('Terms');

    // Terms: refused until accepted.
    await page.getByTestId('onboarding-finish').click();
    expect(await page.getByRole('alert').first().innerText()).to.match(/accept/i);
    await page.getByTestId('accept-tos').check();
    await page.getByTestId('accept-privacy').check();
    await page.getByTestId('onboarding-finish').click();
    // Finishing welcomes the fan with the next steps.
    await stepIs('Welcome');
    await page.getByTestId('fan-welcome').waitFor();
    expect(await page.getByTestId('welcome-my-university').getAttribute('href')).to.equal(
      `/dashboard/${schoolId}?active=myuniversity`,
    );

    await page.getByTestId('nav-university').click();
    const my = page.getByTestId('nav-my-university').first();
    await my.waitFor();
    await my.click();
    await page.waitForURL(new RegExp(`/dashboard/${schoolId}\\?active=myuniversity`));
    const dash = page.getByTestId('university-dashboard');
    await dash.waitFor();
    expect(await dash.getAttribute('data-school-id')).to.equal(String(schoolId));
    expect(await page.getByTestId('tab-myuniversity').getAttribute('aria-selected')).to.equal('true');
    await page.getByTestId('my-university-panel').waitFor();
    expect(await page.getByTestId('my-university-panel').innerText()).to.contain('Ohio State');
    expect(await page.getByTestId('school-name').innerText()).to.contain('Ohio State');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/fan-my-university.png` });
  });

  it('a new athlete onboards (with a photo upload) and My Dashboard appears only at the end', async () => {
    const png = `/tmp/fanlift-e2e-photo-${unique()}.png`;
    writeFileSync(png, PNG_1X1);
    await page.goto(url('/api/auth/login?userType=athlete&hint=signup'));
    await signInThroughForm(page, `athlete.${unique()}@test.dev`, 'athlete');
    await page.waitForURL(/\/athletes\/onboarding\?step=stepOne/);
    await page.getByTestId('athlete-onboarding-stepOne').waitFor();
    expect(await athleteMenuHasDashboard(page)).to.equal(false);

    await page.fill('#ath-firstName', 'Jordan');
    await page.fill('#ath-lastName', `Rookie${unique()}`);
    await page.selectOption('#ath-sport', 'football');
    await page.selectOption('#ath-position', 'QB');
    await page.selectOption('#ath-recruitingClass', String(new Date().getFullYear() + 1));
    await page.getByTestId('onboarding-next').click();
    await stepIs('guardian');
    expect(await athleteMenuHasDashboard(page)).to.equal(false);

    await page.fill('#guardian-name', 'Pat Rookie');
    await page.fill('#guardian-email', 'pat.rookie@test.dev');
    await page.getByTestId('onboarding-next').click();
    await stepIs('photo');
    // Without a photo the step cannot be left (waits for the step's render to settle).
    await page.locator('[data-testid="onboarding-next"]:disabled').waitFor({ timeout: 5000 });

    await page.getByTestId('photo-input').setInputFiles(png);
    await page.getByTestId('photo-uploaded').waitFor();
    expect(await page.locator('[data-testid="photo-preview"] img').count()).to.equal(1);
    expect(await athleteMenuHasDashboard(page)).to.equal(false);
    await page.getByTestId('onboarding-next').click();
    await stepIs('legal');
    expect(await athleteMenuHasDashboard(page)).to.equal(false);

    await page.getByTestId('accept-tos').check();
    await page.getByTestId('accept-privacy').check();
    await page.getByTestId('accept-email').check();
    await page.getByTestId('onboarding-finish').click();
    await stepIs('done');
    await page.getByTestId('onboarding-done').waitFor();
    expect(await athleteMenuHasDashboard(page)).to.equal(true);

    await page.getByTestId('go-dashboard').click();
    await page.waitForURL(/\/athletes\/home$/);
    await page.getByTestId('dashboard-stats').waitFor();
    expect(await page.getByTestId('athlete-onboarding-callout').count()).to.equal(0);
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
      const links = page.getByTestId('claim-this');
      await links.first().waitFor();
      const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      const at = hrefs.findIndex(
        (h) => new URL(h, stack.webUrl).searchParams.get('claimingAthleteId') === String(target.id),
      );
      expect(at, 'the profile is offered').to.be.at.least(0);
      const q = new URL(hrefs[at], stack.webUrl).searchParams;
      expect(q.get('userType')).to.equal('athlete');
      expect(q.get('hint')).to.equal('signup');
      expect(q.get('athleteClaim')).to.equal('true');
      expect(q.get('fromPreSignupFlow')).to.equal('true');
      expect(q.get('firstName')).to.equal(firstName);
      await links.nth(at).click();
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

  it('/explore filters by sport, position, class and rating, sorts as chosen and keeps the filters across reload', async () => {
    // Pick a combination that exists in this run's data.
    const pool = await api<{ athletes: Card[] }>('/explore-roster?sport=football&limit=100');
    const groups = new Map<string, Card[]>();
    for (const a of pool.athletes) {
      if (!a.position || !a.class || a.rating === null) continue;
      const k = `${a.position}|${a.class}`;
      groups.set(k, [...(groups.get(k) ?? []), a]);
    }
    const [key, members] = [...groups.entries()].sort((x, y) => y[1].length - x[1].length)[0];
    const [position, klass] = key.split('|');
    const ratings = [...new Set(members.map((m) => m.rating!))].sort((a, b) => b - a).slice(0, 2);
    const expected = await api<{ total: number }>(
      `/explore-roster?sport=football&position=${position}&recruitingClass=${klass}&ratings=${ratings.join(',')}&sort=rating`,
    );
    expect(expected.total).to.be.greaterThan(0);

    await signIn(page, stack.webUrl, 'fan@fanlift.dev', 'fan', '/explore');
    await page.getByTestId('athlete-results').waitFor();
    await page.selectOption('#explore-sport', 'football');
    await page.selectOption('#explore-position', position);
    await page.selectOption('#explore-class', klass);
    for (const r of ratings) await page.getByTestId(`filter-rating-${r}`).check();
    await page.getByTestId('sort-select').selectOption('rating');
    const countText = `${expected.total.toLocaleString('en-US')} ${expected.total === 1 ? 'athlete' : 'athletes'}`;
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="result-count"]')?.textContent === t,
      countText,
    );

    const u = new URL(page.url());
    expect(u.searchParams.get('sport')).to.equal('football');
    expect(u.searchParams.get('position')).to.equal(position);
    expect(u.searchParams.get('recruitingClass')).to.equal(klass);
    expect(u.searchParams.get('ratings')!.split(',').map(Number).sort()).to.deep.equal([...ratings].sort());
    expect(u.searchParams.get('sort')).to.equal('rating');

    const readCards = () =>
      page.$$eval('[data-testid="athlete-results"] [data-testid="athlete-card"]', (els) =>
        els.map((el) => ({
          id: el.getAttribute('data-athlete-id'),
          sport: el.querySelector('[data-field="sport"]')?.textContent ?? '',
          position: el.querySelector('[data-field="position"]')?.textContent ?? '',
          class: el.querySelector('[data-field="class"]')?.textContent ?? '',
          rating: Number(el.querySelector('[data-field="rating"]')?.getAttribute('data-rating')),
        })),
      );
    const cards = await readCards();
    expect(cards.length).to.equal(Math.min(expected.total, 24));
    for (const c of cards) {
      expect(c.sport).to.equal('Football');
      expect(c.position).to.equal(position);
      expect(c.class).to.equal(`Class of ${klass}`);
      expect(ratings).to.include(c.rating);
    }
    for (let i = 1; i < cards.length; i++) expect(cards[i - 1].rating).to.be.at.least(cards[i].rating);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/explore-filtered.png` });

    // Reload: the same filters, controls and results.
    await page.reload();
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="result-count"]')?.textContent === t,
      countText,
    );
    expect(await page.locator('#explore-sport').inputValue()).to.equal('football');
    expect(await page.locator('#explore-position').inputValue()).to.equal(position);
    expect(await page.locator('#explore-class').inputValue()).to.equal(klass);
    expect(await page.getByTestId('sort-select').inputValue()).to.equal('rating');
    for (const r of ratings) expect(await page.getByTestId(`filter-rating-${r}`).isChecked()).to.equal(true);
    expect((await readCards()).map((c) => c.id)).to.deep.equal(cards.map((c) => c.id));

    // Sorting by name orders the same filtered set alphabetically.
    await page.getByTestId('sort-select').selectOption('name');
    await page.waitForURL((x) => x.searchParams.get('sort') === 'name');
    const byName = (a: string, b: string) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
    let names: string[] = [];
    let sorted: string[] = [];
    for (let i = 0; i < 50; i++) {
      names = await page.$$eval('[data-testid="athlete-card-name"]', (els) =>
        els.map((e) => e.textContent ?? ''),
      );
      sorted = [...names].sort(byName);
      if (names.length === cards.length && names.join('|') === sorted.join('|')) break;
      await page.waitForTimeout(100);
    }
    expect(names).to.deep.equal(sorted);
  });

  it('the Ohio page has its own header and footer; extras only after the password, and only a flag is stored', async () => {
    await page.goto(url('/university/ohio'));
    await page.getByTestId('ohio-header').waitFor();
    expect(await page.getByTestId('site-header').count()).to.equal(0);
    for (const id of ['sport', 'all-recruits', 'top-fans', 'live-chat', 'schedules'])
      expect(await page.getByTestId(`ohio-nav-${id}`).isVisible(), id).to.equal(true);
    expect(await page.getByTestId('ohio-footer').innerText()).to.match(/Powered by\s+Fanlift/);
    await page.getByTestId('ohio-unlock').waitFor();
    expect(await page.getByTestId('ohio-extras').count()).to.equal(0);

    await page.getByTestId('ohio-password').fill('not-the-password');
    await page.getByTestId('ohio-unlock-submit').click();
    await page.getByText('That password is not right.').waitFor();

    await page.getByTestId('ohio-password').fill('go-bucks');
    await page.getByTestId('ohio-unlock-submit').click();
    await page.getByTestId('ohio-extras').waitFor();
    await page
      .getByTestId('ohio-top-fans')
      .or(page.getByText('No fans have sent likes yet'))
      .first()
      .waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).to.contain('fanlift.ohio.unlocked');
    expect(stored).to.not.contain('go-bucks');
    await page.screenshot({ path: `${SHOTS}/ohio-unlocked-1280.png`, fullPage: true });

    // The server forgets (a new session): the page asks again even though the flag is set.
    await context.clearCookies();
    await page.reload();
    await page.getByTestId('ohio-unlock').waitFor();
    expect(await page.getByTestId('ohio-unlock').innerText()).to.match(/again/);
  });

  it('screenshots: athlete profile, university page and athlete dashboard at 1280px and 390px', async () => {
    await signIn(page, stack.webUrl, 'athlete@fanlift.dev', 'athlete', '/athletes/home');
    const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()));
    const athleteId = (me as { athleteProfile: { id: number } }).athleteProfile.id;
    const schoolId = (await api<{ schools: { id: number }[] }>('/schools?name=Ohio%20State&limit=1'))
      .schools[0].id;
    // Full-page shots: scroll through so lazy images start, then wait until every image has loaded.
    const settle = async () => {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        window.scrollTo(0, 0);
      });
      await page
        .waitForFunction(() => [...document.images].every((i) => i.complete), undefined, { timeout: 5000 })
        .catch(() => {});
    };
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto(url(`/athletes/${athleteId}`));
      await page.getByTestId('athlete-likes').waitFor();
      await settle();
      await page.screenshot({ path: `${SHOTS}/athlete-profile-${width}.png`, fullPage: true });
      await page.goto(url(`/universities/${schoolId}`));
      await page.getByTestId('school-athletes').or(page.getByText('athletes listed yet')).first().waitFor();
      await settle();
      await page.screenshot({ path: `${SHOTS}/university-${width}.png`, fullPage: true });
      await page.goto(url('/athletes/home'));
      await page.getByTestId('dashboard-stats').waitFor();
      await settle();
      await page.screenshot({ path: `${SHOTS}/athlete-dashboard-${width}.png`, fullPage: true });
      await page.goto(url('/explore?sport=basketball&ratings=5,4'));
      await page.getByTestId('athlete-results').waitFor();
      await settle();
      await page.screenshot({ path: `${SHOTS}/explore-${width}.png`, fullPage: true });
      await page.goto(url(`/dashboard/${schoolId}`));
      await page.getByTestId('university-dashboard').waitFor();
      await settle();
      await page.screenshot({ path: `${SHOTS}/university-dashboard-${width}.png`, fullPage: true });
    }
  });
});
