/**
 * Who a send of likes goes to: an athlete (optionally one of their allocations) or a school. The one check of
 * a send's recipient, used by the api when it accepts the send (refused at once) and by the worker when it applies
 * it (in its transaction): a recipient removed in between is refused there too.
 */
import type { Sequelize, Transaction } from 'sequelize';
import { notFound } from '@fanlift/core';
import { athleteAccount, schoolAccount, type AccountKey } from '../ledger';
import { poolQuery, txQuery } from '../ledger/tx';

export interface SendTarget {
  athleteId?: number;
  allocationId?: number;
  schoolId?: number;
}

export interface SendRecipient {
  account: AccountKey;
  athleteId: number | null;
  schoolId: number | null;
  /** The wallet transaction's name: "Likes to {athlete} ({allocation})" or "Likes to {school}". */
  paymentName: string;
}

/** Resolve the recipient or throw not_found (school, allocation of this athlete, or athlete). */
export async function resolveSendRecipient(
  sequelize: Sequelize,
  target: SendTarget,
  transaction?: Transaction,
): Promise<SendRecipient> {
  // Straight through pg (the worker applies every send with it: no Sequelize query building per command).
  const one = async <T extends object>(sql: string, id: number): Promise<T | undefined> =>
    (transaction ? await txQuery<T>(transaction, sql, [id]) : await poolQuery<T>(sequelize, sql, [id]))[0];
  if (target.schoolId != null) {
    const school = await one<{ id: number; name: string }>(
      `SELECT id, name FROM schools WHERE id = $1`,
      target.schoolId,
    );
    if (!school) throw notFound('School not found');
    return {
      account: schoolAccount(school.id),
      athleteId: null,
      schoolId: school.id,
      paymentName: `Likes to ${school.name}`,
    };
  }
  let athleteId = target.athleteId ?? null;
  let allocationName: string | null = null;
  if (target.allocationId != null) {
    const alloc = await one<{ athlete_profile_id: number; name: string }>(
      `SELECT athlete_profile_id, name FROM athlete_allocations WHERE id = $1`,
      target.allocationId,
    );
    if (!alloc || (athleteId != null && alloc.athlete_profile_id !== athleteId))
      throw notFound('Allocation not found for this athlete');
    athleteId = alloc.athlete_profile_id;
    allocationName = alloc.name;
  }
  if (athleteId == null) throw notFound('Athlete not found');
  const athlete = await one<{ id: number; full_name: string }>(
    `SELECT id, full_name FROM athlete_profiles WHERE id = $1`,
    athleteId,
  );
  if (!athlete) throw notFound('Athlete not found');
  return {
    account: athleteAccount(athlete.id),
    athleteId: athlete.id,
    schoolId: null,
    paymentName: `Likes to ${athlete.full_name}${allocationName ? ` (${allocationName})` : ''}`,
  };
}
