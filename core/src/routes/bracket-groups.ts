import { z } from 'zod';
import {
  bracketGroupBoardQuerySchema,
  bracketGroupBoardSchema,
  bracketGroupCreateBodySchema,
  bracketGroupJoinBodySchema,
  bracketGroupSchema,
  bracketGroupSearchQuerySchema,
  bracketGroupSearchSchema,
  bracketGroupSummarySchema,
  bracketGroupTokenSchema,
  myBracketGroupsQuerySchema,
  myBracketGroupsSchema,
} from '../api/bracket-groups';
import { idParams, pathId } from '../schemas/ids';
import { route, type RouteMap } from './route';

const HIDDEN = 'No such group, or a private group the caller is not in';

/**
 * Bracket groups (issue 29 item 6). Fans create, join and leave groups; a private group is seen and joined
 * only with its invite token (members see the token); the owner removes members; the owner or an admin
 * removes the group.
 */
export const bracketGroupRoutes = {
  'GET /api/bracket-groups': route({
    summary:
      'Public groups of a bracket whose name starts with `q`, by name (keyset: pass `next` as `after`)',
    access: 'public',
    query: bracketGroupSearchQuerySchema,
    response: bracketGroupSearchSchema,
  }),
  'GET /api/bracket-groups/mine': route({
    summary: "The signed-in fan's groups and their rank in each",
    access: 'fan',
    query: myBracketGroupsQuerySchema,
    response: myBracketGroupsSchema,
  }),
  'POST /api/bracket-groups': route({
    summary: 'Create a group (the fan becomes its owner and first member)',
    access: 'fan',
    body: bracketGroupCreateBodySchema,
    response: bracketGroupSchema,
    status: { 201: 'Created' },
    errors: { 409: 'too_many_groups' },
  }),
  'GET /api/bracket-groups/:id': route({
    summary: 'A group: name, members count, the signed-in fan’s rank and (members) the invite token',
    access: 'public',
    params: idParams,
    response: bracketGroupSchema,
    errors: { 404: HIDDEN },
  }),
  'GET /api/bracket-groups/:id/leaderboard': route({
    summary: 'The group’s members in rank order (stored ranks; keyset by position)',
    access: 'public',
    params: idParams,
    query: bracketGroupBoardQuerySchema,
    response: bracketGroupBoardSchema,
    errors: { 404: HIDDEN },
  }),
  'GET /api/bracket-groups/:id/invites/:token': route({
    summary: 'The group an invite link is for (a wrong or guessed token is a 404)',
    access: 'public',
    params: idParams.extend({ token: bracketGroupTokenSchema }),
    response: bracketGroupSummarySchema,
    errors: { 404: 'No such group or not its invite token' },
  }),
  'POST /api/bracket-groups/:id/members': route({
    summary: 'Join a group (a private group needs its invite token); joining twice is one membership',
    access: 'fan',
    params: idParams,
    body: bracketGroupJoinBodySchema,
    response: bracketGroupSchema,
    status: { 200: 'Member' },
    errors: { 404: `${HIDDEN}, or the token is not this group’s`, 409: 'too_many_groups' },
  }),
  'DELETE /api/bracket-groups/:id/members/:fanId': route({
    summary:
      'Leave a group (your own id) or remove a member (the owner). An owner who leaves passes the group to its longest member; the last one out removes it',
    access: 'user',
    params: z.object({ id: pathId, fanId: pathId }),
    status: { 204: 'Not a member any more' },
    errors: { 403: 'Not the owner', 404: HIDDEN },
  }),
  'DELETE /api/bracket-groups/:id': route({
    summary: 'Remove a group (its owner or an admin)',
    access: 'user',
    params: idParams,
    status: { 204: 'Removed' },
    errors: { 403: 'Not the owner or an admin', 404: HIDDEN },
  }),
} as const satisfies RouteMap;
