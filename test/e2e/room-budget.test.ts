// A socket's room budget over a long visit (Chromium): a signed-in fan opens more athlete profiles in turn than the
// server lets one socket be in rooms (MAX_EXTRA_ROOMS), by client-side navigation on one socket, and still joins a
// live game's chat afterwards: each profile watches its athlete's room once (its figures and its updates feed share
// the watch) and unwatches it when left, so the page never watches more than one room at a time (read from the
// page's own Socket.IO frames, socket-tap.ts). And a join the server refuses for too many rooms (the budget filled
// by frames the test sends on the page's socket) says so in the chat, with Try again, which joins once rooms are free.
// Screenshot `chat-too-many-rooms-1280.png`.
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { MAX_EXTRA_ROOMS } from '../../realtime/src/handlers';
import { createAthlete } from '../factories';
import { uniqueEmail } from '../helpers/api';
import { waitFor } from '../helpers/wait';
import { browserSuite } from './suite';
import { SCREENSHOT_DIR, signIn, unique } from './helpers';
import { socketTap } from './socket-tap';
import { startLiveGame } from './chat-join-helpers';

const DESKTOP = { width: 1280, height: 800 };
const PROFILES = 70;
const TOO_MANY = 'You have too many live pages open. Close some and try again.';

describe('e2e: the room budget of a long visit (Chromium)', function () {
  this.timeout(300_000);
  const s = browserSuite({ failShot: 'room-budget' });
  let ctx: BrowserContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  /** A live game, taken live by an admin (its page has the chat). */
  const liveGame = () => startLiveGame(s);

  const joinedState = (page: Page, joined: boolean) =>
    page.waitForFunction(
      (j) => document.querySelector('[data-testid="chat-composer"]')?.getAttribute('data-joined') === j,
      String(joined),
      { timeout: 20_000 },
    );

  /** The athlete cards the explore list shows now, once none of them is one already visited. */
  const freshCards = (page: Page, visited: Set<number>) =>
    waitFor(
      async () => {
        const ids = await page
          .getByTestId('athlete-card')
          .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.athleteId)));
        return ids.length > 0 && ids.every((id) => !visited.has(id)) ? ids : null;
      },
      { timeout: 20_000, message: 'the next page of athletes' },
    );

  it(`a fan who opens ${PROFILES} athlete profiles in turn still joins a live game's chat afterwards`, async () => {
    expect(PROFILES, 'more profiles than the budget has rooms').to.be.above(MAX_EXTRA_ROOMS);
    const tag = `Rv${unique()}`;
    const athletes = new Map<number, string>();
    for (let i = 0; i < PROFILES; i++) {
      const lastName = `${tag}${String(i).padStart(2, '0')}`;
      const a = await createAthlete({ firstName: 'Roamer', lastName });
      athletes.set(a.id, lastName);
    }
    const gameId = await liveGame();
    ctx = await s.browser.newContext({ viewport: DESKTOP });
    const tap = await socketTap(ctx);
    const page = await ctx.newPage();
    const livePath = `/live-game/${gameId}`;
    await signIn(page, s.stack.webUrl, uniqueEmail('roamer'), 'fan', livePath);
    await page.waitForURL((u) => u.pathname === livePath);
    await joinedState(page, true);
    const connects = tap.connects;

    // To the athletes by the header search (Enter: the explore list of the name), then each profile in turn from
    // the list, and Back to it: client-side navigation, one socket all along.
    const search = page.getByTestId('header-search-input');
    await search.fill(tag);
    await search.press('Enter');
    await page.waitForURL((u) => u.pathname === '/explore');
    const visited = new Set<number>();
    while (visited.size < PROFILES) {
      if (visited.size > 0) await page.getByTestId('page-next').click();
      for (const id of await freshCards(page, visited)) {
        expect(athletes.has(id), `athlete ${id} is one of this test's`).to.equal(true);
        await page.locator(`[data-testid="athlete-card"][data-athlete-id="${id}"]`).click();
        await page.getByTestId('athlete-name').getByText(athletes.get(id)!).waitFor({ timeout: 20_000 });
        const room = `athlete:${id}`;
        await tap.until(() => tap.watchAnswer(room) !== undefined, `the answer to the watch of ${room}`);
        expect(tap.watchAnswer(room), `the watch on profile ${visited.size + 1}`).to.deep.equal({ ok: true });
        // The profile's figures and its updates feed share one watch; the last profile's was unwatched.
        expect([...tap.watched], `watched on profile ${visited.size + 1}`).to.deep.equal([room]);
        expect(tap.watchesOf(room)).to.equal(1);
        await page.goBack();
        await page.waitForURL((u) => u.pathname === '/explore');
        await tap.until(() => tap.watched.size === 0, `the unwatch of ${room}`);
        visited.add(id);
      }
    }
    expect(visited.size).to.equal(PROFILES);
    expect(tap.mostWatched, 'rooms watched at once').to.equal(1);
    expect(tap.connects, 'the same socket throughout (no reload, no reconnect)').to.equal(connects);

    // Back to the live game: its chat joins (the budget is whole), and a message goes.
    const joins = tap.joinAnswers.length;
    await page.goBack();
    await page.waitForURL((u) => u.pathname === livePath);
    await joinedState(page, true);
    expect(tap.joinAnswers.slice(joins), 'the joins on the way back').to.deep.include({ ok: true });
    expect(tap.joinAnswers.slice(joins).filter((r) => r.ok !== true)).to.deep.equal([]);
    const chat = page.getByTestId('chat');
    expect(await chat.getByRole('alert').count(), 'no refusal').to.equal(0);
    const text = `Still here after ${PROFILES} profiles ${unique()}`;
    await chat.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByTestId('chat-log').getByText(text).waitFor({ timeout: 20_000 });
  });

  it('a chat join refused for too many rooms says so, and Try again joins once rooms are free', async () => {
    const gameId = await liveGame();
    ctx = await s.browser.newContext({ viewport: DESKTOP });
    const tap = await socketTap(ctx);
    // Every connection of the page starts with its budget spent: the server has it watch MAX_EXTRA_ROOMS rooms
    // before the page sends anything (the page's own frames do not count them).
    const base = 800_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
    const frames = (event: string) =>
      Array.from({ length: MAX_EXTRA_ROOMS }, (_, i) => `42["${event}",{"athleteId":${base + i}}]`);
    tap.onConnect(frames('athlete:watch'));
    const page = await ctx.newPage();
    const livePath = `/live-game/${gameId}`;
    await signIn(page, s.stack.webUrl, uniqueEmail('crowded'), 'fan', livePath);
    await page.waitForURL((u) => u.pathname === livePath);

    const chat = page.getByTestId('chat');
    const notice = chat.getByRole('alert').filter({ hasText: TOO_MANY });
    await notice.waitFor({ timeout: 20_000 });
    await chat.getByTestId('chat-gate').getByText('Could not join the chat.').waitFor();
    expect(await chat.getByTestId('chat-composer').getAttribute('data-joined')).to.equal('false');
    expect(tap.joinAnswers).to.deep.include({ ok: false, error: 'too_many_rooms', message: TOO_MANY });
    const retry = chat.getByRole('button', { name: 'Try again' });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/chat-too-many-rooms-1280.png` });

    // Rooms freed on the same socket (the frames reach the server before the page's next join): Try again joins.
    tap.onConnect(null);
    tap.toServer(frames('athlete:unwatch'));
    await retry.click();
    await joinedState(page, true);
    expect(await notice.count()).to.equal(0);
  });
});
