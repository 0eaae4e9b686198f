import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  chatHistorySchema,
  chatReportListSchema,
  gameDetailSchema,
  gameEventInputSchema,
  gameEventStatusSchema,
  gameListQuerySchema,
  gameListSchema,
  gamePlaySchema,
  gameSettingsInputSchema,
  gameSupportersSchema,
  gameViewSchema,
  topEventSchema,
} from '@fanlift/core';
import { err, json } from '../openapi/helpers';
const idParams = z.object({ id: z.string() });

/** OpenAPI of the games and admin games routers, generated from the core schemas. */
export function gamesOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/games',
    summary: 'Games: live first, then by kickoff (UTC); filter by sport, status, school, conference, window',
    request: { query: gameListQuerySchema },
    responses: { 200: json(gameListSchema, 'Games'), 400: err('Bad filter') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/games/top-events',
    summary: 'Featured games with live viewer and chat message counts',
    responses: {
      200: json(z.object({ games: z.array(gameViewSchema), counts: z.array(topEventSchema) }), 'Top Events'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/games/{id}',
    summary: 'A game with its latest plays (newest first) and its players (radarAthleteId, box score)',
    request: { params: idParams },
    responses: { 200: json(gameDetailSchema, 'The game'), 404: err('No such game') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/games/{id}/plays',
    summary: 'Play-by-play, newest first (up to 200)',
    request: { params: idParams },
    responses: { 200: json(z.object({ gameId: z.number(), plays: z.array(gamePlaySchema) }), 'Plays') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/games/{id}/supporters',
    summary: "Top supporters this game: likes given to the game's players and schools while it was live",
    request: { params: idParams },
    responses: { 200: json(gameSupportersSchema, 'Supporters') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/games/{id}/chat',
    summary: 'The last 50 chat messages, oldest first (signed in)',
    request: { params: idParams },
    responses: {
      200: json(chatHistorySchema, 'History'),
      401: err('Not signed in'),
      404: err('No such game'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/chat/messages/{id}/report',
    summary: 'Report a chat message to the admins (fans)',
    request: {
      params: idParams,
      body: { content: { 'application/json': { schema: z.object({ reason: z.string().min(1).max(500) }) } } },
    },
    responses: {
      201: json(z.object({ reported: z.boolean() }), 'Reported'),
      200: json(z.object({ reported: z.boolean() }), 'Already reported by you'),
      404: err('No such message'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/admin/games/{id}/events',
    summary:
      'Post a game event (score, clock, status, play). Checked and staged here, applied in order by the worker through the games queue, then broadcast as game:update. Optional Idempotency-Key.',
    request: {
      params: idParams,
      body: { content: { 'application/json': { schema: gameEventInputSchema } } },
    },
    responses: {
      202: json(gameEventStatusSchema, 'Staged; applied shortly'),
      400: err('invalid_event / validation_error'),
      403: err('Admins only'),
      404: err('No such game'),
      409: err('out_of_order (score down, clock back, period back, afterSeq mismatch), not_live, game_final'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/admin/games/events/{eventId}',
    summary: 'The state of a posted event (pending, applied, refused with reason)',
    request: { params: z.object({ eventId: z.string() }) },
    responses: { 200: json(gameEventStatusSchema, 'The event'), 404: err('No such event') },
  });
  reg.registerPath({
    method: 'patch',
    path: '/api/admin/games/{id}',
    summary: 'Feature a game on Top Events; set chat slow mode (seconds between messages per user)',
    request: {
      params: idParams,
      body: { content: { 'application/json': { schema: gameSettingsInputSchema } } },
    },
    responses: { 200: json(gameViewSchema, 'The game'), 404: err('No such game') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/admin/chat/reports',
    summary: 'Open chat message reports, newest first',
    responses: { 200: json(chatReportListSchema, 'Reports') },
  });
}
