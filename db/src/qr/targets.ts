import { QueryTypes, type Sequelize } from 'sequelize';
import { invalid, notFound, REFERRAL_CODE_PREFIX, type QrKind } from '@fanlift/core';

/**
 * Where a QR code leads: always a path on this site, built by the server from the kind and the target's id
 * (never a URL from the client). `isSameSitePath` is checked again at every scan.
 */
export function isSameSitePath(path: string): boolean {
  return (
    typeof path === 'string' &&
    path.length <= 500 &&
    /^\/(?![/\\])/.test(path) &&
    !/[\s\\]/.test(path) &&
    !/^\/[^/?#]*:/.test(path)
  );
}

/** The sign-up link of an invite (SPEC §7): the login path with hint signup, userType fan and REFER + code. */
export const inviteLinkPath = (referralCode: string) =>
  `/api/auth/login?hint=signup&userType=fan&referralCode=${encodeURIComponent(`${REFERRAL_CODE_PREFIX}${referralCode}`)}`;

export const affiliateLinkPath = (code: string) => `/affiliate/${encodeURIComponent(code)}`;

/** The path and default label of a new code; 404 when the athlete or school does not exist. */
export async function resolveQrTarget(
  sequelize: Sequelize,
  p: { kind: QrKind; targetId?: number; userId: number; affiliateCode?: () => Promise<string> },
): Promise<{ path: string; targetId: number | null; name: string }> {
  if (p.kind === 'athlete' || p.kind === 'fund') {
    const [a] = await sequelize.query<{ id: number; name: string }>(
      `SELECT id, full_name AS name FROM athlete_profiles WHERE id = $1`,
      { bind: [p.targetId], type: QueryTypes.SELECT },
    );
    if (!a) throw notFound('Athlete not found');
    return {
      path: p.kind === 'athlete' ? `/athletes/${a.id}` : `/athletes/${a.id}/fund`,
      targetId: Number(a.id),
      name: a.name,
    };
  }
  if (p.kind === 'school') {
    const [s] = await sequelize.query<{ id: number; name: string }>(
      `SELECT id, name FROM schools WHERE id = $1`,
      {
        bind: [p.targetId],
        type: QueryTypes.SELECT,
      },
    );
    if (!s) throw notFound('University not found');
    return { path: `/universities/${s.id}`, targetId: Number(s.id), name: s.name };
  }
  if (p.kind === 'invite') {
    const [u] = await sequelize.query<{ code: string }>(
      `SELECT referral_code AS code FROM users WHERE id = $1`,
      {
        bind: [p.userId],
        type: QueryTypes.SELECT,
      },
    );
    if (!u) throw notFound('User not found');
    return { path: inviteLinkPath(u.code), targetId: null, name: 'My invite link' };
  }
  if (!p.affiliateCode) throw invalid('No affiliate programme');
  return { path: affiliateLinkPath(await p.affiliateCode()), targetId: null, name: 'My affiliate link' };
}
