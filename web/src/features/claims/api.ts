import { useApi } from '../../api/routes';

/** GET /api/athletes/claimable?firstName&lastName: profiles a person may claim (nothing fetched without a name). */
export const useClaimableAthletes = (firstName: string, lastName: string) =>
  useApi(
    'GET /api/athletes/claimable',
    firstName || lastName ? { query: { firstName, lastName, limit: 10 } } : null,
  );
