import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { launchBrowser } from '../helpers/browser';
import { startCluster, type Cluster } from '../helpers/cluster';
import { testDb } from '../helpers/db';
import { waitFor } from '../helpers/wait';
import { createAthlete, fundWallet, give } from '../factories';
import { axeFindings } from './a11y-helpers';
import { SCREENSHOT_DIR, signIn, unique } from './helpers';

const sql = <T extends object>(q: string, bind: unknown[] = []) =>
  testDb().sequelize.query<T>(q, { bind, type: QueryTypes.SELECT });

/**
 * Issue 29 in Chromium on a scaled stack (2 realtime nodes behind one web origin): the athlete posts a
 * supporters-only update from the dashboard; a supporter whose socket is on the OTHER realtime node sees it on the
 * profile without reloading. The athlete thanks the supporter from the dashboard's supporters; the supporter's
 * /thanks page shows it live. The pages have no serious axe violation and no sideways scroll at 390 px.
 */
describe('e2e: athlete updates reach a supporter on another realtime node', function () {
  this.timeout(240_000);
  let cluster: Cluster;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  before(async () => {
    [cluster, browser] = await Promise.all([
      startCluster({ api: 1, worker: 1, realtime: 2, envOf: { realtime: { LOG_LEVEL: 'debug' } } }),
      launchBrowser(),
    ]);
  });
  after(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await cluster?.stop();
  });

  /** Which realtime node holds the latest socket of a user (from its debug log), or -1. */
  const nodeOf = (userId: number, skipBefore: number[]) =>
    cluster.nodes.realtime.findIndex((n, i) =>
      n
        .output()
        .slice(skipBefore[i] ?? 0)
        .split('\n')
        .some((l) => l.includes('socket connected') && l.includes(`"userId":${userId},`)),
    );
  const outputLengths = () => cluster.nodes.realtime.map((n) => n.output().length);

  async function newPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  async function phoneCheck(page: Page, name: string) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const findings = await axeFindings(page);
      expect(findings, `${name} at ${width}: ${JSON.stringify(findings, null, 1)}`).to.deep.equal([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width} px scrolls sideways`).to.be.at.most(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/updates-${name}-${width}.png`, fullPage: true });
    }
  }

  it('the athlete posts to supporters; the supporter on the other node sees it without reloading; thanks arrive live', async () => {
    const tag = unique();
    const athlete = await createAthlete({ firstName: 'Nia', lastName: `Node${tag}` });
    await sql(
      `INSERT INTO athlete_allocations (athlete_profile_id, name, goal_likes) VALUES ($1, 'Summer camp', 50)`,
      [athlete.id],
    );

    // The supporter signs in, gives, and opens the profile.
    const fanPage = await newPage();
    let marks = outputLengths();
    await signIn(fanPage, cluster.webUrl, `fan.${tag}@test.dev`, 'fan', `/athletes/${athlete.id}`, {
      firstName: 'Sam',
      lastName: 'Supporter',
    });
    const [fan] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [`fan.${tag}@test.dev`]);
    await give(fan.id, `athlete:${athlete.id}`, 7);
    await fanPage.goto(`${cluster.webUrl}/athletes/${athlete.id}`);
    await fanPage.getByTestId('updates-feed').waitFor();
    const fanNode = await waitFor(
      () => {
        const n = nodeOf(fan.id, marks);
        return n >= 0 ? n + 1 : false;
      },
      { timeout: 20_000, message: "the supporter's socket" },
    ).then((n) => n - 1);

    // The athlete (owner of the claimed profile) opens the dashboard; their socket on the other node.
    const athletePage = await newPage();
    marks = outputLengths();
    await signIn(athletePage, cluster.webUrl, `athlete.${tag}@test.dev`, 'athlete', '/athletes/home', {
      firstName: 'Nia',
      lastName: `Node${tag}`,
    });
    const [owner] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [
      `athlete.${tag}@test.dev`,
    ]);
    await sql(`UPDATE athlete_profiles SET user_id = $1, claimed_at = now() WHERE id = $2`, [
      owner.id,
      athlete.id,
    ]);
    let athleteNode = -1;
    for (let i = 0; i < 6 && (athleteNode < 0 || athleteNode === fanNode); i++) {
      marks = outputLengths();
      await athletePage.goto(`${cluster.webUrl}/athletes/home`);
      await athletePage.getByTestId('update-composer').waitFor();
      athleteNode = await waitFor(
        () => {
          const n = nodeOf(owner.id, marks);
          return n >= 0 ? n + 1 : false;
        },
        { timeout: 20_000, message: "the athlete's socket" },
      ).then((n) => n - 1);
    }
    expect(athleteNode, 'the athlete and the supporter are on different realtime nodes').to.not.equal(
      fanNode,
    );

    // The supporter gives 5 more through the api: the athlete's dashboard (socket on the other node, watching the
    // athlete's room) shows the new likes received without a reload.
    await athletePage.evaluate(() => {
      (window as unknown as { dashboardStill: boolean }).dashboardStill = true;
    });
    expect(await athletePage.getByTestId('dashboard-likes').innerText()).to.match(/(^|\D)7(\D|$)/);
    await fundWallet(fan.id, 5);
    const sent = await fanPage.evaluate(async (athleteId) => {
      const r = await fetch('/api/likes/send', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'idempotency-key': `dash-${Date.now()}-${Math.random()}`,
        },
        body: JSON.stringify({ athleteId, likes: 5 }),
      });
      return r.status;
    }, athlete.id);
    expect(sent).to.equal(202);
    await athletePage.waitForFunction(
      () =>
        /(^|\D)12(\D|$)/.test(document.querySelector('[data-testid="dashboard-likes"]')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    expect(
      await athletePage.evaluate(() => (window as unknown as { dashboardStill?: boolean }).dashboardStill),
    ).to.equal(true);

    // A mark on the supporter's page: it must survive (no reload).
    await fanPage.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const text = `Thank you all! Practice went great today ${tag}`;
    await athletePage.getByRole('textbox', { name: 'Your update' }).fill(text);
    await athletePage.getByLabel('Who sees it').selectOption('supporters');
    await athletePage.getByTestId('post-update').click();
    await athletePage.getByText('Posted.').waitFor();

    const card = fanPage.getByTestId('athlete-update').filter({ hasText: text });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByText('Supporters only').count()).to.equal(1);
    expect(await fanPage.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).to.equal(
      true,
    );
    await phoneCheck(fanPage, 'profile-supporter');

    // A visitor does not see the supporters-only post.
    const visitor = await newPage();
    await visitor.goto(`${cluster.webUrl}/athletes/${athlete.id}`);
    await visitor.getByTestId('updates-feed').getByText('No updates from Nia yet.').waitFor();

    // The supporter opens Thanks received; the athlete thanks them from the dashboard's supporters.
    await fanPage.goto(`${cluster.webUrl}/thanks`);
    await fanPage.getByText('No thank-yous yet.', { exact: false }).waitFor();
    await athletePage.getByRole('button', { name: 'Thank Sam S.' }).click();
    await athletePage.getByLabel('Note to Sam S.').fill(`Sam, you are the best ${tag}`);
    await athletePage.getByRole('button', { name: 'Send thanks' }).click();
    await athletePage.getByRole('button', { name: 'Thanked Sam S.' }).waitFor();
    await fanPage
      .getByTestId('thanks-received')
      .getByText(`Sam, you are the best ${tag}`)
      .waitFor({ timeout: 20_000 });
    await fanPage.getByTestId('updates-received').getByText(text).waitFor();
    await phoneCheck(fanPage, 'thanks');
    await phoneCheck(athletePage, 'dashboard');
  });
});
