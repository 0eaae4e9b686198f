import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import supertest from 'supertest';
import { gameEventStatusSchema, type GameEventStatus, type GameSport } from '@fanlift/core';
import { testDb } from './db';
import { uniqueEmail } from './api';
import { waitFor } from './wait';
export { connectSocket, nextEvent, type ClientSocket as GameSocket } from './sockets';

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

/** Operator game events as an admin agent posts them: `post` answers the response, `apply` waits for the worker. */
export function gameEvents(admin: () => supertest.Agent) {
  const post = (gameId: number, body: object, key?: string) => {
    const req = admin().post(`/api/admin/games/${gameId}/events`);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const apply = async (gameId: number, body: object): Promise<GameEventStatus> => {
    const res = await post(gameId, body);
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const staged = gameEventStatusSchema.parse(res.body);
    return waitFor(
      async () => {
        const r = await admin().get(`/api/admin/games/events/${staged.id}`);
        return r.body.status !== 'pending' ? gameEventStatusSchema.parse(r.body) : null;
      },
      { timeout: 20_000, message: `event ${staged.id} applied` },
    );
  };
  return { post, apply };
}
