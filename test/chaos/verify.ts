import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { checkLedgerInvariants } from '@fanlift/db';
import { waitFor } from '../helpers/wait';
import type { Accepted } from './driver';
import { verifyPayments } from './payments';

/**
 * The end of a fault run: every accepted command finished (applied, or failed with a reason: never lost), each
 * applied command has exactly one journal, every acked chat message is stored exactly once, every acknowledged
 * Stripe event had its effect once (payments.ts), and the ledger invariants hold. Answers the list of violations
 * (empty: the run passed).
 */
export async function verifyRun(
  db: { sequelize: Sequelize },
  accepted: Accepted,
  timeoutMs = 90_000,
): Promise<string[]> {
  const q = <T extends object>(sql: string, bind: unknown[]) =>
    db.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const users = accepted.commands.map((c) => c.userId);
  const keys = accepted.commands.map((c) => c.key);
  const rows = () =>
    q<{ key: string; status: string; journals: number }>(
      `SELECT c.idempotency_key AS key, c.status,
              (SELECT COUNT(*)::int FROM ledger_journals j WHERE j.command_id = c.id) AS journals
         FROM commands c JOIN unnest($1::int[], $2::text[]) AS a(user_id, key)
           ON c.user_id = a.user_id AND c.idempotency_key = a.key`,
      [users, keys],
    );
  const violations: string[] = [];
  const finished = await waitFor(
    async () => {
      const r = await rows();
      return r.length === keys.length && r.every((x) => x.status !== 'pending') ? r : null;
    },
    { timeout: timeoutMs, interval: 500, message: 'every accepted command finished' },
  ).catch(async () => {
    const r = await rows();
    violations.push(
      `${keys.length - r.length} accepted commands missing, ${r.filter((x) => x.status === 'pending').length} still pending after ${timeoutMs / 1000} s`,
    );
    return r;
  });
  const applied = finished.filter((x) => x.status === 'applied');
  const badJournals = applied.filter((x) => x.journals !== 1);
  if (badJournals.length)
    violations.push(`${badJournals.length} applied commands without exactly one journal`);
  const failedWithJournal = finished.filter((x) => x.status === 'failed' && x.journals > 0);
  if (failedWithJournal.length) violations.push(`${failedWithJournal.length} failed commands with a journal`);

  const chats = await q<{ text: string; n: number }>(
    `SELECT text, COUNT(*)::int AS n FROM chat_messages WHERE text = ANY($1::text[]) GROUP BY text`,
    [accepted.chats],
  );
  const stored = new Map(chats.map((c) => [c.text, c.n]));
  const lostChats = accepted.chats.filter((t) => !stored.has(t)).length;
  const doubled = chats.filter((c) => c.n !== 1).length;
  if (lostChats) violations.push(`${lostChats} acked chat messages not stored`);
  if (doubled) violations.push(`${doubled} chat messages stored more than once`);

  violations.push(...(await verifyPayments(db, accepted.payments, timeoutMs)));

  const ledger = await checkLedgerInvariants(db.sequelize, { pendingGraceMs: 0 });
  if (!ledger.ok) violations.push(...ledger.problems.map((p) => `ledger: ${p}`));
  return violations;
}
