// WCAG 2.2 AA in the suite: axe-core on every SPEC route that renders a page, for each role that may see
// it, at desktop width, and at 390 px for the key pages; zero serious or critical violations. A failure
// names the rule, the route, the role and the elements.
import { expect } from 'chai';
import { stackAndBrowser } from './suite';
import { axeFindings, routeParams, signInContext, visits, type Role, type Visit } from './a11y-helpers';

const KEY_PAGES = [
  '/',
  '/athletes/:athleteId',
  '/universities/:schoolId',
  '/wallet',
  '/send-likes',
  '/my-likes',
  '/statement',
  '/thanks',
  '/user/login',
];

describe('e2e: accessibility (axe-core, WCAG 2.2 AA) on every route and role', function () {
  this.timeout(600_000);
  const e2e = stackAndBrowser();
  let all: Visit[];

  before(async () => {
    all = visits(await routeParams());
  });

  async function audit(role: Role, list: Visit[], width: number): Promise<string[]> {
    const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
    await signInContext(context, e2e.stack.webUrl, role);
    const page = await context.newPage();
    const problems: string[] = [];
    try {
      for (const v of list) {
        await page.goto(`${e2e.stack.webUrl}${v.path}`);
        for (const f of await axeFindings(page))
          problems.push(
            `[${f.impact}] ${f.rule} on ${v.path} as ${role} at ${width}px: ${f.help}\n      ${f.targets.join('\n      ')}`,
          );
      }
    } finally {
      await context.close();
    }
    return problems;
  }

  for (const role of ['visitor', 'fan', 'admin', 'athlete'] as Role[]) {
    it(`every page ${role === 'visitor' || role === 'fan' ? 'a' : 'an'} ${role} may open: no serious or critical violation at 1280 px`, async () => {
      const problems = await audit(
        role,
        all.filter((v) => v.role === role),
        1280,
      );
      expect(problems, problems.join('\n')).to.deep.equal([]);
    });
  }

  it('the key pages at 390 px (visitor and fan)', async () => {
    const problems: string[] = [];
    for (const role of ['visitor', 'fan'] as Role[])
      problems.push(
        ...(await audit(
          role,
          all.filter((v) => v.role === role && KEY_PAGES.includes(v.pattern)),
          390,
        )),
      );
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
