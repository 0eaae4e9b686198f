/** Small reads of one athlete profile the api checks before it acts (who owns it; its name; whether it exists). */
import type { Sequelize } from 'sequelize';
import { athleteAccount } from '../ledger/accounts';
import { ensureAccount } from '../ledger/account-rows';
import { q, validId } from '../sql';

/** The profile's id and owner (null user: unclaimed), or null when there is no such athlete. */
export async function athleteOwnerOf(
  sequelize: Sequelize,
  athleteId: number,
): Promise<{ id: number; userId: number | null } | null> {
  if (!validId(athleteId)) return null;
  const [row] = await q(sequelize)<{ id: number; userId: number | null }>(
    `SELECT id, user_id AS "userId" FROM athlete_profiles WHERE id = $1`,
    [athleteId],
  );
  return row ?? null;
}

/** The profile's id and names (for its generated avatar), or null. */
export async function athleteNamesOf(
  sequelize: Sequelize,
  athleteId: number,
): Promise<{ id: number; firstName: string; lastName: string } | null> {
  if (!validId(athleteId)) return null;
  const [row] = await q(sequelize)<{ id: number; firstName: string; lastName: string }>(
    `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM athlete_profiles WHERE id = $1`,
    [athleteId],
  );
  return row ?? null;
}

export async function athleteExists(sequelize: Sequelize, athleteId: number): Promise<boolean> {
  return (await athleteOwnerOf(sequelize, athleteId)) !== null;
}

/** Create (idempotently) the ledger account `athlete:{id}`. */
export async function ensureAthleteAccount(sequelize: Sequelize, athleteId: number): Promise<void> {
  await sequelize.transaction((t) => ensureAccount(t, athleteAccount(athleteId)));
}
