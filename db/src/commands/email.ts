import { randomUUID } from 'node:crypto';
import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import type { Queues } from '../queues';
import { sequelizeOf } from '../ledger/tx';

/**
 * Email outbox (DESIGN §5): an email is staged in the same transaction as what caused it (a receipt, a star,
 * a referral reward), once per idempotency key, then delivered by the `email.send` job. Emails still pending
 * are re-driven by the worker, so enqueueing after commit is an optimisation, not a requirement.
 */
export interface StageEmailInput {
  /** Once per key, e.g. `receipt:<checkout session id>`, `star:<user>:<n>`. */
  idempotencyKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  userId?: number | null;
  /** What kind of email, e.g. 'receipt', 'star', 'referral-reward', 'invite' (for the outbox listing). */
  kind?: string;
  /** Marketing email (referral reward, star, invite, reminder): never sent to an unsubscribed address. */
  marketing?: boolean;
}

export interface OutboxEmail {
  id: string;
  idempotencyKey: string;
  userId: number | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: 'pending' | 'sent' | 'failed' | 'suppressed';
  marketing: boolean;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

interface EmailRow {
  id: string;
  idempotency_key: string;
  user_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  status: OutboxEmail['status'];
  marketing?: boolean | null;
  attempts: number;
  created_at: Date | string;
  sent_at: Date | string | null;
}

export function toOutboxEmail(r: EmailRow): OutboxEmail {
  return {
    id: r.id,
    idempotencyKey: r.idempotency_key,
    userId: r.user_id,
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    text: r.text,
    html: r.html,
    status: r.status,
    marketing: !!r.marketing,
    attempts: r.attempts,
    createdAt: new Date(r.created_at).toISOString(),
    sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
  };
}

/**
 * Stage an email inside the caller's transaction (or on its own with a Sequelize instance). Returns the id of
 * the outbox row (the existing one when this idempotency key was already staged: created false).
 */
export async function stageEmail(
  t: Transaction | Sequelize,
  input: StageEmailInput,
): Promise<{ id: string; created: boolean }> {
  const transaction = t instanceof Transaction ? t : undefined;
  const sequelize = t instanceof Transaction ? sequelizeOf(t) : t;
  if (!input.to || !/^[^\s@]+@[^\s@]+$/.test(input.to))
    throw new Error(`Invalid email address "${input.to}"`);
  const inserted = await sequelize.query<{ id: string }>(
    `INSERT INTO emails (id, idempotency_key, user_id, kind, to_address, subject, text, html, marketing)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    {
      bind: [
        randomUUID(),
        input.idempotencyKey,
        input.userId ?? null,
        input.kind ?? 'generic',
        input.to,
        input.subject,
        input.text,
        input.html ?? null,
        input.marketing ?? false,
      ],
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  if (inserted.length > 0) return { id: inserted[0].id, created: true };
  const [row] = await sequelize.query<{ id: string }>(`SELECT id FROM emails WHERE idempotency_key = $1`, {
    bind: [input.idempotencyKey],
    type: QueryTypes.SELECT,
    transaction,
  });
  return { id: row.id, created: false };
}

/** Enqueue delivery of a staged email (after the staging transaction committed). */
export async function enqueueEmail(queues: Queues, emailId: string): Promise<string> {
  return queues.enqueue('email.send', { emailId, idempotencyKey: emailId });
}

export async function getEmail(
  sequelize: Sequelize,
  id: string,
  transaction?: Transaction,
): Promise<OutboxEmail | null> {
  const rows = await sequelize.query<EmailRow>(`SELECT * FROM emails WHERE id = $1`, {
    bind: [id],
    type: QueryTypes.SELECT,
    transaction,
  });
  return rows[0] ? toOutboxEmail(rows[0]) : null;
}

/** Emails of one user or all (newest first), for an outbox page. */
export async function listEmails(
  sequelize: Sequelize,
  opts: { userId?: number; limit?: number } = {},
): Promise<OutboxEmail[]> {
  const rows = await sequelize.query<EmailRow>(
    `SELECT * FROM emails WHERE ($1::int IS NULL OR user_id = $1) ORDER BY created_at DESC LIMIT $2`,
    { bind: [opts.userId ?? null, opts.limit ?? 100], type: QueryTypes.SELECT },
  );
  return rows.map(toOutboxEmail);
}
