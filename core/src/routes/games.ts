import { z } from 'zod';
import {
  chatHistorySchema,
  chatReportBodySchema,
  chatReportedSchema,
  chatReportListSchema,
  topEventsSchema,
} from '../api/chat';
import {
  gameDetailSchema,
  gameEventInputSchema,
  gameEventStatusSchema,
  gameListQuerySchema,
  gameListSchema,
  gamePlaysSchema,
  gameSettingsInputSchema,
  gameSupportersSchema,
  gameViewSchema,
} from '../api/games';
import { idParams, pathId } from '../schemas/ids';
import { optionalIdempotencyHeaders, route, type RouteMap } from './route';

/**
 * Live games (DESIGN §5): public schedules and game pages, top supporters, Top Events, the chat history and
 * reports; operators (admins) post game events, feature games, set slow mode and read chat reports.
 */
export const gameRoutes = {
  'GET /api/games': route({
    summary: 'Games: live first, then by kickoff (UTC); filter by sport, status, school, conference, window',
    access: 'public',
    query: gameListQuerySchema,
    response: gameListSchema,
    errors: { 400: 'Bad filter' },
  }),
  'GET /api/games/live-now': route({
    summary:
      'Games in progress (both sports, at most 6), the most viewed first, with their live viewer and chat message counts',
    access: 'public',
    response: topEventsSchema,
  }),
  'GET /api/games/top-events': route({
    summary: 'Featured games with live viewer and chat message counts',
    access: 'public',
    response: topEventsSchema,
  }),
  'GET /api/games/:id': route({
    summary: 'A game with its latest plays (newest first) and its players (radarAthleteId, box score)',
    access: 'public',
    params: idParams,
    response: gameDetailSchema,
    errors: { 404: 'No such game' },
  }),
  'GET /api/games/:id/plays': route({
    summary: 'Play-by-play, newest first (up to 200)',
    access: 'public',
    params: idParams,
    response: gamePlaysSchema,
    errors: { 404: 'No such game' },
  }),
  'GET /api/games/:id/supporters': route({
    summary: "Top supporters this game: likes given to the game's players and schools while it was live",
    access: 'public',
    params: idParams,
    response: gameSupportersSchema,
    errors: { 404: 'No such game' },
  }),
  'GET /api/games/:id/chat': route({
    summary: 'The last 50 chat messages, oldest first (signed in)',
    access: 'user',
    params: idParams,
    response: chatHistorySchema,
    errors: { 404: 'No such game' },
  }),
  'POST /api/chat/messages/:id/report': route({
    summary: 'Report a chat message to the admins (fans)',
    access: 'fan',
    params: idParams,
    body: chatReportBodySchema,
    response: chatReportedSchema,
    status: { 200: 'Already reported by you', 201: 'Reported' },
    errors: { 404: 'No such message' },
  }),
  'POST /api/admin/games/:id/events': route({
    summary:
      'Post a game event (score, clock, status, play). Checked and staged here, applied in order by the worker through the games queue, then broadcast as game:update. Optional Idempotency-Key.',
    access: 'admin',
    params: idParams,
    body: gameEventInputSchema,
    headers: optionalIdempotencyHeaders,
    response: gameEventStatusSchema,
    status: { 202: 'Staged; applied shortly' },
    errors: {
      400: 'invalid_event / validation_error',
      404: 'No such game',
      409: 'out_of_order (score down, clock back, period back, afterSeq mismatch), not_live, game_final',
    },
  }),
  'GET /api/admin/games/events/:eventId': route({
    summary: 'The state of a posted event (pending, applied, refused with reason)',
    access: 'admin',
    params: z.object({ eventId: pathId }),
    response: gameEventStatusSchema,
    errors: { 404: 'No such event' },
  }),
  'PATCH /api/admin/games/:id': route({
    summary: 'Feature a game on Top Events; set chat slow mode (seconds between messages per user)',
    access: 'admin',
    params: idParams,
    body: gameSettingsInputSchema,
    response: gameViewSchema,
    errors: { 404: 'No such game' },
  }),
  'GET /api/admin/chat/reports': route({
    summary: 'Open chat message reports, newest first',
    access: 'admin',
    response: chatReportListSchema,
  }),
} as const satisfies RouteMap;
