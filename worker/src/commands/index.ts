import { COMMAND_KINDS } from '@fanlift/db';
import type { CommandHandler } from './types';
import { sendLikes } from './send-likes';
import { spend } from './spend';

export type { CommandHandler, CommandOutcome } from './types';

/** Command kind -> handler. A later capability (spin, referral...) adds its kind here. */
export const commandHandlers: Record<string, CommandHandler> = {
  [COMMAND_KINDS.sendLikes]: sendLikes,
  [COMMAND_KINDS.spend]: spend,
};
