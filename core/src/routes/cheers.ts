import { z } from 'zod';
import { commandViewSchemaOf } from '../api/commands';
import { cheerMessageSchema } from '../commands/cheers';
import { likesAmount } from '../commands/payloads';
import { idParams, positiveId } from '../schemas/ids';
import { commandWaitQuery, idempotencyHeaders, route, type RouteMap } from './route';

/** POST /api/games/{id}/cheers: likes to one player of the game or one of its two schools, from its chat. */
export const cheerBodyFields = {
  athleteId: positiveId.optional(),
  schoolId: positiveId.optional(),
  likes: likesAmount,
  message: cheerMessageSchema.optional(),
};

/** One recipient, a player or a school (the body of the route and of the chat's `chat:cheer` event). */
export const oneCheerRecipient = [
  (b: { athleteId?: number; schoolId?: number }) => (b.athleteId != null) !== (b.schoolId != null),
  {
    message: 'Name exactly one recipient: athleteId (a player of the game) or schoolId (one of its schools)',
  },
] as const;

export const cheerBodySchema = z
  .object(cheerBodyFields)
  .strict()
  .refine(...oneCheerRecipient);
export type CheerBody = z.infer<typeof cheerBodySchema>;

/** Cheers (DESIGN §5, issue 28). */
export const cheerRoutes = {
  'POST /api/games/:id/cheers': route({
    summary:
      "Cheer from a live game's chat: likes to one of its players or schools with an optional message, shown in the chat and pinned by amount (command; exactly once per Idempotency-Key)",
    access: 'fan',
    rateLimit: 'sends',
    command: 'cheer',
    params: idParams,
    headers: idempotencyHeaders,
    query: commandWaitQuery,
    body: cheerBodySchema,
    response: commandViewSchemaOf('cheer'),
    errors: {
      400: 'validation_error: likes 1..100000, message up to 200 characters, one recipient',
      404: 'No such game',
      409: 'conflict (key reused with another body) or, with ?wait=1: insufficient_balance, daily_cap_reached, game_not_live, not_in_game',
      429: 'rate_limited: too many sends; wait Retry-After seconds (nothing was staged)',
    },
  }),
} as const satisfies RouteMap;
