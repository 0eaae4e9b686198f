import useSWR from 'swr';
import {
  NO_AUTH_ID_MESSAGE,
  type ClaimInviteView,
  type QrCode,
  type QrCodeList,
  type User,
} from '@fanlift/core/web';
import { ApiError, apiFetch } from '../../api/client';

export const QR_LIST_KEY = '/qr-codes';
export const useQrCodes = () => useSWR<QrCodeList, ApiError>(QR_LIST_KEY);
export const useQrCode = (id: string | undefined) => useSWR<QrCode, ApiError>(id ? `/qr-codes/${id}` : null);
export const useClaimInvite = (id: string | null) =>
  useSWR<ClaimInviteView, ApiError>(id ? `/qr-codes/claim-invites/${id}` : null, {
    shouldRetryOnError: false,
  });

export const createClaimInvite = (athleteId: number, expiresInDays: number) =>
  apiFetch<QrCode>('/admin/qr-codes/claim-invites', { method: 'POST', body: { athleteId, expiresInDays } });

/** Image URLs of a code (PNG for display and download, SVG for print shops). */
export const qrPngUrl = (id: string, size = 512, download = false) =>
  `/api/qr-codes/${id}/image.png?size=${size}${download ? '&download=1' : ''}`;
export const qrSvgUrl = (id: string) => `/api/qr-codes/${id}/image.svg`;

/**
 * SPEC §5/§7 POST /users/qrUser: the local record of the signed-in identity. Without an authId it fails here,
 * with 'No authId provided', and makes no call.
 */
export async function createQrUser(user: Pick<User, 'authId' | 'email'> | null | undefined): Promise<User> {
  if (!user?.authId) throw new ApiError(400, 'validation_error', NO_AUTH_ID_MESSAGE);
  return apiFetch<User>('/users/qrUser', {
    method: 'POST',
    body: { authId: user.authId, email: user.email },
  });
}

export const redeemClaimInvite = (id: string) =>
  apiFetch<{ athleteId: number; claimId: number }>(`/qr-codes/claim-invites/${id}/redeem`, {
    method: 'POST',
  });

export const KIND_LABEL: Record<QrCode['kind'], string> = {
  athlete: 'Athlete profile',
  fund: 'Athlete fund page',
  school: 'University',
  invite: 'My invite link',
  affiliate: 'My affiliate link',
  'claim-invite': 'Claim invite',
};
