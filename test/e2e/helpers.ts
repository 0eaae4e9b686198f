import { expect } from 'chai';
import type { Page } from 'playwright-core';

/** Sign in through the development sign-in form the way a person does. */
export async function signInThroughForm(
  page: Page,
  email: string,
  userType: 'fan' | 'athlete' = 'fan',
  names?: { firstName: string; lastName: string },
): Promise<void> {
  // The form's script is attached (a click before it would submit the form natively).
  await page.waitForSelector('#f[data-ready="1"]');
  await page.fill('#email', email);
  if (names) {
    await page.fill('#firstName', names.firstName);
    await page.fill('#lastName', names.lastName);
  }
  await page.selectOption('#userType', userType);
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/api/auth')), page.click('#submit')]);
}

/** Start at the login path with a returnTo and sign in; ends on returnTo. */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  userType: 'fan' | 'athlete' = 'fan',
  returnTo = '/',
  names?: { firstName: string; lastName: string },
) {
  await page.goto(`${baseUrl}/api/auth/login?userType=${userType}&returnTo=${encodeURIComponent(returnTo)}`);
  await signInThroughForm(page, email, userType, names);
  await interactive(page);
}

/**
 * Waits until the app answers taps (web/src/start.tsx marks `<html data-interactive>`): a click on a server-rendered
 * page's markup before it has hydrated does nothing. Then until the page's own code has come: a page rendered in the
 * browser (not on the server, or the server's render over its budget) is interactive with the shell while the page
 * shows "Loading the page…" (web/src/shell/App.tsx).
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForSelector('html[data-interactive]', { state: 'attached' });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('#main [role="status"]')].some(
        (e) => e.textContent === 'Loading the page…',
      ),
    undefined,
    { timeout: 30_000 },
  );
}

export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS ?? '/tmp/fanlift-e2e';

/** A unique tag for emails and names made by a test. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** On the claim search's results: the link that claims `athleteId` (it must be offered) and its address. */
export async function claimLinkOf(page: Page, baseUrl: string, athleteId: number) {
  const links = page.getByTestId('claim-this');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  const at = hrefs.findIndex(
    (h) => new URL(h, baseUrl).searchParams.get('claimingAthleteId') === String(athleteId),
  );
  expect(at, 'the profile is offered').to.be.at.least(0);
  return { link: links.nth(at), params: new URL(hrefs[at], baseUrl).searchParams };
}
