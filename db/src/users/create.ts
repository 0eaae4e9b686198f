import { randomBytes } from 'node:crypto';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { DomainError } from '@fanlift/core';
import type { Database } from '../connection';
import { FanProfile } from '../fans/model';
import { attributeAffiliateSignupIn } from '../affiliate/affiliates';
import { User } from './model';
import { loadUser } from '../serializers';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export interface NewUserInput {
  authId: string;
  email: string;
  userType: 'fan' | 'athlete';
  firstName?: string | null;
  lastName?: string | null;
  isAdmin?: boolean;
  referralCode?: string;
  /** The affiliate link visit this sign-up follows (its cookie), if any. */
  affiliateVisitId?: number | null;
}

export const EMAIL_TAKEN_MESSAGE =
  'Another account already uses this email address. Sign in the way you signed up the first time.';

/**
 * One account per email address: an identity (authId) whose email another identity already uses is refused with
 * 409 `email_taken`. We never link a second identity to an existing account automatically: whoever controls a
 * provider account that merely claims the address would otherwise take the account over.
 */
function emailTaken(): DomainError {
  return new DomainError('conflict', 'email_taken', EMAIL_TAKEN_MESSAGE);
}

/** Create a user (and a fan profile for fans) in one transaction; idempotent on authId; 409 on a taken email. */
export async function findOrCreateUser(
  db: Database,
  input: NewUserInput,
): Promise<{ user: User; created: boolean; affiliateUserId?: number | null }> {
  const existing = await User.findOne({ where: { authId: input.authId } });
  if (existing) {
    if (input.isAdmin && existing.isAdmin !== 1) await existing.update({ isAdmin: 1 });
    return { user: (await loadUser({ id: existing.id }))!, created: false };
  }
  // users.email is citext: this finds the address in any letter case.
  if (await User.findOne({ where: { email: input.email }, attributes: ['id'] })) throw emailTaken();
  try {
    const id = await db.sequelize.transaction(async (t: Transaction) => {
      let referredByUserId: number | null = null;
      if (input.referralCode) {
        const inviter = await User.findOne({ where: { referralCode: input.referralCode }, transaction: t });
        if (inviter && inviter.email.toLowerCase() !== input.email.toLowerCase())
          referredByUserId = inviter.id;
      }
      const user = await User.create(
        {
          authId: input.authId,
          email: input.email,
          userType: input.userType,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          isAdmin: input.isAdmin ? 1 : 0,
          referralCode: newReferralCode(),
          referredByUserId,
        },
        { transaction: t },
      );
      if (input.userType === 'fan') await FanProfile.create({ userId: user.id }, { transaction: t });
      const affiliateUserId =
        input.affiliateVisitId && input.userType === 'fan'
          ? await attributeAffiliateSignupIn(t, input.affiliateVisitId, user.id)
          : null;
      return { id: user.id, affiliateUserId };
    });
    return { user: (await loadUser({ id: id.id }))!, created: true, affiliateUserId: id.affiliateUserId };
  } catch (err) {
    if (err instanceof UniqueConstraintError) {
      // A concurrent first sign-in with the same identity won the race, or the email belongs to another identity.
      const again = await User.findOne({ where: { authId: input.authId } });
      if (again) return { user: (await loadUser({ id: again.id }))!, created: false };
      if (await User.findOne({ where: { email: input.email }, attributes: ['id'] })) throw emailTaken();
    }
    throw err;
  }
}
