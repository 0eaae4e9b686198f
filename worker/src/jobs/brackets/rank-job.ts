import { rankBracket } from '@fanlift/db';
import type { JobHandler } from '../../context';

/**
 * `brackets.rank`: store the ranks of every entry of a bracket (db rankBracket: one transaction, one job per
 * bracket at a time, a no-op when the ranking is current), then broadcast `bracket:scores` so open bracket
 * pages refetch their leaderboard. A retried or duplicate job finds the ranking current and broadcasts nothing.
 */
export const rankBracketJob: JobHandler<'brackets.rank'> = async (ctx, data) => {
  const out = await rankBracket(ctx.db.sequelize, data.bracketId);
  if (out.ranked && out.kind)
    ctx.emitter.emit('bracket:scores', { bracketId: out.bracketId, kind: out.kind, code: '' });
  return out;
};
