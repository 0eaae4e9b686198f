import { NO_AUTH_ID_MESSAGE, type QrCode, type User } from '@fanlift/core/web';
import { ApiError } from '../../api/client';
import { apiCall, apiKey, apiPath, useApi } from '../../api/routes';

export const QR_LIST_KEY = apiKey('GET /api/qr-codes', {});
export const useQrCodes = () => useApi('GET /api/qr-codes', {});
export const useQrCode = (id: string | undefined) =>
  useApi('GET /api/qr-codes/:code', id ? { params: { code: id } } : null);
export const useClaimInvite = (id: string | null) =>
  useApi('GET /api/qr-codes/claim-invites/:code', id ? { params: { code: id } } : null, {
    shouldRetryOnError: false,
  });

export const createClaimInvite = (athleteId: number, expiresInDays: number) =>
  apiCall('POST /api/admin/qr-codes/claim-invites', { body: { athleteId, expiresInDays } });

/** Image URLs of a code (PNG for display and download, SVG for print shops). */
export const qrPngUrl = (id: string, size = 512, download = false) =>
  apiPath('GET /api/qr-codes/:code/image.png', {
    params: { code: id },
    query: { size, download: download ? '1' : undefined },
  });
export const qrSvgUrl = (id: string) =>
  apiPath('GET /api/qr-codes/:code/image.svg', { params: { code: id } });

/**
 * SPEC §5/§7 POST /users/qrUser: the local record of the signed-in identity. Without an authId it fails here,
 * with 'No authId provided', and makes no call.
 */
export async function createQrUser(user: Pick<User, 'authId' | 'email'> | null | undefined): Promise<User> {
  if (!user?.authId) throw new ApiError(400, 'validation_error', NO_AUTH_ID_MESSAGE);
  return apiCall('POST /api/users/qrUser', { body: { authId: user.authId, email: user.email } });
}

export const redeemClaimInvite = (id: string) =>
  apiCall('POST /api/qr-codes/claim-invites/:code/redeem', { params: { code: id } });

export const KIND_LABEL: Record<QrCode['kind'], string> = {
  athlete: 'Athlete profile',
  fund: 'Athlete fund page',
  school: 'University',
  invite: 'My invite link',
  affiliate: 'My affiliate link',
  'claim-invite': 'Claim invite',
};
