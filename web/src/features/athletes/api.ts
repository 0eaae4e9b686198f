import useSWR from 'swr';
import type { AthleteDetail } from '@fanlift/core/web';
import type { ApiError } from '../../api/client';

export const athleteKey = (athleteId: number) => `/athletes/${athleteId}`;

/** GET /api/athletes/:id (null: nothing fetched yet). */
export const useAthleteDetail = (athleteId: number | null) =>
  useSWR<AthleteDetail, ApiError>(athleteId ? athleteKey(athleteId) : null);
