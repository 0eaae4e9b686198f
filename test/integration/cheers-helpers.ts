import { expect } from 'chai';
import supertest from 'supertest';
import type { GameDetail } from '@fanlift/core';
import { startApi, type TestApi } from '../helpers/api';
import { expectLedgerInvariants } from '../helpers/ledger-fixtures';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { startTestRealtime } from '../helpers/sockets';
import { connectSocket, gameEvents, nextEvent, signInCookie, type GameSocket } from '../helpers/games';
import { newKey } from '../helpers/ledger-fixtures';
import { ADMIN_EMAIL, fundWallet, signedInAdmin } from '../factories';

/** Thresholds and cap the cheers tests run with (worker and realtime get the same). */
export const CHEERS_ENV = {
  CHEER_DAILY_CAP: '100',
  GAME_GOAL_THRESHOLDS: '10,30,100000',
  CHEER_PIN_TIERS: '1:5,10:30,50:60',
  GAME_GOAL_CORRECT_MS: '1000',
};

type Realtime = Awaited<ReturnType<typeof startTestRealtime>>;

/**
 * What the cheers suites run against: the api, a worker and two realtime nodes (all with CHEERS_ENV), started
 * before the suite and stopped after it, the ledger's invariants and derived figures checked after each test.
 * `keep` (a socket) and `track` (a fan with one) close the sockets at the end and answer what they were given.
 */
export function cheersStack() {
  const stack = {} as { api: TestApi; worker: RunningProcess; node1: Realtime; node2: Realtime };
  const sockets: GameSocket[] = [];
  before(async () => {
    stack.api = await startApi();
    [stack.worker, stack.node1, stack.node2] = await Promise.all([
      startProcess('worker', CHEERS_ENV),
      startTestRealtime(CHEERS_ENV),
      startTestRealtime(CHEERS_ENV),
    ]);
  });
  after(async () => {
    for (const s of sockets) s.close();
    await Promise.all([stack.worker?.kill(), stack.node1?.close(), stack.node2?.close()]);
    await stack.api?.close();
  });
  afterEach(() => expectLedgerInvariants());
  const keep = (socket: GameSocket): GameSocket => (sockets.push(socket), socket);
  const track = <T extends { socket: GameSocket }>(fan: T): T => (keep(fan.socket), fan);
  return { stack, keep, track };
}

/** A signed-in fan (cookie) funded with `likes`, with a socket on `url` that joined `gameId`. */
export async function cheeringFan(
  api: TestApi,
  url: string,
  gameId: number,
  opts: { likes?: number; tag?: string; email?: string } = {},
) {
  const user = await signInCookie(api.url, { tag: opts.tag ?? 'cheer', email: opts.email });
  if (opts.likes) await fundWallet(user.id, opts.likes);
  const socket = await connectSocket(url, user.cookie);
  const pins = nextEvent(socket, 'chat:pins', (p) => p.gameId === gameId);
  const goal = nextEvent(socket, 'game:goal', (p) => p.gameId === gameId);
  expect(await socket.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });
  const celebrations: number[] = [];
  socket.on('game:celebration', (c) => {
    if (c.gameId === gameId) celebrations.push(c.threshold);
  });
  return { user, socket, pins: await pins, goal: await goal, celebrations };
}

export const adminSocket = async (api: TestApi, url: string): Promise<GameSocket> =>
  connectSocket(url, (await signInCookie(api.url, { email: ADMIN_EMAIL })).cookie);

/** POST /api/games/{id}/cheers as this cookie, waiting for the outcome (?wait=1). */
export function cheer(
  api: TestApi,
  cookie: string,
  gameId: number,
  body: Record<string, unknown>,
  key = newKey(),
) {
  return supertest(api.url)
    .post(`/api/games/${gameId}/cheers?wait=1`)
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('Cookie', cookie)
    .set('Idempotency-Key', key)
    .send(body);
}

/** The game as the page reads it; then live through the operator's status event (the worker applies it). */
export async function makeLive(api: TestApi, gameId: number): Promise<GameDetail> {
  const admin = await signedInAdmin(api);
  await gameEvents(() => admin).apply(gameId, { kind: 'status', status: 'live' });
  const res = await supertest(api.url).get(`/api/games/${gameId}`);
  expect(res.status).to.equal(200);
  return res.body as GameDetail;
}

/** A player of the game who has an athlete profile (cheers name the profile). */
export function playerOf(game: GameDetail, team?: 'home' | 'away'): number {
  const p = game.athletes.find((a) => a.athleteId != null && (!team || a.team === team));
  expect(p, 'a player with a profile').to.not.equal(undefined);
  return p!.athleteId!;
}
