import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** The delivery states of a staged email (table emails), as the `email.send` job moves them. */
export const emailDelivery = {
  /** Lock the row while sending (two workers never send it at once); null when it does not exist. */
  async lockStatus(sequelize: Sequelize, t: Transaction, id: string): Promise<string | null> {
    const [row] = await sequelize.query<{ status: string }>(
      `SELECT status FROM emails WHERE id = $1 FOR UPDATE`,
      {
        bind: [id],
        transaction: t,
        type: QueryTypes.SELECT,
      },
    );
    return row?.status ?? null;
  },

  async suppressed(sequelize: Sequelize, t: Transaction, id: string): Promise<void> {
    await sequelize.query(`UPDATE emails SET status = 'suppressed', attempts = attempts + 1 WHERE id = $1`, {
      bind: [id],
      transaction: t,
    });
  },

  async sent(
    sequelize: Sequelize,
    t: Transaction,
    id: string,
    sent: { transport: string; messageId: string | null },
  ): Promise<void> {
    await sequelize.query(
      `UPDATE emails SET status = 'sent', sent_at = now(), attempts = attempts + 1, transport = $2, message_id = $3,
         last_error = NULL WHERE id = $1`,
      { bind: [id, sent.transport, sent.messageId], transaction: t },
    );
  },

  /** A failed attempt (outside the sending transaction): failed for good after maxAttempts. */
  async failedAttempt(
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
  },
};
