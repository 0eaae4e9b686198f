/** Upkeep of the derived figures: folding balance shards, rebuilding everything from the source rows. */
import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * Fold the balance shards a burst of concurrent credits left (migration 0020) into their accounts' main rows, so
 * `athlete_profiles.likes_received` (the likes order) catches up; accounts in use now are left for the next call.
 * Balances read exact either way. The worker calls it on its re-drive tick. Answers how many accounts it folded.
 */
export async function foldLedgerShards(sequelize: Sequelize, limit = 200): Promise<number> {
  const [row] = await sequelize.query<{ n: number }>(`SELECT fanlift_fold_pending($1) AS n`, {
    bind: [limit],
    type: QueryTypes.SELECT,
  });
  return Number(row?.n ?? 0);
}

/**
 * Refill every derived figure from its source rows (`fanlift_rebuild_derived`, migration 0026): after a seed that
 * rewrote history (back-dated journals), or a bulk load that went around the triggers. Writers wait meanwhile.
 */
export async function rebuildDerivedFigures(sequelize: Sequelize): Promise<void> {
  await sequelize.query(`SELECT fanlift_rebuild_derived()`, { type: QueryTypes.SELECT });
}
