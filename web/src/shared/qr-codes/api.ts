import type { QrCreateBody } from '@fanlift/core/web';
import { apiCall } from '../../api/routes';

/** POST /api/qr-codes: a new QR code of the signed-in fan (athlete, fund, school, invite or affiliate link). */
export const createQrCode = (body: QrCreateBody) => apiCall('POST /api/qr-codes', { body });
