import { useApi } from '../../api/routes';

/** GET /api/auth/password-reset: who resets passwords (Auth0, or none in development). */
export const usePasswordResetProvider = () => useApi('GET /api/auth/password-reset', {});
