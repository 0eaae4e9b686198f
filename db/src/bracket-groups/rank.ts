/**
 * Group ranks (migration 0060): `bracket_groups_rerank` ranks whole groups from the stored global ranking. The
 * `brackets.rank` job calls `rerankBracketGroups` for every group of its bracket in the transaction that stores
 * the global ranks (after a result, a correction, new points or new entries), so group ranks move with them.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** Re-rank every group of bracket `bracketId`; returns the member rows whose rank or position moved. */
export async function rerankBracketGroups(
  sequelize: Sequelize,
  bracketId: number,
  t?: Transaction,
): Promise<number> {
  const [row] = await sequelize.query<{ n: number }>(
    `SELECT bracket_groups_rerank(ARRAY(SELECT id FROM bracket_groups WHERE bracket_id = $1 ORDER BY id)) AS n`,
    { bind: [bracketId], type: QueryTypes.SELECT, transaction: t },
  );
  return row?.n ?? 0;
}
