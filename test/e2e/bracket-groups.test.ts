import { mkdirSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { BracketView } from '@fanlift/core';
import { stackAndBrowser } from './suite';
import { SCREENSHOT_DIR, signIn, unique } from './helpers';
import { axeFindings } from './a11y-helpers';

const SHOTS = `${SCREENSHOT_DIR}/bracket-groups`;
const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** Issue 29 item 6 in Chromium: two fans form a group through its invite link and see each other's rank. */
describe('e2e: bracket groups (Chromium)', function () {
  this.timeout(240_000);
  const e2e = stackAndBrowser();

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
  });

  const url = (p: string) => `${e2e.stack.webUrl}${p}`;
  async function open(width: number): Promise<Page> {
    const context = await e2e.browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
    e2e.contexts.push(context);
    return context.newPage();
  }
  /** A signed-in fan who picked R1-4's `top` or bottom side; answers the page and the fan's id. */
  async function fan(width: number, first: string, top: boolean, returnTo: string) {
    const page = await open(width);
    await signIn(page, e2e.stack.webUrl, `group.${unique()}@test.dev`, 'fan', returnTo, {
      firstName: first,
      lastName: 'Tester',
    });
    const me = (await (await page.request.get(url('/api/auth/me'))).json()) as { id: number };
    const view = (await (await page.request.get(url('/api/brackets/cfp'))).json()) as BracketView;
    const g = view.games.find((x) => x.code === 'R1-4')!;
    const res = await page.request.put(url('/api/brackets/cfp/picks/R1-4'), {
      headers: XHR,
      data: { schoolId: top ? g.top.schoolId : g.bottom.schoolId },
    });
    expect(res.status()).to.equal(200);
    return { page, id: me.id };
  }
  const noOverflow = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).to.be.at.most(
      0,
    );

  it('two fans form a private group with its invite link and see each other’s rank; phone layout and axe hold', async () => {
    const owner = await fan(1280, 'Olive', true, '/brackets/groups?kind=cfp');
    await owner.page.getByTestId('group-name').fill('Olive and friends');
    await owner.page.getByTestId('create-group').click();
    await owner.page.waitForURL((u) => /^\/brackets\/groups\/\d+$/.test(u.pathname));
    const groupPath = new URL(owner.page.url()).pathname;
    const invite = await owner.page.getByTestId('invite-link').inputValue();
    expect(invite).to.match(/\/brackets\/groups\/\d+\/join\/[A-Za-z0-9_-]{22}$/);
    await owner.page.getByTestId(`group-rank-${owner.id}`).waitFor();

    // The friend plays on a phone: opens the invite link, joins, and lands on the group page.
    const friend = await fan(390, 'Finn', false, '/');
    await friend.page.goto(invite);
    await friend.page.getByText('Join Olive and friends').waitFor();
    await noOverflow(friend.page);
    await friend.page.screenshot({ path: `${SHOTS}/join-phone.png`, fullPage: true });
    await friend.page.getByTestId('join-group').click();
    await friend.page.waitForURL((u) => u.pathname === groupPath);
    // Both picked R1-4 without a result: both rank 1 (tied), each sees the other's rank.
    await friend.page.getByTestId(`group-rank-${owner.id}`).waitFor();
    expect(await friend.page.getByTestId(`group-rank-${owner.id}`).innerText()).to.equal('1');
    expect(await friend.page.getByTestId(`group-rank-${friend.id}`).innerText()).to.equal('1');
    expect(await friend.page.getByTestId('group-my-rank').innerText()).to.contain('#1 of 2');
    await noOverflow(friend.page);
    await friend.page.screenshot({ path: `${SHOTS}/group-phone.png`, fullPage: true });

    await owner.page.reload();
    await owner.page.getByTestId(`group-rank-${friend.id}`).waitFor();
    expect(await owner.page.getByTestId(`group-rank-${friend.id}`).innerText()).to.equal('1');
    await owner.page.screenshot({ path: `${SHOTS}/group-desktop.png`, fullPage: true });

    // The bracket page lists the fan's groups with the rank in each.
    await friend.page.goto(url('/cfb-bracket'));
    const groupId = Number(groupPath.split('/').pop());
    await friend.page.getByTestId(`my-group-rank-${groupId}`).waitFor();
    expect(await friend.page.getByTestId(`my-group-rank-${groupId}`).innerText()).to.equal('#1 of 2');
    await noOverflow(friend.page);

    // The groups page (mine and the public search) at 390 px.
    await friend.page.goto(url('/brackets/groups?kind=cfp'));
    await friend.page.getByTestId('my-groups').waitFor();
    await noOverflow(friend.page);
    await friend.page.screenshot({ path: `${SHOTS}/groups-phone.png`, fullPage: true });

    // A guessed link shows the not-found state, never the group.
    await friend.page.goto(url(`${groupPath}/join/${'A'.repeat(22)}`));
    await friend.page.getByTestId('not-found').waitFor();

    const problems: string[] = [];
    for (const p of ['/brackets/groups?kind=cfp', groupPath, new URL(invite).pathname, '/cfb-bracket'])
      for (const [who, page] of [
        ['friend', friend.page],
        ['owner', owner.page],
      ] as const) {
        await page.goto(url(p));
        for (const f of await axeFindings(page))
          problems.push(`[${f.impact}] ${f.rule} on ${p} as ${who}: ${f.help} ${f.targets.join(' ')}`);
      }
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
