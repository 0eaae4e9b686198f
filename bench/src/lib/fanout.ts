/** The chat fan-out bench's load and its measure (bench/src/chat-fanout.bench.ts). */
import type { Socket } from 'socket.io-client';
import { rssKb } from './spawn';
import { pct } from './stats';
import { mulberry32 } from '@fanlift/db/seed/index';

export const RATE = 10;

const now = () => performance.timeOrigin + performance.now();

export interface Result {
  label: string;
  deliveries: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  kbPerSocket: number;
}

/** Connect `n` clients to `urls` (round robin) in batches; resolve when all are connected. */
export async function connectAll(
  urls: string[],
  n: number,
  make: (url: string) => Socket,
): Promise<Socket[]> {
  const out: Socket[] = [];
  for (let i = 0; i < n; i += 50) {
    const batch = Array.from({ length: Math.min(50, n - i) }, (_, k) => make(urls[(i + k) % urls.length]));
    await Promise.all(
      batch.map(
        (s) =>
          new Promise<void>((resolve, reject) => {
            s.once('connect', () => resolve());
            s.once('connect_error', reject);
          }),
      ),
    );
    out.push(...batch);
  }
  return out;
}

/** One kind of message in a phase: how it is sent, and which received payloads are its own. */
export interface Lane {
  label: string;
  send: (i: number, text: string) => void;
  accept?: (m: { text: string; cheer?: unknown }) => boolean;
}

/** The load: RATE messages/s for `seconds`, each stamped with its send time; every receiver records the delay. */
export async function drive(
  label: string,
  receivers: Socket[],
  event: string,
  send: (i: number, text: string) => void,
  seconds: number,
  pids: (number | undefined)[],
  rssBefore: number[],
  /** Which received payloads this phase measures (another phase's on the same event are not its own). */
  accept: (m: { text: string; cheer?: unknown }) => boolean = () => true,
  /** The processes' RSS once the clients connected, when taken before a warm-up (default: now). */
  rssConnected?: number[],
): Promise<Result> {
  const [r] = await driveLanes(
    receivers,
    event,
    [{ label, send, accept }],
    seconds,
    pids,
    rssBefore,
    rssConnected,
  );
  return r;
}

/**
 * The load of several lanes in ONE phase: RATE messages/s on average in all for `seconds`, message i from lane i mod
 * the
 * number of lanes (so they alternate), each lane measured on its own. Lanes compared this way meet the same
 * moment of the machine (a GC, a vacuum, a busy neighbour) in turn, where two phases one after the other do not.
 */
export async function driveLanes(
  receivers: Socket[],
  event: string,
  lanes: Lane[],
  seconds: number,
  pids: (number | undefined)[],
  rssBefore: number[],
  rssConnected?: number[],
): Promise<Result[]> {
  const n = lanes.length;
  const lat: number[][] = lanes.map(() => []);
  // Where a message's time went: from its send to the row's createdAt (the database's clock at the start of the
  // transaction that wrote it), and from there to each delivery (once per message for the first).
  const toRow: number[][] = lanes.map(() => []);
  const seenIds = new Set<unknown>();
  const listener = (m: { id?: unknown; text: string; cheer?: unknown; createdAt?: string }) => {
    const parts = m.text.split(' ');
    const t = Number(parts[1]);
    const lane = Number(parts[2]?.slice(1)) % n;
    if (!Number.isFinite(t) || !Number.isFinite(lane)) return;
    if (!(lanes[lane].accept?.(m) ?? true)) return;
    lat[lane].push(now() - t);
    const created = m.createdAt ? Date.parse(m.createdAt) : NaN;
    if (Number.isFinite(created) && !seenIds.has(m.id)) {
      seenIds.add(m.id);
      toRow[lane].push(created - t);
    }
  };
  for (const s of receivers) s.on(event, listener);
  const rssAfter = rssConnected ?? pids.map(rssKb);
  const kbPerSocket = rssAfter.reduce((a, r, i) => a + (r - rssBefore[i]), 0) / receivers.length;
  const total = RATE * seconds;
  // Gaps between sends drawn at random (seeded) from 0.5 to 1.5 times the mean: real fans do not send on a
  // metronome, and a periodic load lines up with periodic work in the product. Sent exactly every 1/RATE s, each
  // lane's sends stayed in step with any timer its own messages start: the goal's correction GAME_GOAL_CORRECT_MS
  // (5 s, 25 periods of the cheer lane) after a cheer always went to the room as the next cheer did, and never
  // near a chat message. With random gaps each lane's phase wanders (its spread over 5 s is about a period), so
  // such work meets either kind of message alike.
  const rng = mulberry32(28);
  const gap = 1000 / RATE;
  let due = now();
  for (let i = 0; i < total; i++) {
    if (i > 0) due += gap * (0.5 + rng());
    const wait = due - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lanes[i % n].send(Math.floor(i / n), `t ${now()} #${i}`);
  }
  const expected = lanes.map((_, k) => Math.ceil((total - k) / n) * receivers.length);
  const all = expected.reduce((a, b) => a + b, 0);
  const deadline = now() + 15_000;
  const received = () => lat.reduce((a, l) => a + l.length, 0);
  while (received() < all && now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const r of receivers) r.off(event, listener);
  return lanes.map((lane, k) => {
    const s = lat[k].sort((a, b) => a - b);
    const r: Result = {
      label: lane.label,
      deliveries: s.length,
      expected: expected[k],
      p50: pct(s, 50),
      p99: pct(s, 99),
      max: s[s.length - 1],
      kbPerSocket,
    };
    console.log(
      `${lane.label}: ${r.deliveries}/${r.expected} deliveries, latency p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
        `max ${r.max.toFixed(1)} ms; memory ${r.kbPerSocket.toFixed(1)} KB per connected socket`,
    );
    if (toRow[k].length) {
      const t = toRow[k].sort((a, b) => a - b);
      console.log(
        `  of which send -> the row's transaction began: p50 ${pct(t, 50).toFixed(1)} ms, p99 ${pct(t, 99).toFixed(1)} ms (${t.length} messages)`,
      );
    }
    return r;
  });
}
