import { mkdirSync, writeFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startStack, type Stack } from '../helpers/processes';
import { SCREENSHOT_DIR, signIn, signInThroughForm } from './helpers';

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

  it('an athlete claims a profile through /claim-athlete; a second athlete is refused with a clear message', async () => {
    // An unclaimed seeded profile.
    const list = await api<{ athletes: Card[] }>('/athletes?limit=40&sort=ranking');
    let target: Card | undefined;
    for (const a of list.athletes) {
      const d = await api<{ claimed: boolean }>(`/athletes/${a.id}`);
      if (!d.claimed) {
        target = a;
        break;
      }
    }
    expect(target, 'an unclaimed profile').to.not.equal(undefined);
    const { firstName, lastName } = target!.user;
    const claimUrl = `/athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=${target!.id}`;

    // Athlete B opens the claim page first (the profile is still unclaimed for them).
    const contextB = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const pageB = await contextB.newPage();
    try {
      await signIn(pageB, stack.webUrl, `second.${unique()}@test.dev`, 'athlete', claimUrl);
      await pageB.getByTestId('claim-submit').waitFor();

      // Athlete A: /claim-athlete -> name -> match -> sign-up with the claim parameters -> ToS -> claim.
      await page.goto(url('/claim-athlete'));
      await page.getByTestId('find-profile-name').waitFor();
      await page.fill('#find-first', firstName);
      await page.fill('#find-last', lastName);
      await page.getByTestId('find-profile-submit').click();
      await stepIs('match');
      const row = page
        .locator('[data-testid="claimable-results"] li', { hasText: `${firstName} ${lastName}` })
        .first();
      await row.waitFor();
      const href = await row.getByTestId('claim-this').getAttribute('href');
      const q = new URL(href!, stack.webUrl).searchParams;
      expect(q.get('userType')).to.equal('athlete');
      expect(q.get('hint')).to.equal('signup');
      expect(q.get('athleteClaim')).to.equal('true');
      expect(q.get('fromPreSignupFlow')).to.equal('true');
      expect(q.get('claimingAthleteId')).to.equal(String(target!.id));
      expect(q.get('firstName')).to.equal(firstName);
      await row.getByTestId('claim-this').click();
      await signInThroughForm(page, `claimer.${unique()}@test.dev`, 'athlete');
      await page.waitForURL(
        (u) => u.pathname === '/athletes/claim-onboarding' && u.searchParams.get('step') === 'ToS',
      );
      await page.getByTestId('accept-tos').check();
      await page.getByTestId('accept-privacy').check();
      await page.getByTestId('claim-submit').click();
      await page.waitForURL(/\/athletes\/onboarding\?step=/);
      const detail = await api<{ claimed: boolean }>(`/athletes/${target!.id}`);
      expect(detail.claimed).to.equal(true);

      // Athlete B now tries: refused.
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
      await contextB.close();
    }
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
