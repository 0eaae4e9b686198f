/**
 * Thank-yous (issue 29 item 1): the owner of a claimed profile thanks one supporter with a note, or every fan who
 * gave in a month or season (a batch, once per period, fanned out by a job over keyset batches: one thanks row
 * per fan, UNIQUE (batch_id, user_id)). The fan sees them in "Thanks received" and gets one email when they
 * consented (idempotency key `thanks:{id}`).
 */
import type { Sequelize, Transaction } from 'sequelize';
import { emails, type Thank } from '@fanlift/core';
import { q } from '../sql';
import { stageMarketingEmail, unsubscribePageUrl, type EmailLinks } from '../rewards/unsubscribe';
import { IS_SUPPORTER, THANK_SELECT, toThank, type ThankRow } from './rows';
import { FANOUT_BATCH } from './fanout';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A period's bounds (UTC, end exclusive) and its words: a month `2026-11`, a season `2026-27` (July to June). */
export function periodOf(kind: 'month' | 'season', label: string): { start: Date; end: Date; words: string } {
  const year = Number(label.slice(0, 4));
  if (kind === 'month') {
    const month = Number(label.slice(5)) - 1;
    return {
      start: new Date(Date.UTC(year, month, 1)),
      end: new Date(Date.UTC(year, month + 1, 1)),
      words: `${MONTHS[month]} ${year}`,
    };
  }
  return {
    start: new Date(Date.UTC(year, 6, 1)),
    end: new Date(Date.UTC(year + 1, 6, 1)),
    words: `the ${label} season`,
  };
}

interface Fan {
  userId: number;
  email: string;
  firstName: string | null;
  consent: boolean;
}

/** Stage the thank-you email of one thanks row when the fan consented; answers the new email id. */
async function stageThanksEmail(
  sequelize: Sequelize,
  t: Transaction,
  links: EmailLinks,
  thank: Thank,
  fan: Fan,
): Promise<string | null> {
  if (!fan.consent) return null;
  const c = emails.thankYou({
    firstName: fan.firstName,
    athleteName: thank.athlete.name,
    note: thank.note,
    periodLabel: thank.period ? periodOf(thank.period.kind, thank.period.label).words : null,
    url: `${links.publicUrl.replace(/\/+$/, '')}/thanks`,
    unsubscribeUrl: unsubscribePageUrl(links, fan.email),
  });
  const staged = await stageMarketingEmail(t, {
    idempotencyKey: `thanks:${thank.id}`,
    to: fan.email,
    subject: c.subject,
    text: c.text,
    userId: fan.userId,
    kind: 'thank-you',
  });
  if (!staged) return null;
  await sequelize.query(`UPDATE athlete_thanks SET email_id = $2 WHERE id = $1`, {
    bind: [thank.id, staged.id],
    transaction: t,
  });
  return staged.created ? staged.id : null;
}

const FAN_COLUMNS = `u.id AS "userId", u.email::text AS email, u.first_name AS "firstName", u.email_consent AS consent`;

export type ThankFanResult =
  | { ok: true; thank: Thank; emailId: string | null; repeated: boolean }
  | { ok: false; reason: 'not_supporter' | 'key_reused' };

/** Thank one fan who gave to the athlete. */
export async function thankFan(
  sequelize: Sequelize,
  input: { athleteId: number; authorUserId: number; fanId: number; note: string; clientKey?: string },
  links: EmailLinks,
): Promise<ThankFanResult> {
  return sequelize.transaction(async (t) => {
    const [fan] = await q(sequelize)<Fan>(
      `SELECT ${FAN_COLUMNS} FROM users u WHERE u.id = $2 AND ${IS_SUPPORTER('$1::text', 'u.id')}`,
      [input.athleteId, input.fanId],
      t,
    );
    if (!fan) return { ok: false, reason: 'not_supporter' } as const;
    // Exactly once per (athlete, Idempotency-Key): a repeat answers the first thank-you and writes nothing.
    const [ins] = await q(sequelize)<{ id: number }>(
      `INSERT INTO athlete_thanks (athlete_id, user_id, note, client_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (athlete_id, client_key) WHERE client_key IS NOT NULL DO NOTHING RETURNING id::int AS id`,
      [input.athleteId, fan.userId, input.note, input.clientKey ?? null],
      t,
    );
    if (!ins) {
      const [first] = await q(sequelize)<{ id: number; userId: number; note: string }>(
        `SELECT id::int AS id, user_id AS "userId", note FROM athlete_thanks WHERE athlete_id = $1 AND client_key = $2`,
        [input.athleteId, input.clientKey],
        t,
      );
      if (!first || first.userId !== fan.userId || first.note !== input.note)
        return { ok: false, reason: 'key_reused' } as const;
      const [again] = await q(sequelize)<ThankRow>(`${THANK_SELECT} WHERE t.id = $1`, [first.id], t);
      return { ok: true, thank: toThank(again), emailId: null, repeated: true } as const;
    }
    const [row] = await q(sequelize)<ThankRow>(`${THANK_SELECT} WHERE t.id = $1`, [ins.id], t);
    const thank = toThank(row);
    const emailId = await stageThanksEmail(sequelize, t, links, thank, fan);
    return { ok: true, thank, emailId, repeated: false } as const;
  });
}

export interface ThankBatch {
  id: number;
  period: { kind: 'month' | 'season'; label: string };
  note: string;
  createdAt: string;
}

/** Record a thank batch for a period; null when that period was already thanked. */
export async function createThankBatch(
  sequelize: Sequelize,
  input: { athleteId: number; authorUserId: number; period: 'month' | 'season'; label: string; note: string },
): Promise<ThankBatch | null> {
  const { start, end } = periodOf(input.period, input.label);
  const [row] = await q(sequelize)<{ id: number; createdAt: Date }>(
    `INSERT INTO athlete_thank_batches (athlete_id, author_user_id, note, period_kind, period_label, period_start,
                                        period_end)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (athlete_id, period_kind, period_label) DO NOTHING
     RETURNING id::int AS id, created_at AS "createdAt"`,
    [input.athleteId, input.authorUserId, input.note, input.period, input.label, start, end],
  );
  if (!row) return null;
  return {
    id: row.id,
    period: { kind: input.period, label: input.label },
    note: input.note,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * One keyset batch of a period's thanks: the fans who gave to the athlete in the period (a fan debit and an
 * athlete credit in one journal) after the cursor get a thanks row each (once) and, when they consented, an email.
 */
export async function fanOutThanksBatch(
  sequelize: Sequelize,
  batchId: number,
  links: EmailLinks,
  limit = FANOUT_BATCH,
): Promise<{ thanks: { userId: number; thank: Thank }[]; emailIds: string[]; done: boolean }> {
  return sequelize.transaction(async (t) => {
    const [b] = await q(sequelize)<{
      athleteId: number;
      cursor: number;
      done: boolean;
      start: Date;
      end: Date;
      note: string;
    }>(
      `SELECT athlete_id AS "athleteId", fanout_cursor AS cursor, fanout_done_at IS NOT NULL AS done,
              period_start AS start, period_end AS "end", note
         FROM athlete_thank_batches WHERE id = $1 FOR UPDATE`,
      [batchId],
      t,
    );
    if (!b || b.done) return { thanks: [], emailIds: [], done: true };
    const fans = await q(sequelize)<Fan>(
      `SELECT ${FAN_COLUMNS} FROM users u WHERE u.id IN (
         SELECT DISTINCT fa.owner_id FROM ledger_entries re
           JOIN ledger_entries fe ON fe.journal_id = re.journal_id AND fe.amount < 0
           JOIN ledger_accounts fa ON fa.id = fe.account_id AND fa.kind = 'fan'
          WHERE re.account_id = (SELECT id FROM ledger_accounts WHERE key = 'athlete:' || $1::text)
            AND re.amount > 0 AND re.created_at >= $2 AND re.created_at < $3 AND fa.owner_id > $4)
        ORDER BY u.id LIMIT $5`,
      [b.athleteId, b.start, b.end, b.cursor, limit],
      t,
    );
    const inserted = fans.length
      ? await q(sequelize)<{ id: number }>(
          `INSERT INTO athlete_thanks (athlete_id, user_id, batch_id, note)
           SELECT $1, unnest($2::int[]), $3, $4 ON CONFLICT (batch_id, user_id) DO NOTHING RETURNING id::int AS id`,
          [b.athleteId, fans.map((f) => f.userId), batchId, b.note],
          t,
        )
      : [];
    const rows = inserted.length
      ? await q(sequelize)<ThankRow & { userId: number }>(
          `${THANK_SELECT.replace('SELECT ', 'SELECT t.user_id AS "userId", ')} WHERE t.id = ANY($1::bigint[])`,
          [inserted.map((r) => r.id)],
          t,
        )
      : [];
    const byUser = new Map(fans.map((f) => [f.userId, f]));
    const thanks: { userId: number; thank: Thank }[] = [];
    const emailIds: string[] = [];
    for (const r of rows) {
      const thank = toThank(r);
      thanks.push({ userId: r.userId, thank });
      const id = await stageThanksEmail(sequelize, t, links, thank, byUser.get(r.userId)!);
      if (id) emailIds.push(id);
    }
    const done = fans.length < limit;
    await sequelize.query(
      `UPDATE athlete_thank_batches SET fanout_cursor = $2, fanout_done_at = CASE WHEN $3::boolean THEN now() END
        WHERE id = $1`,
      { bind: [batchId, fans.length ? fans[fans.length - 1].userId : b.cursor, done], transaction: t },
    );
    return { thanks, emailIds, done };
  });
}

/** Thanks the user received, newest first (keyset on id). */
export async function thanksReceivedPage(
  sequelize: Sequelize,
  userId: number,
  page: { before?: number; limit: number },
) {
  const rows = await q(sequelize)<ThankRow>(
    `${THANK_SELECT} WHERE t.user_id = $1 AND t.id < $2 ORDER BY t.id DESC LIMIT $3`,
    [userId, page.before ?? Number.MAX_SAFE_INTEGER, page.limit + 1],
  );
  const more = rows.length > page.limit;
  const thanks = rows.slice(0, page.limit).map(toThank);
  return { thanks, nextBefore: more ? thanks[thanks.length - 1].id : null };
}

export const PENDING_THANK_FANOUTS_SQL = `SELECT id::text FROM athlete_thank_batches WHERE fanout_done_at IS NULL
  AND created_at < now() - ($1::int * interval '1 millisecond') ORDER BY created_at LIMIT $2`;

export const thanksFanOutKey = (batchId: number) => `thanks-fanout-${batchId}`;
