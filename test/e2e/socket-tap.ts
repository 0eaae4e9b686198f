/**
 * A tap on a page's Socket.IO connections: reads the rooms the page asks to watch and unwatch (`athlete:watch`,
 * `school:watch` and their unwatches), the answers to its `game:join`s and the connections the server accepted, and
 * can send frames to the server as if the page had. Frames pass on unchanged.
 */
import type { BrowserContext, WebSocketRoute } from 'playwright-core';

/** A Socket.IO event frame, with its ack id when it has one: `42<id>["name",payload]`. */
const EVENT = /^42(\d*)(\[.*)$/s;
/** An acknowledgement: `43<id>[result]`. */
const ACK = /^43(\d+)(\[.*)$/s;
/** The server's CONNECT answer: `40{"sid":…}`. */
const CONNECT = /^40\{/;
const WATCH = /^(athlete|school):(watch|unwatch)$/;

export interface SocketTap {
  /** Connections the server accepted (a reload or a reconnect makes one more). */
  readonly connects: number;
  /** Rooms the page watches now: asked by its frames and not unwatched since (the server's ack aside). */
  readonly watched: ReadonlySet<string>;
  /** The most rooms the page watched at once. */
  readonly mostWatched: number;
  /** How many watch frames the page sent for this room (`athlete:5`). */
  watchesOf(room: string): number;
  /** The server's answer to the last watch of this room the page asked (undefined until it comes). */
  watchAnswer(room: string): Record<string, unknown> | undefined;
  /** The server's answers to the page's `game:join`s, in order. */
  readonly joinAnswers: readonly Record<string, unknown>[];
  /** Resolves once `ready()` holds (checked at every frame, and now); rejects naming `what` after `timeout` ms. */
  until(ready: () => boolean, what: string, timeout?: number): Promise<void>;
  /** Frames sent to the server as if the page had, on its latest connection. */
  toServer(frames: string[]): void;
  /** Frames sent to the server before each CONNECT answer reaches the page (so before any frame of the page). */
  onConnect(frames: string[] | null): void;
}

export async function socketTap(context: BrowserContext): Promise<SocketTap> {
  let connects = 0;
  let mostWatched = 0;
  let atConnect: string[] | null = null;
  const watched = new Set<string>();
  const watchFrames = new Map<string, number>();
  const answered = new Map<string, Record<string, unknown>>();
  /** Ack id -> what it answers. */
  const pending = new Map<string, { event: string; room?: string }>();
  const joinAnswers: Record<string, unknown>[] = [];
  const servers: WebSocketRoute[] = [];
  const waiters: { ready: () => boolean; done: () => void }[] = [];
  const note = () => {
    for (const w of waiters.filter((x) => x.ready())) {
      waiters.splice(waiters.indexOf(w), 1);
      w.done();
    }
  };
  const fromPage = (m: string) => {
    const e = EVENT.exec(m);
    if (!e) return;
    const [event, payload] = JSON.parse(e[2]) as [string, { athleteId?: number; schoolId?: number }];
    const w = WATCH.exec(event);
    const room = w ? `${w[1]}:${payload.athleteId ?? payload.schoolId}` : undefined;
    if (e[1]) pending.set(e[1], { event, room });
    if (!w || !room) return;
    if (w[2] === 'watch') {
      watched.add(room);
      watchFrames.set(room, (watchFrames.get(room) ?? 0) + 1);
      answered.delete(room);
      mostWatched = Math.max(mostWatched, watched.size);
    } else watched.delete(room);
  };
  const fromServer = (m: string) => {
    if (CONNECT.test(m)) connects++;
    const a = ACK.exec(m);
    const asked = a && pending.get(a[1]);
    if (!a || !asked) return;
    pending.delete(a[1]);
    const [result] = JSON.parse(a[2]) as [Record<string, unknown>];
    if (asked.event === 'game:join') joinAnswers.push(result);
    if (asked.room && asked.event.endsWith(':watch')) answered.set(asked.room, result);
  };
  await context.routeWebSocket(/\/socket\.io\//, (page) => {
    const server = page.connectToServer();
    servers.push(server);
    server.onMessage((m) => {
      if (typeof m === 'string') {
        if (CONNECT.test(m)) for (const f of atConnect ?? []) server.send(f);
        fromServer(m);
      }
      page.send(m);
      note();
    });
    page.onMessage((m) => {
      if (typeof m === 'string') fromPage(m);
      server.send(m);
      note();
    });
  });
  return {
    get connects() {
      return connects;
    },
    watched,
    get mostWatched() {
      return mostWatched;
    },
    watchesOf: (room) => watchFrames.get(room) ?? 0,
    watchAnswer: (room) => answered.get(room),
    joinAnswers,
    until: (ready, what, timeout = 20_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`Timed out after ${timeout} ms waiting for ${what}`));
        }, timeout);
        const waiter = {
          ready,
          done: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        waiters.push(waiter);
        note();
      }),
    toServer: (frames) => {
      const server = servers[servers.length - 1];
      for (const f of frames) server.send(f);
    },
    onConnect: (frames) => {
      atConnect = frames;
    },
  };
}
