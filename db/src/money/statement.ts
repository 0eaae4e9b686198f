/**
 * A fan's yearly statement (issue 29 item 3): every wallet transaction of the calendar year (UTC) in words, with
 * dollars and the payment method for purchases (their checkout session), the recipient of likes given, and the
 * refunds and disputes that took likes back. The CSV streams the fan's own rows (index wallet_transactions_user);
 * the JSON summary reads the sums and items kept from the same rows (migration 0100, checked by ledger:check).
 */
import type { Sequelize } from 'sequelize';
import type { FanStatement, StatementCategory } from '@fanlift/core';
import type { CsvExport, CursorQuery } from '../export/stream';
import { q } from '../sql';

export interface StatementRow {
  id: number;
  created_at: Date | string;
  type: 'added' | 'free' | 'gift' | 'used';
  likes: number;
  payment_name: string | null;
  category: StatementCategory;
  recipient_kind: 'athlete' | 'school' | null;
  recipient_id: number | null;
  recipient_name: string | null;
  session_id: string | null;
  amount_cents: number | null;
  currency: string | null;
  payment_method_type: string | null;
}

/** The statement's rows of one fan and year, oldest first (journal kind and recipient from the ledger). */
export function statementQuery(userId: number, year: number): CursorQuery {
  return {
    sql: `
      SELECT w.id, w.created_at, w.type, w.likes, w.payment_name,
             CASE
               WHEN w.type = 'added' AND j.kind = 'stripe-purchase' THEN 'purchase'
               WHEN w.type IN ('free', 'gift') THEN w.type
               WHEN w.type = 'added' THEN 'other'
               WHEN j.kind = 'stripe-refund' THEN 'refund'
               WHEN j.kind = 'stripe-dispute' THEN 'dispute'
               WHEN r.kind IS NOT NULL THEN 'given'
               WHEN j.kind = 'spend' THEN 'spent'
               ELSE 'other'
             END AS category,
             r.kind AS recipient_kind, r.owner_id AS recipient_id,
             COALESCE(ap.full_name, s.name) AS recipient_name,
             cs.id AS session_id, cs.amount_cents, cs.currency, cs.payment_method_type
        FROM wallet_transactions w
        LEFT JOIN ledger_journals j ON j.id = w.journal_id
        LEFT JOIN LATERAL (
          SELECT a.kind, a.owner_id FROM ledger_entries e
            JOIN ledger_accounts a ON a.id = e.account_id AND a.kind IN ('athlete', 'school')
           WHERE e.journal_id = w.journal_id AND e.amount > 0 ORDER BY e.id LIMIT 1) r ON w.type = 'used'
        LEFT JOIN athlete_profiles ap ON r.kind = 'athlete' AND ap.id = r.owner_id
        LEFT JOIN schools s ON r.kind = 'school' AND s.id = r.owner_id
        LEFT JOIN checkout_sessions cs ON j.kind = 'stripe-purchase' AND cs.id = j.meta->>'checkoutSessionId'
       WHERE w.user_id = $1 AND w.status = 'succeeded'
         AND w.created_at >= make_timestamptz($2, 1, 1, 0, 0, 0, 'UTC')
         AND w.created_at < make_timestamptz($2 + 1, 1, 1, 0, 0, 0, 'UTC')
       ORDER BY w.created_at, w.id`,
    bind: [userId, year],
  };
}

interface SumRow {
  category: StatementCategory;
  recipient_kind: '' | 'athlete' | 'school';
  recipient_id: number;
  recipient_name: string | null;
  likes_in: string;
  likes_out: string;
  cents: string;
}

interface ItemRow {
  id: number;
  created_at: Date | string;
  likes: number;
  payment_name: string | null;
  category: 'purchase' | 'refund' | 'dispute';
  session_id: string | null;
  amount_cents: number | null;
  currency: string | null;
  payment_method_type: string | null;
}

/**
 * The JSON statement: totals by category, purchases with dollars and method, likes given per recipient. Read
 * from the fan's yearly sums and listed items (migration 0100: a few rows however many likes the fan gave), which
 * ledger:check holds equal to the rows the CSV streams.
 */
export async function fanStatement(
  sequelize: Sequelize,
  userId: number,
  year: number,
): Promise<FanStatement> {
  const [sums, items] = await Promise.all([
    q(sequelize)<SumRow>(
      `SELECT s.category, s.recipient_kind, s.recipient_id, COALESCE(ap.full_name, sc.name) AS recipient_name,
              s.likes_in, s.likes_out, s.cents
         FROM fan_statement_years s
         LEFT JOIN athlete_profiles ap ON s.recipient_kind = 'athlete' AND ap.id = s.recipient_id
         LEFT JOIN schools sc ON s.recipient_kind = 'school' AND sc.id = s.recipient_id
        WHERE s.user_id = $1 AND s.year = $2`,
      [userId, year],
    ),
    q(sequelize)<ItemRow>(
      `SELECT w.id, w.created_at, w.likes, w.payment_name, i.category,
              cs.id AS session_id, cs.amount_cents, cs.currency, cs.payment_method_type
         FROM fan_statement_items i
         JOIN wallet_transactions w ON w.id = i.wallet_transaction_id
         LEFT JOIN ledger_journals j ON i.category = 'purchase' AND j.id = w.journal_id
         LEFT JOIN checkout_sessions cs ON cs.id = j.meta->>'checkoutSessionId'
        WHERE i.user_id = $1 AND i.year = $2
        ORDER BY i.created_at, i.wallet_transaction_id`,
      [userId, year],
    ),
  ]);
  return statementFrom(year, sums, items);
}

/** The statement from its sums and listed items (pure: the spec beside this file checks the arithmetic). */
export function statementFrom(year: number, sums: SumRow[], items: ItemRow[]): FanStatement {
  const totals: FanStatement['totals'] = {
    purchasedLikes: 0,
    purchasedCents: 0,
    freeLikes: 0,
    giftLikes: 0,
    givenLikes: 0,
    spentLikes: 0,
    refundedLikes: 0,
    disputedLikes: 0,
    otherLikes: 0,
    net: 0,
  };
  const given: FanStatement['given'] = [];
  for (const s of sums) {
    const into = Number(s.likes_in);
    const out = Number(s.likes_out);
    totals.net += into - out;
    switch (s.category) {
      case 'purchase':
        totals.purchasedLikes += into;
        totals.purchasedCents += Number(s.cents);
        break;
      case 'free':
        totals.freeLikes += into;
        break;
      case 'gift':
        totals.giftLikes += into;
        break;
      case 'given':
        totals.givenLikes += out;
        if (out !== 0 && s.recipient_kind !== '')
          given.push({
            kind: s.recipient_kind,
            id: Number(s.recipient_id),
            name: s.recipient_name ?? 'Unknown',
            likes: out,
          });
        break;
      case 'spent':
        totals.spentLikes += out;
        break;
      case 'refund':
        totals.refundedLikes += out;
        break;
      case 'dispute':
        totals.disputedLikes += out;
        break;
      default:
        totals.otherLikes += into - out;
    }
  }
  const purchases: FanStatement['purchases'] = [];
  const adjustments: FanStatement['adjustments'] = [];
  for (const r of items) {
    const at = new Date(r.created_at).toISOString();
    const likes = Number(r.likes);
    if (r.category === 'purchase')
      purchases.push({
        id: r.session_id ?? String(r.id),
        createdAt: at,
        likes,
        amountCents: Number(r.amount_cents ?? 0),
        currency: r.currency ?? 'usd',
        paymentMethodType: r.payment_method_type,
      });
    else adjustments.push({ kind: r.category, createdAt: at, likes, description: r.payment_name });
  }
  return {
    year,
    totals,
    purchases,
    given: given.sort((a, b) => b.likes - a.likes || a.id - b.id),
    adjustments,
  };
}

/** The same rows as CSV (one line per transaction), streamed from a cursor. */
export function statementCsv(userId: number, year: number): CsvExport<StatementRow> & { filename: string } {
  return {
    filename: `fanlift-statement-${year}.csv`,
    columns: [
      'date',
      'category',
      'description',
      'likes_in',
      'likes_out',
      'amount_usd',
      'payment_method',
      'recipient',
      'reference',
    ],
    queries: [statementQuery(userId, year)],
    record: (r) => [
      new Date(r.created_at).toISOString(),
      r.category,
      r.payment_name ?? '',
      // (in and out as two columns: a cell starting with '-' would be quoted against CSV injection)
      r.type === 'used' ? '' : Number(r.likes),
      r.type === 'used' ? Number(r.likes) : '',
      r.amount_cents != null ? (Number(r.amount_cents) / 100).toFixed(2) : '',
      r.payment_method_type ?? '',
      r.recipient_name ?? '',
      r.session_id ?? `tx-${r.id}`,
    ],
  };
}
