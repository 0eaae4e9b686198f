/** Email verification tokens (POST /users/resend-verify-email/{id}). */
import { createHash, randomBytes } from 'node:crypto';
import { type Sequelize, type Transaction } from 'sequelize';
import { emails } from '@fanlift/core';
import { stageEmail } from '../commands/email';
import { q } from '../sql';

export const EMAIL_VERIFICATION_TTL_HOURS = 48;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new verification token for the user's current email (inside the caller's transaction). Returns the raw token. */
export async function createEmailVerificationToken(
  sequelize: Sequelize,
  t: Transaction,
  user: { id: number; email: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sequelize.query(
    `INSERT INTO email_verification_tokens (user_id, token_hash, email, expires_at)
     VALUES ($1, $2, $3, now() + ($4::int * interval '1 hour'))`,
    { bind: [user.id, hashToken(token), user.email, EMAIL_VERIFICATION_TTL_HOURS], transaction: t },
  );
  return token;
}

/**
 * Use a verification token once: marks the user's email verified when the token is known, unused, unexpired and
 * was sent to the user's current email. Returns the user id, or null.
 */
export async function consumeEmailVerificationToken(
  sequelize: Sequelize,
  token: string,
): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return sequelize.transaction(async (t) => {
    const [row] = await q(sequelize)<{ userId: number }>(
      `UPDATE email_verification_tokens v SET used_at = now()
         FROM users u
        WHERE v.token_hash = $1 AND v.used_at IS NULL AND v.expires_at > now() AND u.id = v.user_id AND u.email = v.email
        RETURNING v.user_id AS "userId"`,
      [hashToken(token)],
      t,
    );
    if (!row) return null;
    await sequelize.query(`UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1`, {
      bind: [row.userId],
      transaction: t,
    });
    return row.userId;
  });
}

/**
 * Stage the verification email of a user under `idempotencyKey` (one per user per window): the email already
 * staged under that key, or a new token and email in one transaction. Returns the email id (enqueue it after).
 */
export async function stageVerificationEmail(
  sequelize: Sequelize,
  user: { id: number; email: string; firstName: string | null },
  opts: { idempotencyKey: string; publicUrl: string },
): Promise<string> {
  const [existing] = await q(sequelize)<{ id: string }>(`SELECT id FROM emails WHERE idempotency_key = $1`, [
    opts.idempotencyKey,
  ]);
  if (existing) return existing.id;
  return sequelize.transaction(async (t) => {
    const token = await createEmailVerificationToken(sequelize, t, user);
    const link = `${opts.publicUrl.replace(/\/+$/, '')}/api/users/verify-email?token=${token}`;
    const staged = await stageEmail(t, {
      idempotencyKey: opts.idempotencyKey,
      userId: user.id,
      kind: 'verify-email',
      to: user.email,
      ...emails.verifyEmail({ firstName: user.firstName, link }),
    });
    return staged.id;
  });
}
