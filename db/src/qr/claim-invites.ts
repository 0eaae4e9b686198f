import { QueryTypes, type Sequelize } from 'sequelize';
import { conflict, notFound, ALREADY_CLAIMED_MESSAGE, type ClaimInviteView } from '@fanlift/core';
import { requestClaimIn } from '../claims/requests';
import { approveClaimIn, type DecisionOptions } from '../claims/decisions';
import { insertQrCode, newQrCodeId, type QrRow } from './codes';

/**
 * QR claim invites (DESIGN §5 "Profile claims need proof"): an admin makes a single-use, expiring invite for a
 * pre-existing (unclaimed) athlete profile; the athlete who redeems it gets the profile through the claims'
 * own code path, `approveClaimIn(t, id, { via: 'invite' })`, in the same transaction that marks it used.
 */
export const claimInvitePath = (code: string) => `/qr-code/claim-invite/${code}`;

export async function createClaimInvite(
  sequelize: Sequelize,
  p: { adminUserId: number; athleteId: number; expiresInDays: number },
): Promise<QrRow> {
  const [a] = await sequelize.query<{ id: number; name: string; userId: number | null }>(
    `SELECT id, full_name AS name, user_id AS "userId" FROM athlete_profiles WHERE id = $1`,
    { bind: [p.athleteId], type: QueryTypes.SELECT },
  );
  if (!a) throw notFound('Athlete not found');
  if (a.userId != null) throw conflict('already_claimed', ALREADY_CLAIMED_MESSAGE);
  const code = newQrCodeId(16);
  return insertQrCode(sequelize, {
    code,
    userId: p.adminUserId,
    kind: 'claim-invite',
    targetId: Number(a.id),
    targetPath: claimInvitePath(code),
    label: `Claim invite: ${a.name}`.slice(0, 80),
    expiresAt: new Date(Date.now() + p.expiresInDays * 86_400_000),
  });
}

const statusOf = (r: Pick<QrRow, 'used_at' | 'expires_at'>): ClaimInviteView['status'] =>
  r.used_at ? 'used' : new Date(r.expires_at!).getTime() <= Date.now() ? 'expired' : 'open';

export async function claimInviteView(sequelize: Sequelize, code: string): Promise<ClaimInviteView | null> {
  const [r] = await sequelize.query<QrRow & { name: string; photo_url: string | null }>(
    `SELECT q.*, a.full_name AS name, a.photo_url
       FROM qr_codes q JOIN athlete_profiles a ON a.id = q.target_id
      WHERE q.code = $1 AND q.kind = 'claim-invite'`,
    { bind: [code], type: QueryTypes.SELECT },
  );
  if (!r) return null;
  return {
    id: r.code,
    athlete: { id: Number(r.target_id), name: r.name, photoUrl: r.photo_url },
    status: statusOf(r),
    expiresAt: new Date(r.expires_at!).toISOString(),
  };
}

/**
 * Redeem an invite for `userId` (an athlete): in ONE transaction lock the invite, refuse it when used (409
 * invite_used) or expired (409 invite_expired), create the claimant's request and approve it via the invite,
 * then mark the invite used. Answers the claim id and the staged emails (to enqueue after commit).
 */
export async function redeemClaimInvite(
  sequelize: Sequelize,
  code: string,
  userId: number,
  opts: DecisionOptions,
): Promise<{ athleteId: number; claimId: number; emailIds: string[] }> {
  return sequelize.transaction(async (t) => {
    const [inv] = await sequelize.query<QrRow>(
      `SELECT * FROM qr_codes WHERE code = $1 AND kind = 'claim-invite' FOR UPDATE`,
      { bind: [code], type: QueryTypes.SELECT, transaction: t },
    );
    if (!inv) throw notFound('Claim invite not found');
    if (inv.used_at) throw conflict('invite_used', 'This claim invite was already used.');
    if (new Date(inv.expires_at!).getTime() <= Date.now())
      throw conflict('invite_expired', 'This claim invite has expired. Ask us for a new one.');
    const athleteId = Number(inv.target_id);
    const { id: claimId } = await requestClaimIn(t, {
      athleteId,
      userId,
      message: `Claimed with the QR claim invite ${code}.`,
    });
    const { emailIds } = await approveClaimIn(t, claimId, { via: 'invite', inviteRef: code }, opts);
    await sequelize.query(`UPDATE qr_codes SET used_at = now(), used_by = $2 WHERE id = $1`, {
      bind: [inv.id, userId],
      transaction: t,
    });
    return { athleteId, claimId, emailIds };
  });
}
