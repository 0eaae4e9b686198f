/** The hooks every Chromium file repeats: the whole product, a browser, and a fresh context and page a test. */
import { mkdirSync } from 'node:fs';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startStack, type Stack } from '../helpers/processes';
import { sharedStackAndBrowser } from '../helpers/shared-stack';
import { SCREENSHOT_DIR } from './helpers';

export interface StackAndBrowser {
  stack: Stack;
  browser: Browser;
  /** Contexts the suite opened; closed after it, before the browser. */
  contexts: BrowserContext[];
}

export interface BrowserSuite extends StackAndBrowser {
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
  /** Fail a test whose page reported a Content-Security-Policy violation (the SPA must run under it). */
  failOnCsp?: boolean;
}

/**
 * The suite's stack and one Chromium before its tests (and the screenshot folder made), with the contexts pushed
 * on `contexts` closed after them. With settings of its own (environment, browser flags) the file starts and stops
 * its own; without, it shares the run's. Call in a describe; read them in hooks and tests.
 */
export function stackAndBrowser(
  opts: Pick<BrowserSuiteOptions, 'stackEnv' | 'browserArgs'> = {},
): StackAndBrowser {
  const s = { contexts: [] as BrowserContext[] } as StackAndBrowser;
  // Without settings of its own a file uses the run's shared stack and browser (test/helpers/shared-stack.ts).
  const own = opts.stackEnv !== undefined || opts.browserArgs !== undefined;
  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    if (!own) {
      ({ stack: s.stack, browser: s.browser } = await sharedStackAndBrowser());
      return;
    }
    const env = typeof opts.stackEnv === 'function' ? await opts.stackEnv() : (opts.stackEnv ?? {});
    [s.stack, s.browser] = await Promise.all([startStack(env), launchBrowser(opts.browserArgs?.())]);
  });
  after(async () => {
    for (const c of s.contexts) await c.close().catch(() => {});
    if (!own) return;
    await s.browser?.close();
    await s.stack?.stop();
  });
  return s;
}

/** stackAndBrowser with a fresh context and page a test (a screenshot when it fails; CSP violations fail it). */
export function browserSuite(opts: BrowserSuiteOptions = {}): BrowserSuite {
  const suite = stackAndBrowser(opts) as BrowserSuite;
  suite.url = (p: string) => `${suite.stack.webUrl}${p}`;
  let cspErrors: string[] = [];
  beforeEach(async () => {
    suite.context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    suite.page = await suite.context.newPage();
    cspErrors = [];
    if (opts.failOnCsp)
      suite.page.on('console', (m) => {
        if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(m.text()))
          cspErrors.push(m.text());
      });
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const t = this.currentTest.title.replace(/\W+/g, '-').slice(0, 60);
      await suite.page
        .screenshot({ path: `${SCREENSHOT_DIR}/failed-${opts.failShot ?? 'e2e'}-${t}.png`, fullPage: true })
        .catch(() => {});
    }
    await suite.context.close();
    expect(cspErrors, 'CSP violations').to.deep.equal([]);
  });
  return suite;
}
