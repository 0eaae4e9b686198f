import { z } from 'zod';
import {
  bracketGameBodySchema,
  bracketGameCodeSchema,
  bracketKickoffMovedSchema,
  bracketKindSchema,
  bracketParticipantsQuerySchema,
  bracketParticipantsSchema,
  bracketPickBodySchema,
  bracketPickResultSchema,
  bracketResultBodySchema,
  bracketResultPostedSchema,
  bracketScoringBodySchema,
  bracketScoringSavedSchema,
  bracketTiebreakerBodySchema,
  bracketViewSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
} from '../api/brackets';
import { pathId } from '../schemas/ids';
import { route, type RouteMap } from './route';

const kindParams = z.object({ kind: bracketKindSchema });
const gameParams = kindParams.extend({ code: bracketGameCodeSchema });

/**
 * Brackets (DESIGN §5): the CFP (`cfp`) and men's tournament (`mbb`) brackets are public to view; fans play
 * (each pick saved as made, locked at its game's kickoff by the server's clock); admins see participants, post
 * results, move kickoffs and set the scoring.
 */
export const bracketRoutes = {
  'GET /api/brackets/:kind': route({
    summary:
      "A bracket (cfp: College Football Playoff, mbb: men's tournament): rounds and points, teams, games with kickoff (UTC), lock and result, the server's time and the signed-in fan's entry",
    access: 'public',
    params: kindParams,
    response: bracketViewSchema,
    errors: { 404: 'No such bracket' },
  }),
  'GET /api/brackets/:kind/leaderboard': route({
    summary: "Top fans by score (ties broken by the tiebreaker's distance) and the signed-in fan's rank",
    access: 'public',
    params: kindParams,
    query: leaderboardQuerySchema,
    response: leaderboardSchema,
    errors: { 404: 'No such bracket' },
  }),
  'GET /api/brackets/:kind/entries/:fanId': route({
    summary: "One fan's bracket, read-only (that fan or an admin)",
    access: 'user',
    params: kindParams.extend({ fanId: pathId }),
    response: bracketViewSchema,
    status: { 200: 'The bracket with that fan’s entry' },
    errors: { 403: 'Another fan’s bracket (not an admin)', 404: 'No such bracket or no entry' },
  }),
  'PUT /api/brackets/:kind/picks/:code': route({
    summary:
      'Pick the winner of one game (fans). Later picks that no longer follow are cleared (listed in `removed`).',
    access: 'fan',
    params: gameParams,
    body: bracketPickBodySchema,
    response: bracketPickResultSchema,
    status: { 200: 'The entry as saved' },
    errors: {
      400: 'not_in_game: the team is not one of the game’s two teams; validation_error',
      404: 'No such bracket or game',
      409: 'pick_locked: the game has kicked off (server time)',
    },
  }),
  'PUT /api/brackets/:kind/tiebreaker': route({
    summary: 'Set the tiebreaker: total points of the final (fans; locks at the final’s kickoff)',
    access: 'fan',
    params: kindParams,
    body: bracketTiebreakerBodySchema,
    response: bracketPickResultSchema,
    status: { 200: 'The entry as saved' },
    errors: { 404: 'No such bracket', 409: 'pick_locked' },
  }),

  'GET /api/admin/brackets/:kind/participants': route({
    summary: 'Every participant with picks made, score and rank (admins)',
    access: 'admin',
    params: kindParams,
    query: bracketParticipantsQuerySchema,
    response: bracketParticipantsSchema,
    status: { 200: 'Participants, best rank first' },
  }),
  'GET /api/admin/brackets/:kind/participants.csv': route({
    summary: 'The same list as CSV, streamed from a cursor (admins)',
    access: 'admin',
    params: kindParams,
    produces: 'csv',
  }),
  'PUT /api/admin/brackets/:kind/games/:code/result': route({
    summary: 'Post a game’s result (admins, after kickoff); the ranking job then broadcasts bracket:scores',
    access: 'admin',
    // The code is checked after the body, as it always was (a bad body is a 400 whatever the code).
    params: kindParams.extend({ code: z.string() }),
    body: bracketResultBodySchema,
    response: bracketResultPostedSchema,
    status: { 200: 'Posted' },
    errors: {
      400: 'not_in_game, validation_error',
      404: 'No such bracket or game',
      409: 'not_started, teams_unknown',
    },
  }),
  'PUT /api/admin/brackets/:kind/games/:code': route({
    summary: 'Move a game’s kickoff (admins)',
    access: 'admin',
    params: gameParams,
    body: bracketGameBodySchema,
    response: bracketKickoffMovedSchema,
    status: { 200: 'Moved' },
    errors: { 404: 'No such bracket or game' },
  }),
  'PUT /api/admin/brackets/:kind/scoring': route({
    summary: 'Points per round: doubling from basePoints, or an explicit roundPoints list (admins)',
    access: 'admin',
    params: kindParams,
    body: bracketScoringBodySchema,
    response: bracketScoringSavedSchema,
    status: { 200: 'Saved' },
    errors: { 404: 'No such bracket' },
  }),
} as const satisfies RouteMap;
