import { commandHandlerGaps } from '@fanlift/core';
import type { CommandHandlers } from './types';
import { sendLikes } from './send-likes';
import { spend } from './spend';
import { cheer } from './cheer';
import { spin } from '../rewards/spin';
import { referralReward } from '../rewards/referral-reward';
import { spinGrant } from '../rewards/spin-grant';
import { milestoneSync } from '../rewards/milestone-sync';

export type { CommandHandler, CommandHandlers, CommandOutcome } from './types';

/** Command kind -> handler, over core's command map. A later capability adds its kind to the map and here. */
export const commandHandlers: CommandHandlers = {
  'send-likes': sendLikes,
  spend,
  spin,
  'referral-reward': referralReward,
  'spin-grant': spinGrant,
  'milestone-sync': milestoneSync,
  cheer,
};

/** Refuse to start when a kind of the command map has no handler (or a handler names no kind). */
export function assertCommandHandlersComplete(h: Record<string, unknown> = commandHandlers): void {
  const { missing, unknown } = commandHandlerGaps(h);
  if (missing.length || unknown.length)
    throw new Error(
      `Worker refuses to start: ${[
        missing.length ? `no handler for command kind(s) ${missing.join(', ')}` : '',
        unknown.length ? `handler(s) for unknown command kind(s) ${unknown.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
}
