/** Bracket factories: many entries at once (set-based, like a season's data), and their removal. */
import { QueryTypes } from 'sequelize';
import { seedBracketEntries } from '@fanlift/db/seed/bracket-entries';
import { testDb } from '../helpers/db';

/** `fans` fans `{tag}.{i}@fanlift.test`, each with an entry in the `kind` bracket and `games` picks (all). */
export async function bulkBracketEntries(
  tag: string,
  fans: number,
  opts: { kind?: 'cfp' | 'mbb'; games?: number } = {},
): Promise<void> {
  await seedBracketEntries(testDb().sequelize, { kind: opts.kind ?? 'cfp', fans, tag, games: opts.games });
}

/**
 * Delete the fans of a tag: their entries first (picks and rank rows go with them, the bracket triggers run),
 * then the users themselves. These fans own nothing else, so the users' foreign-key checks are skipped for that
 * one statement (`session_replication_role`): several of them scan the whole users table per deleted row,
 * which makes tens of thousands of deletes take most of a minute.
 */
export async function removeBulkFans(tag: string): Promise<void> {
  const s = testDb().sequelize;
  const bind = [tag];
  await s.query(
    `DELETE FROM bracket_entries WHERE user_id IN (SELECT id FROM users WHERE auth_id LIKE $1 || '|%')`,
    { bind, type: QueryTypes.RAW },
  );
  await s.transaction(async (transaction) => {
    await s.query('SET LOCAL session_replication_role = replica', { transaction });
    await s.query(`DELETE FROM users WHERE auth_id LIKE $1 || '|%'`, {
      bind,
      transaction,
      type: QueryTypes.RAW,
    });
  });
}
