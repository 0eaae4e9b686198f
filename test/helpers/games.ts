import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import supertest from 'supertest';
import { io as ioClient, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, GameSport, ServerToClientEvents } from '@fanlift/core';
import { testDb } from './db';
import { uniqueEmail } from './api';
import { waitForSocketEvent } from './wait';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A fresh game between two seeded schools (scheduled, kickoff in an hour unless said), with players. */
export async function createTestGame(
  sport: GameSport = 'football',
  opts: { kickoffAt?: Date; slowModeSeconds?: number } = {},
): Promise<number> {
  const { sequelize } = testDb();
  const [row] = await sequelize.query<{ id: number }>(
    `WITH s AS (SELECT id FROM schools ORDER BY random() LIMIT 2)
     INSERT INTO games (sport, season, home_school_id, away_school_id, kickoff_at, slow_mode_seconds)
     SELECT $1, 2026, (SELECT min(id) FROM s), (SELECT max(id) FROM s), $2, $3 RETURNING id`,
    {
      bind: [
        sport,
        (opts.kickoffAt ?? new Date(Date.now() + 3600_000)).toISOString(),
        opts.slowModeSeconds ?? 0,
      ],
      type: QueryTypes.SELECT,
    },
  );
  await sequelize.query(
    `INSERT INTO game_athletes (game_id, radar_athlete_id, team)
     SELECT $1, radar_athlete_id, CASE WHEN row_number() OVER () % 2 = 0 THEN 'home' ELSE 'away' END
       FROM (SELECT radar_athlete_id FROM athlete_profiles WHERE sport = $2 AND radar_athlete_id IS NOT NULL
              ORDER BY id LIMIT 6) x`,
    { bind: [row.id, sport] },
  );
  return row.id;
}

/** Sign in through the development sign-in at `baseUrl`; answers the user id and the session cookie. */
export async function signInCookie(
  baseUrl: string,
  opts: { tag?: string; email?: string; userType?: 'fan' | 'athlete' } = {},
): Promise<{ id: number; cookie: string; isAdmin: number }> {
  const res = await supertest(baseUrl)
    .post('/api/auth/dev-login')
    .set('X-Requested-With', 'XMLHttpRequest')
    .send({
      email: opts.email ?? uniqueEmail(opts.tag ?? 'games'),
      userType: opts.userType ?? 'fan',
      firstName: 'Test',
      lastName: 'Fan',
    });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const pair = setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith('fanlift.sid='));
  expect(pair, 'session cookie').to.be.a('string');
  const body = res.body as { id: number; isAdmin: number };
  return { id: body.id, cookie: pair!, isAdmin: body.isAdmin };
}

/** Connect a typed socket; resolves on 'connect', rejects with the connect_error. */
export function connectSocket(
  url: string,
  cookie: string | null,
  opts: Partial<ManagerOptions & SocketOptions> = {},
): Promise<GameSocket> {
  const socket: GameSocket = ioClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
    ...opts,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      if (!opts.reconnection) socket.close();
      reject(err);
    });
  });
}

/** The next payload of a typed server event. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: GameSocket,
  event: E,
  predicate: (p: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeout = 10_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return waitForSocketEvent(socket as unknown as Socket, event, predicate, timeout);
}
