/** Shared by the profiles Chromium tests (not a test file itself). */
import { mkdirSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './helpers';
export { unique } from './helpers';
import type { BrowserSuite } from './suite';

/** A valid 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const SHOTS = process.env.PROFILE_SHOTS ?? `${SCREENSHOT_DIR}/profiles`;
mkdirSync(SHOTS, { recursive: true });

export interface Card {
  id: number;
  sport: string;
  position: string | null;
  class: number | null;
  rating: number | null;
  user: { firstName: string; lastName: string };
}

/** Helpers bound to the suite's current page. */
export function profilePages(s: BrowserSuite) {
  return {
    /** GET an /api path on the product's origin; expects 200. */
    async api<T>(p: string): Promise<T> {
      const res = await fetch(s.url(`/api${p}`));
      expect(res.status, p).to.equal(200);
      return (await res.json()) as T;
    },
    stepIs: (step: string) => s.page.waitForURL((u) => u.searchParams.get('step') === step),
    async athleteMenuHasDashboard(p: Page): Promise<boolean> {
      await p.getByTestId('athlete-account-button').click();
      await p.getByTestId('recruit-label').waitFor();
      const n = await p.getByTestId('menu-my-dashboard').count();
      await p.keyboard.press('Escape');
      return n > 0;
    },
  };
}
