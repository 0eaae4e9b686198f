import { z } from 'zod';
import type { CommandResult } from '../commands/map';

/** Staged commands as the api shows them (DESIGN §1): the view every command call answers. */
export const COMMAND_STATUSES = ['pending', 'applied', 'failed'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** A staged command as the api answers it (POST /api/likes/send, GET /api/commands/{id}). */
export const commandViewSchema = z.strictObject({
  commandId: z.string(),
  kind: z.string(),
  status: z.enum(COMMAND_STATUSES),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.strictObject({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  /** Answers of command calls only: whether the job was handed to the queue now, and whether the key was seen. */
  queued: z.boolean().optional(),
  replayed: z.boolean().optional(),
});
export type CommandView = z.infer<typeof commandViewSchema>;

/** What an applied send of likes answers (the `result` of its command). */
export type SendLikesResult = CommandResult<'send-likes'>;
/** The view of a send-likes command, its result typed. */
export type SendLikesCommandView = Omit<CommandView, 'result'> & { result: SendLikesResult | null };
