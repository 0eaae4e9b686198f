import { QueryTypes, type Sequelize } from 'sequelize';
import { newQrCodeId } from '../qr/codes';

/** A fan's affiliate code, created on first use (UNIQUE user_id: one code per fan). */
export async function ensureAffiliate(
  sequelize: Sequelize,
  userId: number,
): Promise<{ id: number; code: string }> {
  const [existing] = await sequelize.query<{ id: number; code: string }>(
    `SELECT id, code FROM affiliates WHERE user_id = $1`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  if (existing) return { id: Number(existing.id), code: existing.code };
  const [row] = await sequelize.query<{ id: number; code: string }>(
    `INSERT INTO affiliates (user_id, code) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING id, code`,
    { bind: [userId, newQrCodeId(8)], type: QueryTypes.SELECT },
  );
  return { id: Number(row.id), code: row.code };
}
