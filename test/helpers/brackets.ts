import { QueryTypes } from 'sequelize';
import { seedBrackets } from '@fanlift/db';
import { testDb } from './db';

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
