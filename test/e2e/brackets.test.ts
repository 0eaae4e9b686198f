import { mkdirSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { BracketView } from '@fanlift/core';
import { stackAndBrowser } from './suite';
import { SCREENSHOT_DIR, interactive, signIn } from './helpers';
import { KICKOFF_FORMAT } from '../../web/src/features/brackets/time';
import { axeFindings, signInContext, type Role } from './a11y-helpers';

const SHOTS = `${SCREENSHOT_DIR}/brackets`;
const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** Issue 12 in Chromium: fill a bracket, reload, locks at kickoff, live leaderboard, two time zones, a phone. */
describe('e2e: brackets (Chromium)', function () {
  this.timeout(240_000);
  const e2e = stackAndBrowser();
  const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
  });

  const url = (p: string) => `${e2e.stack.webUrl}${p}`;
  async function open(opts: { timezoneId?: string; width?: number } = {}): Promise<Page> {
    const context = await e2e.browser.newContext({
      viewport: { width: opts.width ?? 1280, height: 900 },
      timezoneId: opts.timezoneId ?? 'America/New_York',
      locale: 'en-US',
    });
    e2e.contexts.push(context);
    return context.newPage();
  }
  const bracket = async (page: Page, kind = 'cfp') =>
    (await (await page.request.get(url(`/api/brackets/${kind}`))).json()) as BracketView;
  const put = (page: Page, path: string, data: unknown) =>
    page.request.put(url(`/api${path}`), { headers: XHR, data });
  const card = (page: Page, code: string) => page.getByTestId(`bracket-game-${code}`);

  it('a fan fills picks, reloads and sees them; locked games are disabled and refused; results move the leaderboard live', async () => {
    const admin = await open();
    await signIn(admin, e2e.stack.webUrl, 'admin@test.dev', 'fan', '/cfb-bracket-participant');
    const fan = await open();
    const email = `bracket.${unique()}@test.dev`;
    await signIn(fan, e2e.stack.webUrl, email, 'fan', '/cfb-bracket', {
      firstName: 'Bria',
      lastName: 'Picker',
    });
    await fan.waitForURL((u) => u.pathname === '/cfb-bracket');
    await card(fan, 'R1-4').waitFor();

    // Open first-round game R1-4 and its quarterfinal QF-4 (which offers the fan's own R1-4 pick).
    const v = await bracket(fan);
    const r14 = v.games.find((g) => g.code === 'R1-4')!;
    const teamName = v.teams.find((t) => t.school.id === r14.top.schoolId)!.school.shortName;
    const topPick = fan.getByTestId('pick-R1-4-top');
    await topPick.click();
    await fan.waitForFunction(
      () => document.querySelector('[data-testid="pick-R1-4-top"]')?.getAttribute('aria-pressed') === 'true',
      undefined,
      { polling: 100 },
    );
    await fan.getByText(`Saved: ${teamName} to win`).waitFor({ state: 'attached' });
    await fan.getByTestId('pick-QF-4-bottom').click();
    await fan.waitForFunction(
      () =>
        document.querySelector('[data-testid="pick-QF-4-bottom"]')?.getAttribute('aria-pressed') === 'true',
      undefined,
      { polling: 100 },
    );
    await fan.getByTestId('tiebreaker-input').fill('51');
    await fan.getByTestId('tiebreaker-save').click();
    await fan.getByText('Tiebreaker saved: 51 points.').waitFor({ state: 'attached' });

    await fan.reload();
    await interactive(fan);
    await card(fan, 'R1-4').waitFor();
    await fan.waitForFunction(
      () =>
        document.querySelector('[data-testid="pick-R1-4-top"]')?.getAttribute('aria-pressed') === 'true' &&
        document.querySelector('[data-testid="pick-QF-4-bottom"]')?.getAttribute('aria-pressed') === 'true',
      undefined,
      { polling: 100 },
    );
    expect(await fan.getByTestId('tiebreaker-input').inputValue()).to.equal('51');
    expect(await fan.getByTestId('picks-made').innerText()).to.contain('2 / 11');
    // A game already kicked off (seeded R1-3) is disabled.
    expect(await fan.getByTestId('pick-R1-3-top').isDisabled()).to.equal(true);
    expect(await card(fan, 'R1-3').getByTestId('game-status').innerText()).to.equal('Locked');
    await fan.screenshot({ path: `${SHOTS}/cfp-fan-desktop.png`, fullPage: true });

    // The admin moves R1-4's kickoff to a few seconds from now (server clock); the fan's page counts down
    // and locks the control without a reload; the server refuses a late pick.
    const serverNow = new Date((await bracket(fan)).serverTime).getTime();
    const kickoff = new Date(serverNow + 6000).toISOString();
    expect((await put(admin, '/admin/brackets/cfp/games/R1-4', { kickoffAt: kickoff })).status()).to.equal(
      200,
    );
    await fan.waitForFunction(
      () =>
        /Locks in \d+s/.test(
          document.querySelector('[data-testid="bracket-game-R1-4"] [data-testid="game-status"]')
            ?.textContent ?? '',
        ),
      undefined,
      { polling: 100, timeout: 15_000 },
    );
    await fan.waitForFunction(
      () =>
        (document.querySelector('[data-testid="pick-R1-4-bottom"]') as HTMLButtonElement | null)?.disabled ===
        true,
      undefined,
      { polling: 100, timeout: 20_000 },
    );
    expect(await card(fan, 'R1-4').getByTestId('game-status').innerText()).to.equal('Locked');
    const late = await fan.evaluate(async (schoolId) => {
      const res = await fetch('/api/brackets/cfp/picks/R1-4', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ schoolId }),
      });
      return { status: res.status, body: await res.json() };
    }, r14.bottom.schoolId);
    expect(late.status).to.equal(409);
    expect(late.body.error.code).to.equal('pick_locked');
    expect(late.body.error.message).to.match(/kicked off/);

    // The admin posts R1-4's result: the fan's score and leaderboard move without a reload.
    await fan.getByTestId('my-rank').waitFor();
    const before = Number(await fan.getByTestId('my-score').innerText());
    // The admin posts R1-4's final score on the bracket page (the top team wins 27-17).
    await admin.goto(url('/cfb-bracket'));
    await interactive(admin);
    await card(admin, 'R1-4').getByText('Post result').click();
    await admin.getByTestId('result-R1-4-top').fill('27');
    await admin.getByTestId('result-R1-4-bottom').fill('17');
    await admin.getByTestId('result-R1-4-save').click();
    await fan.waitForFunction(
      (b) => Number(document.querySelector('[data-testid="my-score"]')?.textContent) === b + 10,
      before,
      { polling: 100, timeout: 20_000 },
    );
    await fan.waitForFunction(
      () =>
        document.querySelector('[data-testid="bracket-game-R1-4"] [data-testid="game-status"]')
          ?.textContent === 'Final',
      undefined,
      { polling: 100, timeout: 20_000 },
    );
    await fan.screenshot({ path: `${SHOTS}/cfp-after-result.png`, fullPage: true });

    // Admin: the participant list has the fan, with the CSV export; the fan's bracket read-only.
    await admin.goto(url('/cfb-bracket-participant'));
    const row = admin.getByRole('row', { name: /Bria P\./ });
    await row.waitFor();
    expect(await row.innerText()).to.contain(email);
    const csvHref = await admin.getByTestId('participants-csv').getAttribute('href');
    const csv = await admin.request.get(url(csvHref!));
    expect(csv.status()).to.equal(200);
    expect(await csv.text()).to.contain(email);
    await admin.screenshot({ path: `${SHOTS}/participants.png`, fullPage: true });
    await row.getByRole('link').click();
    await admin.getByText("Bria P.'s bracket").waitFor();
    await card(admin, 'QF-4').waitFor();
    expect(await admin.getByTestId('pick-QF-4-bottom').getAttribute('aria-pressed')).to.equal('true');
    expect(await admin.getByTestId('pick-QF-1-top').isDisabled()).to.equal(true);
    await admin.screenshot({ path: `${SHOTS}/participant.png`, fullPage: true });
  });

  it('shows the kickoff in the viewer’s time zone (New York and Tokyo)', async () => {
    const ny = await open({ timezoneId: 'America/New_York' });
    const tokyo = await open({ timezoneId: 'Asia/Tokyo' });
    for (const p of [ny, tokyo]) {
      await p.goto(url('/cfb-bracket'));
      await card(p, 'QF-1').waitFor();
    }
    const qf1 = (await bracket(ny)).games.find((g) => g.code === 'QF-1')!;
    const fmt = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { ...KICKOFF_FORMAT, timeZone }).format(new Date(qf1.kickoffAt));
    const shown = async (p: Page) => card(p, 'QF-1').getByTestId('kickoff').innerText();
    // A server-rendered page hydrates in the zone it was rendered in, then shows the viewer's own.
    for (const [p, zone] of [
      [ny, 'America/New_York'],
      [tokyo, 'Asia/Tokyo'],
    ] as const)
      await card(p, 'QF-1')
        .getByTestId('kickoff')
        .filter({ hasText: fmt(zone) })
        .waitFor();
    expect(await shown(ny)).to.equal(fmt('America/New_York'));
    expect(await shown(tokyo)).to.equal(fmt('Asia/Tokyo'));
    expect(await shown(ny)).to.match(/E[SD]T/);
    expect(await shown(tokyo)).to.match(/GMT\+9/);
    expect(await card(ny, 'QF-1').locator('time').getAttribute('datetime')).to.equal(qf1.kickoffAt);
    await tokyo.screenshot({ path: `${SHOTS}/cfp-tokyo-visitor.png` });
  });

  it('the men’s 68-team bracket fits a phone: one round at a time, no sideways scroll', async () => {
    const phone = await open({ width: 390 });
    await signIn(phone, e2e.stack.webUrl, `mbb.${unique()}@test.dev`, 'fan', '/mens-basketball-brackets');
    await card(phone, 'FF-4').waitFor();
    const ff4 = phone.getByTestId('pick-FF-4-top');
    await ff4.click();
    await phone.waitForFunction(
      () => document.querySelector('[data-testid="pick-FF-4-top"]')?.getAttribute('aria-pressed') === 'true',
      undefined,
      { polling: 100 },
    );
    await phone.getByTestId('bracket-section-east').click();
    await phone.getByTestId('bracket-round-2').click();
    await card(phone, 'EAST-R32-1').waitFor();
    expect(await card(phone, 'EAST-R64-1').isVisible()).to.equal(false);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).to.be.at.most(0);
    await phone.screenshot({ path: `${SHOTS}/mbb-phone.png`, fullPage: true });
    const desk = await open({ width: 1280 });
    await desk.goto(url('/mens-basketball-brackets'));
    await interactive(desk);
    await desk.getByTestId('bracket-section-east').click();
    await card(desk, 'EAST-R64-1').waitFor();
    expect(await card(desk, 'EAST-E8').isVisible()).to.equal(true);
    await desk.screenshot({ path: `${SHOTS}/mbb-desktop.png`, fullPage: true });
  });

  it('axe: no serious or critical violation on the bracket pages (visitor, fan, admin; 1280 and 390 px)', async () => {
    const problems: string[] = [];
    const fanId =
      (await (await fetch(url('/api/brackets/cfp/leaderboard?limit=1'))).json()).rows[0]?.fanId ?? 1;
    for (const [role, width, paths] of [
      ['visitor', 1280, ['/cfb-bracket', '/mens-basketball-brackets']],
      ['fan', 390, ['/cfb-bracket', '/mens-basketball-brackets']],
      ['admin', 1280, ['/cfb-bracket-participant', `/cfb-bracket-participant/${fanId}`, '/cfb-bracket']],
    ] as [Role, number, string[]][]) {
      const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
      e2e.contexts.push(context);
      await signInContext(context, e2e.stack.webUrl, role);
      const page = await context.newPage();
      for (const p of paths) {
        await page.goto(url(p));
        for (const f of await axeFindings(page))
          problems.push(
            `[${f.impact}] ${f.rule} on ${p} as ${role} at ${width}px: ${f.help} ${f.targets.join(' ')}`,
          );
      }
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
