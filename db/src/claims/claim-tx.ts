/** What the claim request and claim decision modules share: messages, the transaction's reads, conflicts. */
import { QueryTypes, UniqueConstraintError, type Transaction } from 'sequelize';
import { ALREADY_CLAIMED_MESSAGE, conflict } from '@fanlift/core';
import { sequelizeOf } from '../ledger/tx';

export const ALREADY_HAS_PROFILE_MESSAGE = 'You already have an athlete profile.';
export const CLAIMANT_HAS_PROFILE_MESSAGE = 'The claimant already has an athlete profile.';
export const OTHER_PROFILE_APPROVED_REASON = 'Your claim of another profile was approved.';

export type Tx = Transaction;
export const select = <T extends object>(t: Tx, sql: string, bind: unknown[]) =>
  sequelizeOf(t).query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: t });

/** A UNIQUE violation of the claim tables as the conflict it stands for. */
export function uniqueToConflict(err: unknown): never {
  if (err instanceof UniqueConstraintError) {
    const where = `${err.parent?.message ?? ''} ${Object.keys(err.fields ?? {}).join(' ')}`;
    if (/claim_requests_one_pending/.test(where))
      throw conflict('claim_pending', 'You already asked to claim this profile.');
    if (/athlete_profiles_user_id|user_id/.test(where) && !/profile_claims/.test(where))
      throw conflict('already_has_profile', ALREADY_HAS_PROFILE_MESSAGE);
    throw conflict('already_claimed', ALREADY_CLAIMED_MESSAGE);
  }
  throw err;
}
