import {
  athleteAllocationsSchema,
  athleteDashboardQuerySchema,
  athleteDashboardSchema,
  athleteDetailSchema,
  athleteQuerySchema,
  athleteSearchPageSchema,
  claimableAthletesSchema,
  claimableQuerySchema,
  liveSearchBodySchema,
  liveSearchResponseSchema,
} from '../api/athletes';
import { claimCreatedSchema, claimRequestBodySchema } from '../api/claims';
import { idParams } from '../schemas/ids';
import { route, type RouteMap } from './route';

const search = (summary: string) =>
  route({
    summary,
    access: 'public',
    rateLimit: 'search',
    query: athleteQuerySchema,
    response: athleteSearchPageSchema,
  });
const liveSearch = (summary: string) =>
  route({
    summary,
    access: 'public',
    rateLimit: 'search',
    body: liveSearchBodySchema,
    response: liveSearchResponseSchema,
  });

/**
 * Athletes (SPEC §7): search and its aliases, live-game search, claimable profiles, the signed-in athlete's
 * dashboard, a profile, its avatar, allocations and claim requests.
 */
export const athleteRoutes = {
  'GET /api/athletes': search('Search athletes (default sort ranking, paged by index)'),
  'GET /api/athletes/search': search('Search athletes (same query as /api/athletes)'),
  'GET /api/athletes/share-likes-search': search('Search athletes (same query as /api/athletes)'),
  'GET /api/explore-roster': search('Search athletes (same query as /api/athletes)'),
  'POST /api/athletes/LiveGameAthleteSearch': liveSearch('Football athletes by radarAthleteId'),
  'POST /api/athletes/LiveGameBasketballAthleteSearch': liveSearch('Basketball athletes by radarAthleteId'),
  'GET /api/athletes/claimable': route({
    summary:
      'Unclaimed athlete profiles whose names start with firstName / lastName (public; for /new-athlete and /claim-athlete)',
    access: 'public',
    rateLimit: 'search',
    query: claimableQuerySchema,
    response: claimableAthletesSchema,
    status: { 200: 'Matches, exact names first' },
    errors: { 400: 'Neither name given' },
  }),
  'GET /api/athletes/me/dashboard': route({
    summary:
      "The signed-in athlete's dashboard (/athletes/home). Live: socket athlete:watch {athleteId} then athlete:likes",
    access: 'athlete',
    query: athleteDashboardQuerySchema,
    response: athleteDashboardSchema,
    errors: { 404: 'No athlete profile yet (code no_profile)' },
  }),
  'GET /api/athletes/:id': route({
    summary: 'Athlete profile (public; a path that is not an id is no route: 404)',
    access: 'public',
    params: idParams,
    response: athleteDetailSchema,
    errors: { 404: 'No such athlete' },
  }),
  'GET /api/athletes/:id/avatar.svg': route({
    summary: 'Generated athlete avatar',
    access: 'public',
    params: idParams,
    produces: 'svg',
    errors: { 404: 'No such athlete' },
  }),
  'GET /api/athletes/:id/allocations': route({
    summary: "An athlete's allocations (named funding goals) with the likes each received (public)",
    access: 'public',
    params: idParams,
    response: athleteAllocationsSchema,
    errors: { 404: 'Athlete not found' },
  }),
  'POST /api/athletes/:id/claim': route({
    summary:
      'Ask to claim a pre-existing athlete profile (signed-in athlete without a profile). The profile becomes yours only when an admin approves the request.',
    access: 'user',
    params: idParams,
    body: claimRequestBodySchema,
    response: claimCreatedSchema,
    status: {
      200: 'A request of yours for this profile is already pending',
      201: 'Request created: pending review',
    },
    errors: {
      400: 'No or too short message, bad school email',
      403: 'Not an athlete',
      404: 'No such athlete',
      409: "already_claimed ('This profile has already been claimed.'), already_has_profile, already_owned",
    },
  }),
} as const satisfies RouteMap;
