import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DomainError,
  ohioExtrasSchema,
  ohioStatusSchema,
  ohioUnlockBodySchema,
  type OhioExtras,
} from '@fanlift/core';
import { getSchoolBySlugOrId, getSchoolWithLikes, searchAthletes, topFans } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { err, json, jsonBody, rateLimited } from '../openapi/helpers';

declare module 'express-session' {
  interface SessionData {
    /** The Ohio page password was entered (DESIGN §5: the browser keeps only this fact, never the password). */
    ohioUnlocked?: boolean;
  }
}

export const OHIO_SCHOOL_SLUG = 'ohio-state';

function samePassword(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

const unlocked = (req: Request) => req.session?.ohioUnlocked === true;

/**
 * The Ohio branded portal (/university/ohio). Its extras (Sport, All Recruits, Top Fans, Live Chat, Schedules)
 * are behind a password that is server config (OHIO_PASSWORD); a correct password sets a flag in the session.
 */
export function ohioRouter(deps: ApiDeps): Router {
  const r = Router();
  const price = deps.config.LIKE_PRICE_CENTS;

  r.get('/status', (req, res) => {
    res.json({ unlocked: unlocked(req) });
  });

  r.post('/unlock', async (req, res) => {
    const { password } = ohioUnlockBodySchema.parse(req.body ?? {});
    // Wrong passwords count per client address (RATE_LIMIT_OHIO_PASSWORD); while over, even the right one is refused.
    await deps.limits.assertNotBlocked('ohioPassword', req);
    if (!samePassword(password, deps.config.OHIO_PASSWORD)) {
      await deps.limits.consume('ohioPassword', req);
      throw new DomainError('unauthenticated', 'invalid_password', 'That password is not right.');
    }
    await deps.limits.reset('ohioPassword', req);
    req.session.ohioUnlocked = true;
    res.json({ unlocked: true });
  });

  r.post('/lock', (req, res) => {
    if (req.session) delete req.session.ohioUnlocked;
    res.json({ unlocked: false });
  });

  r.get('/extras', async (req, res) => {
    if (!unlocked(req)) throw new DomainError('forbidden', 'locked', 'Enter the password to see this.');
    const school = await getSchoolBySlugOrId(deps.db.sequelize, OHIO_SCHOOL_SLUG);
    if (!school) throw new DomainError('not_found', 'not_found', 'School not found');
    const [withLikes, football, basketball, fans] = await Promise.all([
      getSchoolWithLikes(deps.db.sequelize, school.id),
      searchAthletes(
        deps.db.sequelize,
        { schoolId: school.id, sport: 'football', sort: 'ranking', limit: 100 },
        { likePriceCents: price },
      ),
      searchAthletes(
        deps.db.sequelize,
        { schoolId: school.id, sport: 'basketball', sort: 'ranking', limit: 100 },
        { likePriceCents: price },
      ),
      topFans(deps.db.sequelize, { schoolId: school.id }, 10),
    ]);
    const body: OhioExtras = {
      school: withLikes!,
      sports: ['football', 'basketball'],
      recruits: { football: football.athletes, basketball: basketball.athletes },
      topFans: fans,
      links: {
        liveChat: '/live-game/game-schedule',
        schedules: '/upcoming-games',
        basketballSchedules: '/upcoming-games-basketball',
      },
    };
    res.json(body);
  });

  return r;
}

export function ohioOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/ohio/status',
    summary: 'Whether this session entered the Ohio page password',
    responses: { 200: json(ohioStatusSchema, 'Status') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/ohio/unlock',
    summary: 'Enter the Ohio page password (server config OHIO_PASSWORD); sets a session flag',
    request: jsonBody(ohioUnlockBodySchema),
    responses: {
      200: json(ohioStatusSchema, 'Unlocked'),
      400: err('Bad body'),
      401: err('Wrong password (code invalid_password)'),
      ...rateLimited('too many wrong passwords from this address'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/ohio/lock',
    summary: 'Forget the password for this session',
    responses: { 200: json(ohioStatusSchema, 'Locked') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/ohio/extras',
    summary: 'Ohio portal extras: school with likes, recruits by sport, top fans, links',
    responses: { 200: json(ohioExtrasSchema, 'Extras'), 403: err('Password not entered (code locked)') },
  });
}
