import { useApi } from '../../api/routes';

/** GET /api/fans/:id: a fan's public profile (nothing fetched for an id that is not a number). */
export const useFanProfile = (fanId: string | undefined) =>
  useApi('GET /api/fans/:id', fanId && /^\d+$/.test(fanId) ? { params: { id: fanId } } : null);
