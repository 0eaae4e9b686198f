import type { Sequelize } from 'sequelize';
import { poolQuery } from '../ledger/tx';

/** The users row every signed-in request loads (passport's deserializeUser): one prepared select, no model. */
export interface SessionUserRow {
  id: number;
  authId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: 'fan' | 'athlete';
  isAdmin: 0 | 1;
}

export async function sessionUserById(sequelize: Sequelize, id: number): Promise<SessionUserRow | null> {
  const userId = Number(id);
  if (!Number.isSafeInteger(userId)) return null;
  const [row] = await poolQuery<SessionUserRow>(
    sequelize,
    `SELECT id, auth_id AS "authId", email, first_name AS "firstName", last_name AS "lastName",
            user_type AS "userType", is_admin AS "isAdmin"
     FROM users WHERE id = $1`,
    [userId],
    'fanlift_session_user',
  );
  return row ? { ...row, isAdmin: Number(row.isAdmin) === 1 ? 1 : 0 } : null;
}
