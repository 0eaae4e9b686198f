// Every SPEC route that renders a page, as each role that may open it (visitor, fan, athlete, admin), at 360,
// 390 and 768 px: no horizontal overflow (naming the element that sticks out furthest) and no fixed or sticky
// element over a focusable control, naming route, role, width and element. One browser; one context per role;
// each page is loaded once and laid out at the three widths.
import { expect } from 'chai';
import { stackAndBrowser } from './suite';
import { routeParams, signInContext, visits, type Role, type Visit } from './a11y-helpers';
import { interactive } from './helpers';
import { layoutProblems } from './layout-checks';

const WIDTHS = [360, 390, 768];

describe('e2e: no horizontal overflow and nothing fixed over a control, every route x role x width', function () {
  this.timeout(600_000);
  const e2e = stackAndBrowser();
  let all: Visit[];

  before(async () => {
    all = visits(await routeParams());
  });

  for (const role of ['visitor', 'fan', 'athlete', 'admin'] as Role[]) {
    it(`every page ${role === 'visitor' || role === 'fan' ? 'a' : 'an'} ${role} may open, at ${WIDTHS.join(', ')} px`, async () => {
      const list = all.filter((v) => v.role === role);
      expect(list.length, `routes for ${role}`).to.be.greaterThan(0);
      const context = await e2e.browser.newContext({ viewport: { width: WIDTHS[0], height: 800 } });
      await signInContext(context, e2e.stack.webUrl, role);
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        for (const v of list) {
          await page.setViewportSize({ width: WIDTHS[0], height: 800 });
          await page.goto(`${e2e.stack.webUrl}${v.path}`);
          // The page as the app lays it out (the server's markup before the code comes is checked at 360 px in
          // ssr-hydration.test.ts).
          await interactive(page);
          await page.waitForSelector('main', { timeout: 15_000 });
          await page
            .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
              timeout: 10_000,
            })
            .catch(() => undefined);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await page.evaluate(
              () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
            );
            for (const p of await layoutProblems(page))
              problems.push(`${v.path} as ${role} at ${width}px: ${p.kind}: ${p.detail}`);
          }
        }
      } finally {
        await context.close();
      }
      expect(problems, `\n${problems.join('\n')}`).to.deep.equal([]);
    });
  }
});
