import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { ROUTES } from '@fanlift/core';
import { createAllocation, createAthlete } from '../factories';
import { browserSuite } from './suite';
import { SCREENSHOT_DIR, signIn } from './helpers';

/** A well-formed id that names nothing (in PostgreSQL's integer range, far above any row a run makes). */
const NO_ID = '2147483000';
/** A well-formed QR, invite or affiliate code that names nothing. */
const NO_CODE = 'NoSuchCode0000';

/** Every parameterised SPEC route with an unknown value for each parameter (real ones where a parent must exist). */
function unknownPaths(athleteId: number): Record<string, string> {
  return {
    '/athletes/:athleteId': `/athletes/${NO_ID}`,
    '/athletes/:athleteId/fund': `/athletes/${NO_ID}/fund`,
    '/athletes/:athleteId/fund/:allocationId': `/athletes/${athleteId}/fund/${NO_ID}`,
    '/athletes/:athleteId/funds': `/athletes/${NO_ID}/funds`,
    '/athletes/:athleteId/funds/:allocationId': `/athletes/${athleteId}/funds/${NO_ID}`,
    '/athletes/:athleteId/fund/roster-success': `/athletes/${NO_ID}/fund/roster-success`,
    '/athletes/:athleteId/funds/guest-like-roster-success': `/athletes/${NO_ID}/funds/guest-like-roster-success`,
    '/claim-profile/:athleteId': `/claim-profile/${NO_ID}`,
    '/athlete-claim-profile/:id': `/athlete-claim-profile/${NO_ID}`,
    '/fans/:fanId': `/fans/${NO_ID}`,
    '/qr-code/share/:qrcodeId': `/qr-code/share/${NO_CODE}`,
    '/qr-code/claim-invite/:qrcodeId': `/qr-code/claim-invite/${NO_CODE}`,
    '/affiliate/qr-code/:qrcodeId': `/affiliate/qr-code/${NO_CODE}`,
    '/affiliate/:affiliateCode': `/affiliate/${NO_CODE}`,
    '/sb-lander/:athleteId': `/sb-lander/${NO_ID}`,
    '/live-game/basketball/:gameId': `/live-game/basketball/${NO_ID}`,
    '/live-game/:gameId': `/live-game/${NO_ID}`,
    '/live-chat/:gameId': `/live-chat/${NO_ID}`,
    '/cfb-bracket-participant/:fanId': `/cfb-bracket-participant/${NO_ID}`,
    '/universities/:schoolId': `/universities/${NO_ID}`,
    '/dashboard/:schoolId': `/dashboard/${NO_ID}`,
    '/sitemap/:page': '/sitemap/99999',
    '/brackets/groups/:groupId': `/brackets/groups/${NO_ID}`,
    '/receipts/:id': '/receipts/no-such-receipt',
    '/brackets/groups/:groupId/join/:token': `/brackets/groups/${NO_ID}/join/${'A'.repeat(22)}`,
  };
}

/** The not-found state: its heading, and the links onward (same-site paths). */
async function notFoundState(page: Page) {
  const state = page.getByTestId('not-found');
  await state.waitFor({ timeout: 15_000 });
  const heading = await state.locator('h1').innerText();
  const links = await state
    .getByTestId('not-found-link')
    .evaluateAll((els) =>
      els.map((e) => ({ text: e.textContent ?? '', href: e.getAttribute('href') ?? '' })),
    );
  const retry = await page.getByRole('button', { name: 'Try again' }).count();
  return { heading, links, retry };
}

describe('e2e: every page with an id in its path shows a not-found state for an unknown id (Chromium)', function () {
  this.timeout(180_000);
  const s = browserSuite({ failShot: 'not-found' });

  it('covers every parameterised route of the route table', () => {
    const paths = unknownPaths(1);
    const parameterised = ROUTES.filter((r) => r.path.includes(':')).map((r) => r.path);
    expect(Object.keys(paths).sort()).to.deep.equal([...parameterised].sort());
  });

  it('an admin (who may open every one of them) gets a not-found heading and links onward, never a retry', async () => {
    const athlete = await createAthlete();
    await createAllocation(athlete.id, 'Real goal');
    const { page } = s;
    await signIn(page, s.stack.webUrl, 'admin@fanlift.dev');
    for (const [pattern, path] of Object.entries(unknownPaths(athlete.id))) {
      await page.goto(s.url(path));
      const found = await notFoundState(page);
      expect(found.heading, `${pattern}: heading`).to.match(/not found/i);
      expect(found.links.length, `${pattern}: links onward`).to.be.greaterThan(0);
      for (const link of found.links) expect(link.href, `${pattern}: ${link.text}`).to.match(/^\/(?!\/)/);
      expect(found.retry, `${pattern}: no Try again`).to.equal(0);
      expect(await page.title(), `${pattern}: title`).to.match(/not found/i);
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}/not-found-state.png` });
  });

  it('the first link leads onward, and a visitor on a public page sees the same state', async () => {
    const { page } = s;
    await page.goto(s.url(`/athletes/${NO_ID}`));
    const { links } = await notFoundState(page);
    await page.getByTestId('not-found-link').first().click();
    await page.waitForURL((u) => u.pathname === links[0].href);
    // Navigations are transitions: the state stays on screen until the next page's code has loaded.
    await page.getByTestId('not-found').waitFor({ state: 'detached' });
    await page.locator('h1').first().waitFor();
    expect(await page.getByTestId('not-found').count()).to.equal(0);
  });

  it('an address that is no page shows the same state with links home', async () => {
    const { page } = s;
    await page.goto(s.url('/no-such-page/at-all'));
    const found = await notFoundState(page);
    expect(found.heading).to.match(/couldn’t find that page/);
    expect(found.links.map((l) => l.href)).to.include('/');
    expect(await page.title()).to.match(/^Page not found/);
  });
});
