/**
 * The fan-out of an athlete update (issue 29 item 1) over keyset batches of fans (by user id): each batch in one
 * transaction locks the update, records one delivery row per fan (UNIQUE (update_id, user_id): a job that runs
 * twice reaches nobody twice), stages one marketing email per consenting fan (email_consent, not unsubscribed;
 * idempotency key `update:{id}:{user}`) and moves the cursor. The caller emits and enqueues after each commit.
 * Recipients: the athlete's supporters (ledger_supporters), or for a goal reached the fans whose journals gave
 * to that allocation (ledger_journals_allocation index).
 */
import type { Sequelize, Transaction } from 'sequelize';
import { emails, type AthleteUpdate } from '@fanlift/core';
import { q } from '../sql';
import { stageMarketingEmail, unsubscribePageUrl, type EmailLinks } from '../rewards/unsubscribe';
import { UPDATE_SELECT, toUpdate, type UpdateRow } from './rows';

export const FANOUT_BATCH = 500;

export interface Recipient {
  userId: number;
  email: string;
  firstName: string | null;
  consent: boolean;
}

export interface FanOutBatch {
  update: AthleteUpdate | null;
  /** Fans reached for the first time by this batch (emit to their rooms). */
  reached: number[];
  /** Emails staged by this batch (enqueue after commit). */
  emailIds: string[];
  done: boolean;
  /** The first batch of this update's fan-out (the post is new: tell the profile's viewers once). */
  first: boolean;
}

const RECIPIENT_COLUMNS = `u.id AS "userId", u.email::text AS email, u.first_name AS "firstName",
  u.email_consent AS consent`;

/** The next batch of recipients after `cursor` (a user id), in user id order. */
async function recipientsOf(
  sequelize: Sequelize,
  t: Transaction,
  update: { athleteId: number; goalId: number | null },
  cursor: number,
  limit: number,
): Promise<Recipient[]> {
  if (update.goalId != null)
    return q(sequelize)<Recipient>(
      `SELECT ${RECIPIENT_COLUMNS} FROM users u WHERE u.id IN (
         SELECT DISTINCT fa.owner_id FROM ledger_journals j
           JOIN ledger_entries fe ON fe.journal_id = j.id AND fe.amount < 0
           JOIN ledger_accounts fa ON fa.id = fe.account_id AND fa.kind = 'fan'
          WHERE j.meta ? 'allocationId' AND j.meta->>'allocationId' = $1::text AND fa.owner_id > $2)
        ORDER BY u.id LIMIT $3`,
      [update.goalId, cursor, limit],
      t,
    );
  return q(sequelize)<Recipient>(
    `SELECT ${RECIPIENT_COLUMNS}
       FROM ledger_supporters s JOIN users u ON u.id = s.user_id
      WHERE s.account_id = (SELECT id FROM ledger_accounts WHERE key = 'athlete:' || $1::text) AND s.user_id > $2
      ORDER BY s.user_id LIMIT $3`,
    [update.athleteId, cursor, limit],
    t,
  );
}

export async function fanOutUpdateBatch(
  sequelize: Sequelize,
  updateId: number,
  links: EmailLinks,
  limit = FANOUT_BATCH,
): Promise<FanOutBatch> {
  return sequelize.transaction(async (t) => {
    const [state] = await q(sequelize)<{ cursor: number; done: boolean }>(
      `SELECT fanout_cursor AS cursor, fanout_done_at IS NOT NULL AS done FROM athlete_updates
        WHERE id = $1 FOR UPDATE`,
      [updateId],
      t,
    );
    if (!state) return { update: null, reached: [], emailIds: [], done: true, first: false };
    const [row] = await q(sequelize)<UpdateRow>(`${UPDATE_SELECT} WHERE u.id = $1`, [updateId], t);
    const update = toUpdate(row);
    if (state.done || row.hidden) {
      if (!state.done)
        await sequelize.query(`UPDATE athlete_updates SET fanout_done_at = now() WHERE id = $1`, {
          bind: [updateId],
          transaction: t,
        });
      return { update, reached: [], emailIds: [], done: true, first: false };
    }
    const batch = await recipientsOf(sequelize, t, row, state.cursor, limit);
    const inserted = batch.length
      ? await q(sequelize)<{ userId: number }>(
          `INSERT INTO athlete_update_deliveries (update_id, user_id)
           SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING RETURNING user_id AS "userId"`,
          [updateId, batch.map((r) => r.userId)],
          t,
        )
      : [];
    const fresh = new Set(inserted.map((r) => r.userId));
    const emailIds: string[] = [];
    const base = links.publicUrl.replace(/\/+$/, '');
    for (const r of batch) {
      if (!fresh.has(r.userId) || !r.consent) continue;
      const c = emails.athleteUpdate({
        firstName: r.firstName,
        athleteName: update.athlete.name,
        text: update.text,
        goalName: update.goal?.name ?? null,
        url: `${base}/athletes/${update.athlete.id}#update-${update.id}`,
        unsubscribeUrl: unsubscribePageUrl(links, r.email),
      });
      const staged = await stageMarketingEmail(t, {
        idempotencyKey: `update:${updateId}:${r.userId}`,
        to: r.email,
        subject: c.subject,
        text: c.text,
        userId: r.userId,
        kind: update.goal ? 'goal-reached' : 'athlete-update',
      });
      if (!staged) continue;
      await sequelize.query(
        `UPDATE athlete_update_deliveries SET email_id = $3 WHERE update_id = $1 AND user_id = $2`,
        { bind: [updateId, r.userId, staged.id], transaction: t },
      );
      if (staged.created) emailIds.push(staged.id);
    }
    const done = batch.length < limit;
    await sequelize.query(
      `UPDATE athlete_updates SET fanout_cursor = $2, fanout_done_at = CASE WHEN $3::boolean THEN now() END
        WHERE id = $1`,
      {
        bind: [updateId, batch.length ? batch[batch.length - 1].userId : state.cursor, done],
        transaction: t,
      },
    );
    return { update, reached: [...fresh], emailIds, done, first: state.cursor === 0 };
  });
}

/** Updates whose fan-out has not finished, older than $1 ms, oldest first, at most $2 (the outbox re-driver). */
export const PENDING_UPDATE_FANOUTS_SQL = `SELECT id::text FROM athlete_updates WHERE fanout_done_at IS NULL
  AND created_at < now() - ($1::int * interval '1 millisecond') ORDER BY created_at LIMIT $2`;

/** The job key of an update's fan-out. */
export const updateFanOutKey = (updateId: number) => `update-fanout-${updateId}`;
