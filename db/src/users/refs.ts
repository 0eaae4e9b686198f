/** Small reads of one user the api checks before it acts. */
import type { Sequelize } from 'sequelize';
import { q, validId } from '../sql';

export interface VerificationTarget {
  id: number;
  email: string;
  firstName: string | null;
  emailVerified: boolean;
}

/** What the verification email needs of a user (and whether it is already verified), or null. */
export async function verificationTargetOf(
  sequelize: Sequelize,
  userId: number,
): Promise<VerificationTarget | null> {
  if (!validId(userId)) return null;
  const [row] = await q(sequelize)<VerificationTarget>(
    `SELECT id, email, first_name AS "firstName", email_verified AS "emailVerified" FROM users WHERE id = $1`,
    [userId],
  );
  return row ? { ...row, emailVerified: !!row.emailVerified } : null;
}

export async function userExists(sequelize: Sequelize, userId: number): Promise<boolean> {
  if (!validId(userId)) return false;
  const [row] = await q(sequelize)<{ id: number }>(`SELECT id FROM users WHERE id = $1`, [userId]);
  return !!row;
}
