/** The hooks every Chromium file repeats: the whole product, a browser, and a fresh context and page a test. */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startStack, type Stack } from '../helpers/processes';
import { SCREENSHOT_DIR } from './helpers';

export interface BrowserSuite {
  stack: Stack;
  browser: Browser;
  /** This test's context and page (made before each test, closed after it). */
  context: BrowserContext;
  page: Page;
  /** An address on the product's one origin. */
  url(path: string): string;
}

export interface BrowserSuiteOptions {
  /** Extra environment of the stack, or a function that prepares it (e.g. after another server started). */
  stackEnv?: Record<string, string> | (() => Promise<Record<string, string>>);
  browserArgs?: () => string[];
  /** Prefix of the screenshot taken when a test fails. */
  failShot?: string;
  /** Runs on each new page (e.g. to collect console messages). */
  onPage?: (page: Page) => void;
  /** Runs after each test, once the context is closed. */
  afterEachTest?: () => void;
}

export function browserSuite(opts: BrowserSuiteOptions = {}): BrowserSuite {
  const suite = { url: (p: string) => `${suite.stack.webUrl}${p}` } as BrowserSuite;
  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const env = typeof opts.stackEnv === 'function' ? await opts.stackEnv() : (opts.stackEnv ?? {});
    [suite.stack, suite.browser] = await Promise.all([startStack(env), launchBrowser(opts.browserArgs?.())]);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.stack?.stop();
  });
  beforeEach(async () => {
    suite.context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    suite.page = await suite.context.newPage();
    opts.onPage?.(suite.page);
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const t = this.currentTest.title.replace(/\W+/g, '-').slice(0, 60);
      await suite.page
        .screenshot({ path: `${SCREENSHOT_DIR}/failed-${opts.failShot ?? 'e2e'}-${t}.png`, fullPage: true })
        .catch(() => {});
    }
    await suite.context.close();
    opts.afterEachTest?.();
  });
  return suite;
}
