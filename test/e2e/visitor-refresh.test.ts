// Visitors have no socket, so the pages of live figures read them again every VISITOR_REFRESH_MS (20 s,
// web/src/shared/live-likes/visitorRefresh.ts): a university's page (the Ohio State portal: /universities/{id} is for
// signed-in users) as the athlete's funds page and profile. Signed in, the socket's events keep the figures and nothing polls.
// The page's clock is the test's (page.clock): loaded, paused, then moved on; no sleeps.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { createAthlete, give, insertFan, seededSchool } from '../factories';
import { waitFor } from '../helpers/wait';
import { select } from '../helpers/db';
import { VISITOR_REFRESH_MS } from '../../web/src/shared/live-likes/visitorRefresh';
import { browserSuite } from './suite';
import { interactive } from './helpers';
import { signInContext } from './a11y-helpers';

describe('e2e: visitors’ figures refresh without a socket (Chromium)', function () {
  this.timeout(120_000);
  const s = browserSuite({ failShot: 'visitor-refresh' });

  /** GETs of `path` the page makes from now on (the api path, without a query). */
  const reads = (page: Page, path: string) => {
    const seen: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (r.method() === 'GET' && u.pathname === path) seen.push(u.pathname);
    });
    return seen;
  };
  const figure = (page: Page, testId: string) =>
    page.getByTestId(testId).evaluate((e) => Number((e.textContent ?? '').replace(/\D/g, '')));
  /** Let everything the page's timers started reach the network: one request of our own, answered. */
  const settle = (page: Page) => page.evaluate(() => fetch('/api/auth/me').then((r) => r.status));
  /** Open `path` with the page's clock ours: loaded in real time, then paused (time moves when the test says). */
  const openPaused = async (page: Page, path: string, testId: string) => {
    await page.clock.install();
    await page.goto(s.url(path));
    await interactive(page);
    await page.getByTestId(testId).waitFor();
    await page.clock.pauseAt(Date.now() + 1_000);
  };

  it('a visitor’s university page (the Ohio State portal) reads its figures again after 20 s', async () => {
    const [ohio] = await select<{ id: number }>(`SELECT id FROM schools WHERE slug = 'ohio-state'`);
    const { page } = s;
    await openPaused(page, '/university/ohio', 'school-likes');
    const before = await figure(page, 'school-likes');
    const seen = reads(page, '/api/schools/ohio-state');

    await give(await insertFan(), `school:${ohio.id}`, 3);
    // Well before the interval (the page ran a moment in real time before the pause): what it loaded stays.
    await page.clock.fastForward(VISITOR_REFRESH_MS - 5_000);
    await settle(page);
    expect(seen, 'no read at 15 s').to.deep.equal([]);
    expect(await figure(page, 'school-likes')).to.equal(before);

    // At 20 s: read again, the likes given meanwhile shown.
    await page.clock.fastForward(5_000);
    await waitFor(async () => (await figure(page, 'school-likes')) >= before + 3, {
      timeout: 20_000,
      message: 'the new total',
    });
    expect(seen.length, 'read again at 20 s').to.be.at.least(1);
  });

  it('a visitor’s athlete funds page polls on the same interval', async () => {
    const athlete = await createAthlete();
    const { page } = s;
    await openPaused(page, `/athletes/${athlete.id}/funds`, 'funds-total-likes');
    expect(await figure(page, 'funds-total-likes')).to.equal(0);
    const seen = reads(page, `/api/athletes/${athlete.id}`);
    await give(await insertFan(), `athlete:${athlete.id}`, 4);
    await page.clock.fastForward(VISITOR_REFRESH_MS - 5_000);
    await settle(page);
    expect(seen, 'no read at 15 s').to.deep.equal([]);
    await page.clock.fastForward(5_000);
    await page.getByTestId('funds-total-likes').getByText('4', { exact: true }).waitFor({ timeout: 20_000 });
    expect(seen.length).to.be.at.least(1);
  });

  it('a visitor’s athlete profile reads its figures again at 20 s, not at 15 s', async () => {
    const athlete = await createAthlete();
    const { page } = s;
    await openPaused(page, `/athletes/${athlete.id}`, 'athlete-likes');
    expect(await figure(page, 'athlete-likes')).to.equal(0);
    const seen = reads(page, `/api/athletes/${athlete.id}`);
    await give(await insertFan(), `athlete:${athlete.id}`, 4);
    await page.clock.fastForward(VISITOR_REFRESH_MS - 5_000);
    await settle(page);
    expect(seen, 'no read at 15 s').to.deep.equal([]);
    expect(await figure(page, 'athlete-likes')).to.equal(0);
    await page.clock.fastForward(5_000);
    await page.getByTestId('athlete-likes').getByText('4', { exact: true }).waitFor({ timeout: 20_000 });
    expect(seen.length, 'read again at 20 s').to.be.at.least(1);
    // The other figures come with the same read: 4 likes at 100 cents each.
    expect(await page.getByTestId('athlete-total').textContent()).to.contain('$4');
  });

  it('a signed-in fan’s university page does not poll (its socket keeps it live)', async () => {
    const school = await seededSchool(20 + Math.floor(Math.random() * 40));
    await signInContext(s.context, s.stack.webUrl, 'fan');
    const { page } = s;
    await openPaused(page, `/universities/${school.id}`, 'school-likes-direct');
    // Signed in: the header shows the fan's balance, and the socket is made with the session.
    await page.getByTestId('header-balance').waitFor();
    const seen = reads(page, `/api/schools/${school.id}`);
    await page.clock.fastForward(VISITOR_REFRESH_MS + 1_000);
    await settle(page);
    expect(seen, 'no poll with a socket').to.deep.equal([]);
  });
});
