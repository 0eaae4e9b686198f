import useSWR from 'swr';
import type { PasswordResetProvider } from '@fanlift/core/web';
import type { ApiError } from '../../api/client';

/** GET /api/auth/password-reset: who resets passwords (Auth0, or none in development). */
export const usePasswordResetProvider = () => useSWR<PasswordResetProvider, ApiError>('/auth/password-reset');
