import { expect } from 'chai';
import type supertest from 'supertest';
import type { BracketView } from '@fanlift/core';
import { QueryTypes } from 'sequelize';
import { checkBracket, seedBrackets } from '@fanlift/db';
import { testDb } from './db';
import { waitFor } from './wait';

/** Drop every bracket (and the games linked to them) and seed the demo brackets again. */
export async function resetDemoBrackets(): Promise<void> {
  const s = testDb().sequelize;
  const linked = await s.query<{ id: number }>(
    `SELECT bg.game_id AS id FROM bracket_games bg JOIN brackets b ON b.id = bg.bracket_id
      WHERE bg.game_id IS NOT NULL`,
    { type: QueryTypes.SELECT },
  );
  await s.query('DELETE FROM brackets');
  await s.query('DELETE FROM games WHERE id = ANY($1::int[])', { bind: [linked.map((g) => g.id)] });
  await seedBrackets(s);
}

/** The id of the latest bracket of a kind. */
export async function bracketIdOf(kind: 'cfp' | 'mbb' = 'cfp'): Promise<number> {
  const [b] = await testDb().sequelize.query<{ id: number }>(
    'SELECT id FROM brackets WHERE kind = $1 ORDER BY season DESC LIMIT 1',
    { bind: [kind], type: QueryTypes.SELECT },
  );
  return b.id;
}

/** The bracket's results sequence and the one its stored ranking reflects. */
export async function rankState(kind: 'cfp' | 'mbb' = 'cfp') {
  const [s] = await testDb().sequelize.query<{ rankSeq: number; rankedSeq: number }>(
    `SELECT rank_seq AS "rankSeq", ranked_seq AS "rankedSeq" FROM brackets WHERE id = $1`,
    { bind: [await bracketIdOf(kind)], type: QueryTypes.SELECT },
  );
  return s;
}

/** Wait until the worker's `brackets.rank` job has ranked the bracket at its current results. */
export async function waitForRanking(kind: 'cfp' | 'mbb' = 'cfp', timeout = 30_000): Promise<void> {
  await waitFor(
    async () => {
      const s = await rankState(kind);
      return s.rankedSeq >= s.rankSeq;
    },
    { timeout, interval: 100, message: `the ${kind} ranking` },
  );
}

/** Every stored figure of the bracket (scores, ranks, positions, pick counts, total) equals its recomputation. */
export async function expectRanksHold(kind: 'cfp' | 'mbb' = 'cfp'): Promise<void> {
  const c = await checkBracket(testDb().sequelize, await bracketIdOf(kind));
  expect(c.problems, c.problems.join('\n')).to.deep.equal([]);
}

/** The CFP bracket as `agent`'s user sees it (GET /api/brackets/cfp). */
export async function cfpView(agent: supertest.Agent): Promise<BracketView> {
  return (await agent.get('/api/brackets/cfp')).body as BracketView;
}
