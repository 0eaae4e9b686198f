import type { Request } from 'express';
import { DomainError, athleteQuerySchema, type AthleteDetail, type AthleteQuery } from '@fanlift/core';
import { athleteAvatarSvg } from '@fanlift/core/art';
import {
  athleteAllocations,
  athleteExists,
  athleteIdOfUser,
  athleteLikesSeries,
  athleteNamesOf,
  findClaimableAthletes,
  getAthleteDetail,
  headerSearchAthletes,
  requestClaim,
  searchAthletes,
  type AthleteDetailWithOwner,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { answer } from '../http/answer';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';

function publicAthlete(a: AthleteDetailWithOwner, req: Request): AthleteDetail {
  const { ownerUserId, ...rest } = a;
  return { ...rest, ownedByMe: !!req.user && ownerUserId === req.user.id };
}

const notFound = () => new DomainError('not_found', 'not_found', 'Athlete not found');

/** GET /api/athletes and its aliases: the athlete search (SPEC §7; default sort ranking, paged by index). */
function athleteSearch(deps: ApiDeps) {
  const price = deps.config.LIKE_PRICE_CENTS;
  return async ({ query: q }: { query: AthleteQuery }) => {
    // Header search fast path: a bare name query with a small limit.
    const bare =
      q.name && !q.schoolId && !q.sport && !q.position && !q.recruitingClass && !q.ratings && q.index === 0;
    const limit = q.limit ?? 0;
    if (bare && limit > 0 && limit <= 10 && q.sort === 'ranking' && q.photoUrl === undefined) {
      const athletes = await headerSearchAthletes(deps.db.sequelize, q.name!, q.limit, {
        likePriceCents: price,
      });
      return { athletes, total: athletes.length, index: 0, nextIndex: null };
    }
    return searchAthletes(deps.db.sequelize, q, { likePriceCents: price });
  };
}

/** /api/explore-roster: the same search under its SPEC §7 name. */
export function exploreRosterRoutes(m: Mount): void {
  handle(m, 'GET /api/explore-roster', athleteSearch(m.deps));
}

/**
 * Every /api/athletes route (SPEC §7): search, live-game search, claimable profiles, the signed-in athlete's
 * dashboard, a profile, its avatar, allocations and claim requests. Routes with an id only match numeric ids.
 */
export function athletesRoutes(m: Mount): void {
  const { deps } = m;
  const price = deps.config.LIKE_PRICE_CENTS;
  const sequelize = deps.db.sequelize;

  const list = athleteSearch(deps);
  handle(m, 'GET /api/athletes', list);
  handle(m, 'GET /api/athletes/search', list);
  handle(m, 'GET /api/athletes/share-likes-search', list);

  const liveSearch =
    (sport: 'football' | 'basketball') =>
    async ({ body: { radarAthleteId } }: { body: { radarAthleteId: string[] } }) => {
      if (radarAthleteId.length === 0) return { athlete: [] };
      const query = athleteQuerySchema.parse({ sport, limit: 100 });
      const page = await searchAthletes(sequelize, query, {
        likePriceCents: price,
        radarAthleteIds: radarAthleteId,
      });
      return { athlete: page.athletes };
    };
  handle(m, 'POST /api/athletes/LiveGameAthleteSearch', liveSearch('football'));
  handle(m, 'POST /api/athletes/LiveGameBasketballAthleteSearch', liveSearch('basketball'));

  /** Unclaimed profiles matching a name (public: the pre-sign-up /new-athlete and /claim-athlete steps). */
  handle(m, 'GET /api/athletes/claimable', async ({ query }) => ({
    athletes: await findClaimableAthletes(sequelize, query),
  }));

  /** The athlete dashboard (/athletes/home). Live updates: socket `athlete:watch` then `athlete:likes`. */
  handle(m, 'GET /api/athletes/me/dashboard', async ({ query: { days }, user, req }) => {
    const athleteId = await athleteIdOfUser(sequelize, user.id);
    const noProfile = (msg: string) => new DomainError('not_found', 'no_profile', msg);
    if (!athleteId)
      throw noProfile('You have no athlete profile yet; finish onboarding or claim your profile.');
    const [athlete, series] = await Promise.all([
      getAthleteDetail(sequelize, athleteId, { likePriceCents: price, topFansLimit: 10 }),
      athleteLikesSeries(sequelize, athleteId, days),
    ]);
    if (!athlete) throw noProfile('You have no athlete profile yet.');
    return {
      athlete: publicAthlete(athlete, req),
      likes: athlete.likes,
      sumTotalInCents: athlete.sumTotalInCents,
      supporters: athlete.supporters,
      topSupporters: athlete.topFans,
      series,
      allocations: athlete.allocations,
    };
  });

  /** Athlete profile (public). Non-numeric ids fall through to the not-found handler. */
  handle(
    m,
    'GET /api/athletes/:id',
    async ({ params: { id }, req }) => {
      const athlete = await getAthleteDetail(sequelize, id, { likePriceCents: price });
      if (!athlete) throw notFound();
      return publicAthlete(athlete, req);
    },
    { badParams: 'next' },
  );

  handle(m, 'GET /api/athletes/:id/avatar.svg', async ({ params: { id }, res }) => {
    const a = await athleteNamesOf(sequelize, id);
    if (!a) throw notFound();
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(athleteAvatarSvg(a));
  });

  /** Public: an athlete's allocations (named funding goals) with the likes each received. */
  handle(m, 'GET /api/athletes/:id/allocations', async ({ params: { id } }) => {
    if (!(await athleteExists(sequelize, id))) throw notFound();
    return { allocations: await athleteAllocations(sequelize, id) };
  });

  /**
   * Ask to claim a pre-existing profile (DESIGN §5: claims need proof; an admin decides at /admin/claims).
   * Asking again while one is pending answers that one (200).
   */
  handle(
    m,
    'POST /api/athletes/:id/claim',
    async ({ params: { id }, body, user }) => {
      const { claim, created } = await requestClaim(sequelize, {
        athleteId: id,
        userId: user.id,
        message: body.message,
        schoolEmail: body.schoolEmail ?? null,
      });
      return answer(created ? 201 : 200, { claim });
    },
    {
      badParams: 'next',
      check: (req) => {
        if (req.user?.userType !== 'athlete')
          throw new DomainError('forbidden', 'forbidden', 'Only athletes can claim an athlete profile.');
      },
    },
  );
}
