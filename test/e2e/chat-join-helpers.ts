/**
 * A hand on a page's Socket.IO connection: hold its `game:join` frames until released, answer them with a refusal,
 * drop the connection, and read what went through (the joins' payloads, the chat histories, the sessions).
 */
import { expect } from 'chai';
import type { BrowserContext, WebSocketRoute } from 'playwright-core';
import { createTestGame } from '../helpers/games';
import { signInContext } from './a11y-helpers';
import type { BrowserSuite } from './suite';

/** A Socket.IO event frame of `game:join` (with its ack id): `42<id>["game:join",{…}]`. */
const GAME_JOIN = /^42(\d*)(\["game:join".*)$/s;
/** A Socket.IO acknowledgement frame: `43<id>[…]`. */
const ACK = /^43(\d+)\[/;
/** A Socket.IO event frame without an ack id (what the server sends): `42["name",…]`. */
const EVENT = /^42(\[.*)$/s;
/** The server's CONNECT answer: `40{"sid":…,"pid":…}`. */
const CONNECT = /^40(\{.*)$/s;

/** A `chat:history` the page was sent: what it was asked after (`since`) and the ids of its messages. */
export interface HistorySeen {
  since: number | null;
  ids: number[];
}

export interface JoinGate {
  /** `game:join` frames the page sent since the gate was made (held or passed). */
  readonly seen: number;
  /** The payloads of those frames, in order. */
  readonly joins: readonly Record<string, unknown>[];
  /** The `chat:history` answers the server sent the page, in order. */
  readonly histories: readonly HistorySeen[];
  /** Whether the page's last connection restored its session (Socket.IO's `socket.recovered`: the same `pid`). */
  readonly recovered: boolean;
  /** Resolves once the page has sent more than `n` `game:join` frames. */
  joinsSeen(n: number): Promise<void>;
  /** Resolves once every `game:join` frame seen so far has been answered (its ack passed on to the page). */
  joinsAnswered(): Promise<void>;
  /** Hold the page's next `game:join` frames (the server never sees them until released). */
  hold(): void;
  /** Send the held frames on, and let the next ones pass. */
  release(): void;
  /**
   * Answer the page's next `game:join` frames with this acknowledgement instead of passing them to the server (as a
   * server that refuses the join would: the socket joins nothing, no history comes); null passes them on again.
   */
  refuse(ack: Record<string, unknown> | null): void;
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
  let refusal: Record<string, unknown> | null = null;
  let freshSession = false;
  let seen = 0;
  const joins: Record<string, unknown>[] = [];
  const histories: HistorySeen[] = [];
  const pids: (string | undefined)[] = [];
  /** Ack ids of the joins sent on and not answered yet. */
  const unanswered = new Set<string>();
  const held: (() => void)[] = [];
  const waiters: { ready: () => boolean; done: () => void }[] = [];
  const links: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  const note = () => {
    for (const w of waiters.filter((x) => x.ready())) {
      waiters.splice(waiters.indexOf(w), 1);
      w.done();
    }
  };
  const wait = (ready: () => boolean) =>
    new Promise<void>((done) => {
      waiters.push({ ready, done });
      note();
    });
  /** What the server sends: read, and passed on unchanged. */
  const fromServer = (m: string) => {
    const connect = CONNECT.exec(m);
    if (connect) pids.push((JSON.parse(connect[1]) as { pid?: string }).pid);
    const event = EVENT.exec(m);
    if (event) {
      const [name, p] = JSON.parse(event[1]) as [
        string,
        { since: number | null; messages: { id: number }[] },
      ];
      if (name === 'chat:history') histories.push({ since: p.since, ids: p.messages.map((x) => x.id) });
    }
    const ack = ACK.exec(m);
    if (ack) unanswered.delete(ack[1]);
  };
  await context.routeWebSocket(/\/socket\.io\//, (page) => {
    const server = page.connectToServer();
    links.push({ page, server });
    server.onMessage((m) => {
      if (typeof m === 'string') fromServer(m);
      page.send(m);
      note();
    });
    page.onMessage((m) => {
      if (typeof m === 'string' && freshSession && m.startsWith('40{')) {
        freshSession = false;
        return server.send('40');
      }
      const join = typeof m === 'string' ? GAME_JOIN.exec(m) : null;
      if (join) {
        const [id, body] = join.slice(1);
        seen++;
        joins.push((JSON.parse(body) as [string, Record<string, unknown>])[1]);
        if (refusal) {
          const answer = JSON.stringify([refusal]);
          note();
          return void (id && page.send(`43${id}${answer}`));
        }
        if (id) unanswered.add(id);
        note();
        if (holding) return void held.push(() => server.send(m as string));
      }
      server.send(m);
    });
  });
  return {
    get seen() {
      return seen;
    },
    joins,
    histories,
    get recovered() {
      const [prev, last] = pids.slice(-2);
      return pids.length >= 2 && last !== undefined && last === prev;
    },
    joinsSeen: (n) => wait(() => seen > n),
    joinsAnswered: () => wait(() => unanswered.size === 0),
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const send of held.splice(0)) send();
    },
    refuse: (ack) => {
      refusal = ack;
    },
    drop: async ({ freshSession: fresh }) => {
      freshSession = fresh;
      unanswered.clear(); // answers to the old connection never come
      for (const { page, server } of links.splice(0)) {
        await server.close().catch(() => undefined);
        await page.close().catch(() => undefined);
      }
    },
  };
}

/** A fresh football game taken live by an admin through the operator route (its page has the chat). */
export async function startLiveGame(s: BrowserSuite): Promise<number> {
  const gameId = await createTestGame('football');
  const admin = await s.browser.newContext();
  s.contexts.push(admin);
  await signInContext(admin, s.stack.webUrl, 'admin');
  const res = await admin.request.post(s.url(`/api/admin/games/${gameId}/events`), {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { kind: 'status', status: 'live' },
  });
  expect(res.status(), await res.text()).to.equal(202);
  return gameId;
}
