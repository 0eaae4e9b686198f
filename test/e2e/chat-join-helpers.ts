/** A hand on a page's Socket.IO connection: hold its `game:join` frames until released, drop the connection. */
import type { BrowserContext, WebSocketRoute } from 'playwright-core';

/** A Socket.IO event frame of `game:join` (with its ack id): `42<id>["game:join",{…}]`. */
const GAME_JOIN = /^42\d*\["game:join"/;

export interface JoinGate {
  /** `game:join` frames the page sent since the gate was made (held or passed). */
  readonly seen: number;
  /** Resolves once the page has sent more than `n` `game:join` frames. */
  joinsSeen(n: number): Promise<void>;
  /** Hold the page's next `game:join` frames (the server never sees them until released). */
  hold(): void;
  /** Send the held frames on, and let the next ones pass. */
  release(): void;
  /**
   * Close the page's connection as a network drop would. The page reconnects by itself; with `freshSession` the
   * server is not asked to restore the old session (its CONNECT goes without `pid`), so nothing is recovered
   * and the page must join the game's chat again.
   */
  drop(opts: { freshSession: boolean }): Promise<void>;
}

/** Route the context's Socket.IO WebSockets through the test (call before the page connects). */
export async function joinGate(context: BrowserContext): Promise<JoinGate> {
  let holding = false;
  let freshSession = false;
  let seen = 0;
  const held: (() => void)[] = [];
  const waiters: { n: number; done: () => void }[] = [];
  const links: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  const note = () => {
    for (const w of waiters.filter((x) => seen > x.n)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.done();
    }
  };
  await context.routeWebSocket(/\/socket\.io\//, (page) => {
    const server = page.connectToServer();
    links.push({ page, server });
    page.onMessage((m) => {
      if (typeof m === 'string' && freshSession && m.startsWith('40{')) {
        freshSession = false;
        return server.send('40');
      }
      if (typeof m === 'string' && GAME_JOIN.test(m)) {
        seen++;
        note();
        if (holding) return void held.push(() => server.send(m));
      }
      server.send(m);
    });
  });
  return {
    get seen() {
      return seen;
    },
    joinsSeen: (n) =>
      new Promise<void>((done) => {
        waiters.push({ n, done });
        note();
      }),
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const send of held.splice(0)) send();
    },
    drop: async ({ freshSession: fresh }) => {
      freshSession = fresh;
      for (const { page, server } of links.splice(0)) {
        await server.close().catch(() => undefined);
        await page.close().catch(() => undefined);
      }
    },
  };
}
