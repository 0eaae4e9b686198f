import { milestoneSyncPayloadSchema } from '@fanlift/core';
import { chancesLeftOf, emitStars, syncMilestone, type DbTransaction, type StarsOutcome } from '@fanlift/db';
import type { CommandHandler } from '../commands/types';
import type { WorkerContext } from '../../context';
import { emailLinksOf, enqueueEmails } from './links';

/** After a commit: tell the fan about each new star (milestone:star, spin:chances) and send its email. */
export async function starEvents(
  t: DbTransaction,
  userId: number,
  stars: StarsOutcome,
): Promise<((ctx: WorkerContext) => void) | undefined> {
  if (stars.newStars.length === 0) return undefined;
  const { chancesLeft } = await chancesLeftOf(t, userId);
  return (c) => {
    emitStars(c.emitter, userId, stars.earnedStar, stars.newStars, chancesLeft);
    enqueueEmails(
      c,
      stars.newStars.map((s) => s.emailId),
    );
  };
}

/** Recompute a fan's stars from the ledger (generate-old-data, create-milestone-star): idempotent. */
export const milestoneSync: CommandHandler<'milestone-sync'> = async (t, command, ctx) => {
  const p = milestoneSyncPayloadSchema.parse(command.payload);
  const stars = await syncMilestone(t, p.userId, ctx.config.STAR_THRESHOLDS, emailLinksOf(ctx));
  const emit = await starEvents(t, p.userId, stars);
  return {
    result: {
      userId: p.userId,
      likesGiven: stars.likesGiven,
      earnedStar: stars.earnedStar,
      newStars: stars.newStars.map((s) => s.star),
    },
    emit,
  };
};
