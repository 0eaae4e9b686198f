import { QueryTypes, type Sequelize } from 'sequelize';
import { athleteAccount, creditPromo, payFromWallet } from '../ledger';
import type { DemoUsersResult } from './demo-users';
import { rebuildDerivedFigures } from '../derived/upkeep';

const WELCOME_LIKES = 100;
/** Likes the demo fan gave the demo athlete, and how many days ago, so the dashboard chart has a history. */
const DEMO_GIFTS = [
  { likes: 5, daysAgo: 12 },
  { likes: 10, daysAgo: 6 },
  { likes: 8, daysAgo: 2 },
];

/**
 * Demo wallet history through the real ledger (`npm start` / `npm run seed`, not the test seed): welcome
 * likes for the demo fan and admin, and a few gifts from the demo fan to the demo athlete. Idempotent: every
 * journal has a fixed cause key, so a second run changes nothing.
 */
export async function seedDemoLedger(
  sequelize: Sequelize,
  users: DemoUsersResult,
): Promise<{ journals: number }> {
  let journals = 0;
  for (const userId of [users.fanUserId, users.adminUserId]) {
    const applied = await sequelize.transaction((t) =>
      creditPromo(t, {
        fanUserId: userId,
        likes: WELCOME_LIKES,
        type: 'gift',
        cause: { kind: 'promo', key: `seed:welcome:${userId}`, meta: { reason: 'demo welcome bonus' } },
        paymentName: 'Welcome bonus',
      }),
    );
    if (applied.applied) journals += 1;
  }
  const [athlete] = await sequelize.query<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM athlete_profiles WHERE id = $1`,
    { bind: [users.athleteProfileId], type: QueryTypes.SELECT },
  );
  for (const [i, gift] of DEMO_GIFTS.entries()) {
    const causeKey = `seed:demo-gift:${users.fanUserId}:${users.athleteProfileId}:${i}`;
    const posted = await sequelize.transaction(async (t) => {
      const meta = { athleteId: users.athleteProfileId, allocationId: null, schoolId: null };
      const r = await payFromWallet(t, {
        fanUserId: users.fanUserId,
        to: athleteAccount(users.athleteProfileId),
        likes: gift.likes,
        cause: { kind: 'send-likes', key: causeKey, meta },
        paymentName: `Likes to ${athlete?.name ?? 'an athlete'}`,
        walletMeta: meta,
      });
      if (r.applied) {
        // Spread the history over past days (dates only; amounts and balances are untouched).
        const at = `now() - interval '${gift.daysAgo} days'`;
        await sequelize.query(`UPDATE ledger_journals SET created_at = ${at} WHERE id = $1`, {
          bind: [r.journalId],
          transaction: t,
        });
        await sequelize.query(`UPDATE ledger_entries SET created_at = ${at} WHERE journal_id = $1`, {
          bind: [r.journalId],
          transaction: t,
        });
        await sequelize.query(`UPDATE wallet_transactions SET created_at = ${at} WHERE journal_id = $1`, {
          bind: [r.journalId],
          transaction: t,
        });
      }
      return r;
    });
    if (posted.applied) journals += 1;
  }
  // Back-dating moved entries to other days (and maybe in or out of a game's live window): the derived figures
  // follow the entries' dates, so they are recomputed from the ledger once the history is in place.
  if (journals > 0) await rebuildDerivedFigures(sequelize);
  return { journals };
}
