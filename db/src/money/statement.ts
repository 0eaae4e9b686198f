/**
 * A fan's yearly statement (issue 29 item 3): every wallet transaction of the calendar year (UTC) in words, with
 * dollars and the payment method for purchases (their checkout session), the recipient of likes given, and the
 * refunds and disputes that took likes back. The fan's own rows only (index wallet_transactions_user). The JSON
 * summary and the CSV (streamed, db/src/export) read the same rows.
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
           WHERE e.journal_id = w.journal_id AND e.amount > 0 LIMIT 1) r ON w.type = 'used'
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

/** The JSON statement: totals by category, purchases with dollars and method, likes given per recipient. */
export async function fanStatement(
  sequelize: Sequelize,
  userId: number,
  year: number,
): Promise<FanStatement> {
  const { sql, bind } = statementQuery(userId, year);
  const rows = await q(sequelize)<StatementRow>(sql, bind);
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
  const purchases: FanStatement['purchases'] = [];
  const adjustments: FanStatement['adjustments'] = [];
  const given = new Map<string, FanStatement['given'][number]>();
  for (const r of rows) {
    const likes = Number(r.likes);
    totals.net += r.type === 'used' ? -likes : likes;
    const at = new Date(r.created_at).toISOString();
    switch (r.category) {
      case 'purchase':
        totals.purchasedLikes += likes;
        totals.purchasedCents += Number(r.amount_cents ?? 0);
        purchases.push({
          id: r.session_id ?? String(r.id),
          createdAt: at,
          likes,
          amountCents: Number(r.amount_cents ?? 0),
          currency: r.currency ?? 'usd',
          paymentMethodType: r.payment_method_type,
        });
        break;
      case 'free':
        totals.freeLikes += likes;
        break;
      case 'gift':
        totals.giftLikes += likes;
        break;
      case 'given': {
        totals.givenLikes += likes;
        const key = `${r.recipient_kind}:${r.recipient_id}`;
        const g = given.get(key) ?? {
          kind: r.recipient_kind ?? 'athlete',
          id: Number(r.recipient_id),
          name: r.recipient_name ?? 'Unknown',
          likes: 0,
        };
        g.likes += likes;
        given.set(key, g);
        break;
      }
      case 'spent':
        totals.spentLikes += likes;
        break;
      case 'refund':
      case 'dispute':
        if (r.category === 'refund') totals.refundedLikes += likes;
        else totals.disputedLikes += likes;
        adjustments.push({ kind: r.category, createdAt: at, likes, description: r.payment_name });
        break;
      default:
        totals.otherLikes += r.type === 'used' ? -likes : likes;
    }
  }
  return {
    year,
    totals,
    purchases,
    given: [...given.values()].sort((a, b) => b.likes - a.likes || a.id - b.id),
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
