import useSWR from 'swr';
import type { FanProfileView } from '@fanlift/core/web';
import type { ApiError } from '../../api/client';

/** GET /api/fans/:id: a fan's public profile (nothing fetched for an id that is not a number). */
export const useFanProfile = (fanId: string | undefined) =>
  useSWR<FanProfileView, ApiError>(fanId && /^\d+$/.test(fanId) ? `/fans/${fanId}` : null);
