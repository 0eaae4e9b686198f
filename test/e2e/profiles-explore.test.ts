import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import type { Stack } from '../helpers/processes';
import { interactive, signIn, SCREENSHOT_DIR } from './helpers';
import { SHOTS, profilePages, type Card } from './profiles-helpers';
import { browserSuite } from './suite';

describe('e2e: explore, the Ohio page and profile screenshots (Chromium)', function () {
  this.timeout(180_000);
  const s = browserSuite({ failShot: 'profiles' });
  const { api } = profilePages(s);
  const url = (p: string) => s.url(p);
  let stack: Stack;
  let page: Page;
  let context: BrowserContext;
  beforeEach(() => {
    ({ stack, page, context } = s);
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
      { polling: 100 },
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
    await interactive(page);
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="result-count"]')?.textContent === t,
      countText,
      { polling: 100 },
    );
    expect(await page.locator('#explore-sport').inputValue()).to.equal('football');
    expect(await page.locator('#explore-position').inputValue()).to.equal(position);
    expect(await page.locator('#explore-class').inputValue()).to.equal(klass);
    expect(await page.getByTestId('sort-select').inputValue()).to.equal('rating');
    for (const r of ratings) expect(await page.getByTestId(`filter-rating-${r}`).isChecked()).to.equal(true);
    expect((await readCards()).map((c) => c.id)).to.deep.equal(cards.map((c) => c.id));

    // Sorting by name orders the same filtered set alphabetically. Every search call from here on is noted, so
    // that a failure says what the page asked for and what it was answered.
    const calls: string[] = [];
    const t0 = Date.now();
    const noteCall = (what: string, u: string) => {
      if (u.includes('/api/explore-roster')) calls.push(`${Date.now() - t0}ms ${what} ${new URL(u).search}`);
    };
    page.on('request', (r) => noteCall('asked', r.url()));
    page.on('response', (r) => {
      noteCall(`answered ${r.status()}`, r.url());
      if (!r.url().includes('/api/explore-roster')) return;
      // The names in the order the server sent them.
      void r
        .json()
        .then((b: { athletes?: { user: { firstName: string; lastName: string } }[] }) =>
          noteCall(`order ${(b.athletes ?? []).map((a) => a.user.firstName).join(',')}`, r.url()),
        )
        .catch(() => {});
    });
    page.on('requestfailed', (r) => noteCall(`failed ${r.failure()?.errorText ?? ''}`, r.url()));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning')
        calls.push(`${Date.now() - t0}ms console ${m.text()}`);
    });
    await page.getByTestId('sort-select').selectOption('name');
    await page.waitForURL((x) => x.searchParams.get('sort') === 'name');
    const byName = (a: string, b: string) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
    const cardNames = () =>
      page.$$eval('[data-testid="athlete-card-name"]', (els) => els.map((e) => e.textContent ?? ''));
    // Wait until the list shows the whole filtered set in name order (or time out and show the difference). The
    // function runs in the page, where the test's compiled helpers do not exist: it declares no named function
    // (tsx wraps those in `__name`, a ReferenceError there). Such an error used to be swallowed here with the
    // timeout, and the list was then read before its answer had come: the flaky failure of earlier CI runs.
    const inNameOrder = await page
      .waitForFunction(
        (n) => {
          const shown = [...document.querySelectorAll('[data-testid="athlete-card-name"]')].map((e) =>
            (e.textContent ?? '').toLowerCase(),
          );
          return shown.length === n && shown.every((x, i) => i === 0 || shown[i - 1] <= x);
        },
        cards.length,
        { polling: 100, timeout: 60_000 },
      )
      .then(
        () => true,
        (e: Error) => {
          if (e.name !== 'TimeoutError') throw e;
          return false;
        },
      );
    calls.push(
      `${Date.now() - t0}ms ${inNameOrder ? 'shown in name order' : 'not in name order after 60 s'}`,
    );
    const names = await cardNames();
    const sorted = [...names].sort(byName);
    // On a failure, say what the page showed besides the list (an error, a spinner, the count).
    const shown = await page.evaluate(() => ({
      url: location.search,
      count: document.querySelector('[data-testid="result-count"]')?.textContent ?? null,
      alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')].map((e) => e.textContent),
      select: (document.querySelector('[data-testid="sort-select"]') as HTMLSelectElement | null)?.value,
      busy: document
        .querySelector('[data-testid="athlete-results"]')
        ?.parentElement?.getAttribute('aria-busy'),
      visibility: document.visibilityState,
    }));
    Object.assign(shown, { calls });
    expect(names, JSON.stringify(shown)).to.deep.equal(sorted);
  });

  it('/explore: when the newest search fails, the older list stays with an alert and Try again, which brings the new one', async () => {
    await signIn(page, stack.webUrl, 'fan@fanlift.dev', 'fan', '/explore?sport=football');
    await page.getByTestId('athlete-results').waitFor();
    const cardNames = () =>
      page.$$eval('[data-testid="athlete-card-name"]', (els) => els.map((e) => e.textContent ?? ''));
    const before = await cardNames();
    expect(before.length).to.be.greaterThan(1);
    expect(await page.getByTestId('results-stale').count()).to.equal(0);

    // The next search call is refused (429: not retried by itself).
    const refused = '**/api/explore-roster?**';
    await page.route(refused, (r) =>
      r.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'rate_limited', message: 'You are searching very fast.' } }),
      }),
    );
    await page.getByTestId('sort-select').selectOption('name');
    const stale = page.getByTestId('results-stale');
    await stale.waitFor();
    expect(await stale.getByRole('alert').innerText()).to.match(
      /You are searching very fast\. These results may be out of date\./,
    );
    expect(await cardNames()).to.deep.equal(before);

    // Try again, with the api answering again: the alert goes and the list is in name order.
    await page.unroute(refused);
    await stale.getByRole('button', { name: 'Try again' }).click();
    await stale.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => {
        const shown = [...document.querySelectorAll('[data-testid="athlete-card-name"]')].map((e) =>
          (e.textContent ?? '').toLowerCase(),
        );
        return shown.length > 1 && shown.every((x, i) => i === 0 || shown[i - 1] <= x);
      },
      undefined,
      { polling: 100, timeout: 15_000 },
    );
  });

  it('the Ohio page has its own header and footer; extras only after the password, and only a flag is stored', async () => {
    await signIn(page, stack.webUrl, 'fan@fanlift.dev', 'fan', '/university/ohio');
    await page.getByTestId('ohio-header').waitFor();
    expect(await page.getByTestId('site-header').count()).to.equal(0);
    // The fan's balance is in sight in the portal's own header too.
    await page.getByTestId('ohio-header').getByTestId('header-balance').waitFor();
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
    await interactive(page);
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
          await new Promise((r) => requestAnimationFrame(r));
        }
        window.scrollTo(0, 0);
      });
      await page
        .waitForFunction(() => [...document.images].every((i) => i.complete), undefined, {
          polling: 100,
          timeout: 5000,
        })
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
      // What each athlete raised: an amount, or "No likes yet" (never a "$0" badge).
      const raised = await page.$$eval('[data-testid="athlete-card"] [data-field="raised"]', (els) =>
        els.map((e) => e.textContent ?? ''),
      );
      for (const r of raised)
        expect(r)
          .to.match(/^(#\d+ · )?(\$[\d,.]+|No likes yet)$/)
          .and.to.not.match(/\$0(\.00)?$/);
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
