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

/** Delete the fans of a tag (their entries, picks and rank rows go with them). */
export async function removeBulkFans(tag: string): Promise<void> {
  await testDb().sequelize.query(`DELETE FROM users WHERE auth_id LIKE $1 || '|%'`, {
    bind: [tag],
    type: QueryTypes.RAW,
  });
}
