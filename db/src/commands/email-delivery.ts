import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { isUnsubscribed } from '../rewards/unsubscribe';
import { getEmail, type OutboxEmail } from './email';

/** How a staged email was handed over (the transport and its message id). */
export interface EmailSent {
  transport: string;
  messageId: string | null;
}

export type EmailDeliveryStatus = 'missing' | 'sent' | 'suppressed' | string;

/** The delivery states of a staged email (table emails), as the `email.send` job moves them. */
const emailDelivery = {
  /** Lock the row while sending (two workers never send it at once); null when it does not exist. */
  async lockStatus(sequelize: Sequelize, t: Transaction, id: string): Promise<string | null> {
    const [row] = await sequelize.query<{ status: string }>(
      `SELECT status FROM emails WHERE id = $1 FOR UPDATE`,
      { bind: [id], transaction: t, type: QueryTypes.SELECT },
    );
    return row?.status ?? null;
  },

  async suppressed(sequelize: Sequelize, t: Transaction, id: string): Promise<void> {
    await sequelize.query(`UPDATE emails SET status = 'suppressed', attempts = attempts + 1 WHERE id = $1`, {
      bind: [id],
      transaction: t,
    });
  },

  async sent(sequelize: Sequelize, t: Transaction, id: string, sent: EmailSent): Promise<void> {
    await sequelize.query(
      `UPDATE emails SET status = 'sent', sent_at = now(), attempts = attempts + 1, transport = $2, message_id = $3,
         last_error = NULL WHERE id = $1`,
      { bind: [id, sent.transport, sent.messageId], transaction: t },
    );
  },
};

/**
 * Deliver one staged email at most once per success: the row is locked while `send` runs, so two workers never
 * send it at once. An email not pending answers its status (nothing sent); a marketing email to an address that
 * unsubscribed, even after it was staged, is suppressed. `send` throwing rolls back (see countEmailAttempt).
 */
export async function deliverStagedEmail(
  sequelize: Sequelize,
  emailId: string,
  send: (email: OutboxEmail) => Promise<EmailSent>,
): Promise<{ status: EmailDeliveryStatus; email: OutboxEmail | null; sent?: EmailSent }> {
  return sequelize.transaction(async (t) => {
    const status = await emailDelivery.lockStatus(sequelize, t, emailId);
    if (status == null) return { status: 'missing', email: null };
    if (status !== 'pending') return { status, email: null };
    const email = (await getEmail(sequelize, emailId, t))!;
    if (email.marketing && (await isUnsubscribed(t, email.to))) {
      await emailDelivery.suppressed(sequelize, t, email.id);
      return { status: 'suppressed', email };
    }
    const sent = await send(email);
    await emailDelivery.sent(sequelize, t, email.id, sent);
    return { status: 'sent', email, sent };
  });
}

/** A failed attempt (outside the sending transaction): failed for good after maxAttempts. */
export async function countEmailAttempt(
  sequelize: Sequelize,
  id: string,
  error: string,
  maxAttempts: number,
): Promise<number | undefined> {
  const rows = await sequelize.query<{ attempts: number }>(
    `UPDATE emails SET attempts = attempts + 1, last_error = $2,
       status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE status END
     WHERE id = $1 AND status = 'pending' RETURNING attempts`,
    { bind: [id, error.slice(0, 500), maxAttempts], type: QueryTypes.SELECT },
  );
  return rows[0]?.attempts;
}
