import { z } from 'zod';
import { sendLikesPayloadSchema, spendPayloadSchema } from './payloads';
import { cheerPayloadSchema, cheerResultSchema } from './cheers';
import {
  milestoneSyncPayloadSchema,
  milestoneSyncResultSchema,
  referralRewardPayloadSchema,
  referralRewardResultSchema,
  spinGrantPayloadSchema,
  spinGrantResultSchema,
  spinPayloadSchema,
  spinResultSchema,
} from './rewards';

const id = z.number().int().positive();
const transactionId = id.nullable();

/** What an applied send-likes command answers (GET /api/commands/:id `result`). */
export const sendLikesResultSchema = z.object({
  likes: z.number().int().positive(),
  /** The fan's balance after the send. */
  balance: z.number().int().min(0),
  transactionId,
  journalId: id,
  athleteId: id.nullable(),
  allocationId: id.nullable(),
  schoolId: id.nullable(),
  /** The recipient's likes after the send. */
  recipientLikes: z.number().int().min(0),
});

/** What an applied spend command answers. */
export const spendResultSchema = z.object({
  likes: z.number().int().positive(),
  balance: z.number().int().min(0),
  transactionId,
  journalId: id,
  itemKind: z.string().nullable(),
  itemId: id.nullable(),
  /** The marketplace order this spend made (marketplace purchases only). */
  orderId: id.nullable().optional(),
  quantity: z.number().int().positive().nullable().optional(),
});

/**
 * The command map: every kind of staged command, the payload it is staged with and the result it is applied
 * with. The api stages only these kinds with their payloads; the worker has one handler per kind (checked at
 * boot, like the job map) and every result is validated before it is stored.
 * `spend` has no client-priced route: POST /api/marketplace/purchase stages it with the server's price.
 */
export const COMMANDS = {
  'send-likes': { payload: sendLikesPayloadSchema, result: sendLikesResultSchema },
  spend: { payload: spendPayloadSchema, result: spendResultSchema },
  spin: { payload: spinPayloadSchema, result: spinResultSchema },
  'referral-reward': { payload: referralRewardPayloadSchema, result: referralRewardResultSchema },
  'spin-grant': { payload: spinGrantPayloadSchema, result: spinGrantResultSchema },
  'milestone-sync': { payload: milestoneSyncPayloadSchema, result: milestoneSyncResultSchema },
  cheer: { payload: cheerPayloadSchema, result: cheerResultSchema },
} as const satisfies Record<string, { payload: z.ZodType; result: z.ZodType }>;

export type CommandKind = keyof typeof COMMANDS;
export type CommandPayload<K extends CommandKind> = z.infer<(typeof COMMANDS)[K]['payload']>;
export type CommandResult<K extends CommandKind> = z.infer<(typeof COMMANDS)[K]['result']>;

/** Names for the kinds (COMMAND_KINDS.sendLikes === 'send-likes'). */
export const COMMAND_KINDS = {
  sendLikes: 'send-likes',
  spend: 'spend',
  spin: 'spin',
  referralReward: 'referral-reward',
  spinGrant: 'spin-grant',
  milestoneSync: 'milestone-sync',
  cheer: 'cheer',
} as const satisfies Record<string, CommandKind>;

export const isCommandKind = (kind: string): kind is CommandKind => Object.hasOwn(COMMANDS, kind);

export function parseCommandPayload<K extends CommandKind>(kind: K, payload: unknown): CommandPayload<K> {
  return COMMANDS[kind].payload.parse(payload) as CommandPayload<K>;
}

export function parseCommandResult<K extends CommandKind>(kind: K, result: unknown): CommandResult<K> {
  return COMMANDS[kind].result.parse(result) as CommandResult<K>;
}

/** Kinds of the map without a handler, and handlers for kinds the map does not have. */
export function commandHandlerGaps(handlers: Record<string, unknown>): {
  missing: string[];
  unknown: string[];
} {
  return {
    missing: Object.keys(COMMANDS).filter((k) => typeof handlers[k] !== 'function'),
    unknown: Object.keys(handlers).filter((k) => !isCommandKind(k)),
  };
}
