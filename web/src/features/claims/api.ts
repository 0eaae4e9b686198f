import useSWR from 'swr';
import type { ClaimableAthletes } from '@fanlift/core/web';
import { apiUrl, type ApiError } from '../../api/client';

/** GET /api/athletes/claimable?firstName&lastName: profiles a person may claim (nothing fetched without a name). */
export const useClaimableAthletes = (firstName: string, lastName: string) =>
  useSWR<ClaimableAthletes, ApiError>(
    firstName || lastName ? apiUrl('/athletes/claimable', { firstName, lastName, limit: 10 }) : null,
  );
