import { rooms } from '@fanlift/core';
import { fanOutThanksBatch, fanOutUpdateBatch } from '@fanlift/db';
import type { JobHandler } from '../../context';
import { emailLinksOf, enqueueEmails } from '../rewards/links';

/**
 * `updates.fan-out`: reach an update's fans batch by batch (db fanOutUpdateBatch: a transaction per keyset batch,
 * one delivery row per fan). After each commit: `athlete:update` to the fans reached (their user rooms), and for
 * a post to everyone once to the profile's viewers; the staged emails to the email queue. A second run (or a
 * retry) finds the delivery rows and reaches nobody twice.
 */
export const updateFanOutJob: JobHandler<'updates.fan-out'> = async (ctx, data) => {
  const links = emailLinksOf(ctx);
  let reached = 0;
  for (;;) {
    const batch = await fanOutUpdateBatch(ctx.db.sequelize, data.updateId, links);
    const update = batch.update;
    if (update && batch.reached.length)
      ctx.emitter.to(batch.reached.map((id) => rooms.user(id))).emit('athlete:update', { update });
    if (update && batch.first && update.audience === 'everyone')
      ctx.emitter.to(rooms.athlete(update.athlete.id)).emit('athlete:update', { update });
    enqueueEmails(ctx, batch.emailIds);
    reached += batch.reached.length;
    if (batch.done) return { reached };
  }
};

/** `thanks.fan-out`: thank every fan of a period batch by batch; `athlete:thanks` to each after commit. */
export const thanksFanOutJob: JobHandler<'thanks.fan-out'> = async (ctx, data) => {
  const links = emailLinksOf(ctx);
  let thanked = 0;
  for (;;) {
    const batch = await fanOutThanksBatch(ctx.db.sequelize, data.batchId, links);
    for (const { userId, thank } of batch.thanks)
      ctx.emitter.to(rooms.user(userId)).emit('athlete:thanks', { thank });
    enqueueEmails(ctx, batch.emailIds);
    thanked += batch.thanks.length;
    if (batch.done) return { thanked };
  }
};
