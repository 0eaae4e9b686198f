import type { QrCode, QrCreateBody } from '@fanlift/core/web';
import { apiFetch } from '../../api/client';

/** POST /api/qr-codes: a new QR code of the signed-in fan (athlete, fund, school, invite or affiliate link). */
export const createQrCode = (body: QrCreateBody) => apiFetch<QrCode>('/qr-codes', { method: 'POST', body });
