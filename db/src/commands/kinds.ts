export {
  LIKES_MAX,
  LIKES_MIN,
  COMMAND_KINDS,
  likesAmount,
  sendLikesPayloadSchema,
  spendPayloadSchema,
  type SendLikesPayload,
  type SpendPayload,
} from '@fanlift/core';

/** Cause key of the journal a command produces (UNIQUE: a command moves likes at most once). */
export const commandCauseKey = (commandId: string) => `cmd:${commandId}`;

/** A command refused for a domain reason (recorded as failed with this code; never retried). */
export class CommandRejectedError extends Error {
  constructor(
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CommandRejectedError';
  }
}
