import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { DomainError } from '@fanlift/core';
import { getSchoolBySlugOrId, getSchoolWithLikes, searchAthletes, topFans } from '@fanlift/db';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';

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
export function ohioRoutes(m: Mount): void {
  const { deps } = m;
  const price = deps.config.LIKE_PRICE_CENTS;

  handle(m, 'GET /api/ohio/status', ({ req }) => ({ unlocked: unlocked(req) }));

  handle(m, 'POST /api/ohio/unlock', async ({ body: { password }, req }) => {
    // Wrong passwords count per client address (RATE_LIMIT_OHIO_PASSWORD); while over, even the right one is refused.
    await deps.limits.assertNotBlocked('ohioPassword', req);
    if (!samePassword(password, deps.config.OHIO_PASSWORD)) {
      await deps.limits.consume('ohioPassword', req);
      throw new DomainError('unauthenticated', 'invalid_password', 'That password is not right.');
    }
    await deps.limits.reset('ohioPassword', req);
    req.session.ohioUnlocked = true;
    return { unlocked: true };
  });

  handle(m, 'POST /api/ohio/lock', ({ req }) => {
    if (req.session) delete req.session.ohioUnlocked;
    return { unlocked: false };
  });

  handle(m, 'GET /api/ohio/extras', async ({ req }) => {
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
    return {
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
  });
}
