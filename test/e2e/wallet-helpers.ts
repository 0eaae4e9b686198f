/** Shared by the wallet Chromium tests (not a test file itself): page probes and waits. */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './helpers';

export const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
};

/** Marks the page; if it reloads the mark is gone. */
export const markNoReload = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __noReload: number }).__noReload = 1;
  });
export const stillNoReload = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload === 1);

export const headerBalance = async (page: Page): Promise<string> => {
  await page.bringToFront();
  await page.getByTestId('fan-account-button').click();
  const text = await page.getByTestId('wallet-balance').innerText();
  await page.keyboard.press('Escape');
  return text;
};

/** Wait until the element with this test id reads exactly `text`. */
export const waitText = (page: Page, testId: string, text: string, timeout = 20_000) =>
  page.waitForFunction(
    ([id, t]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === t,
    [testId, text] as const,
    { timeout },
  );

export const waitHeaderBalance = async (page: Page, text: string) => {
  await page.bringToFront();
  await page.getByTestId('fan-account-button').click();
  await waitText(page, 'wallet-balance', text);
  await page.keyboard.press('Escape');
};

/** A top-ranked athlete: the demo data gives them allocations (funding goals). */
export async function topAthleteId(webUrl: string): Promise<number> {
  const list = (await (await fetch(`${webUrl}/api/athletes?limit=1`)).json()) as {
    athletes: { id: number }[];
  };
  return list.athletes[0].id;
}

/** The athlete's public likes total. */
export async function athleteLikesOf(webUrl: string, athleteId: number): Promise<number> {
  const res = await fetch(`${webUrl}/api/athletes/${athleteId}`);
  expect(res.status).to.equal(200);
  return ((await res.json()) as { likes: number }).likes;
}
