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
 * then the users themselves, with every trigger on (the derived counts of fans follow; migration 0031 indexes
 * each foreign key to users, so tens of thousands of deletes take seconds, not most of a minute).
 */
export async function removeBulkFans(tag: string): Promise<void> {
  const s = testDb().sequelize;
  const bind = [tag];
  await s.query(
    `DELETE FROM bracket_entries WHERE user_id IN (SELECT id FROM users WHERE auth_id LIKE $1 || '|%')`,
    { bind, type: QueryTypes.RAW },
  );
  await s.query(`DELETE FROM users WHERE auth_id LIKE $1 || '|%'`, { bind, type: QueryTypes.RAW });
}
