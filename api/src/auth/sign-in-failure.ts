import { DomainError } from '@fanlift/core';

/**
 * Why a sign-in through the identity provider did not finish, as a code the sign-in page explains
 * (web `AuthCard`). Every failure of the callback ends on that page: never a 500, never a redirect loop
 * (the page does not send the browser anywhere by itself).
 */
export type SignInFailure =
  | 'access_denied'
  | 'invalid_state'
  | 'sign_in_expired'
  | 'invalid_token'
  | 'provider_unavailable'
  | 'no_email'
  | 'email_taken'
  | 'sign_in_failed';

/** The provider's answer took longer than AUTH0_TIMEOUT_MS. */
export class ProviderTimeoutError extends Error {
  readonly code = 'provider_timeout';
  constructor(ms: number) {
    super(`The identity provider did not answer within ${ms} ms`);
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

function causeOf(err: unknown): unknown {
  // passport-oauth2 wraps node-oauth's errors in InternalOAuthError { oauthError }.
  return (err as { oauthError?: unknown } | null)?.oauthError ?? err;
}

/** Classify what passport handed the callback: an error, or a failure with its info. */
export function classifySignInFailure(err: unknown, info: unknown): SignInFailure {
  if (err instanceof DomainError && (err.code === 'email_taken' || err.code === 'no_email')) return err.code;
  if (err) {
    const cause = causeOf(err) as { code?: unknown; statusCode?: unknown; name?: unknown } | null;
    if (cause instanceof ProviderTimeoutError) return 'provider_unavailable';
    if (cause && typeof cause.code === 'string' && NETWORK_CODES.has(cause.code))
      return 'provider_unavailable';
    if (cause && typeof cause.statusCode === 'number' && cause.statusCode >= 500)
      return 'provider_unavailable';
    // TokenError from the token endpoint: the code was used already, expired, or its PKCE verifier is wrong.
    if ((err as { name?: unknown }).name === 'TokenError') return 'sign_in_expired';
    // passport-auth0's ID token checks (issuer, audience, expiry, nonce) throw plain errors naming the claim.
    if (err instanceof Error && /\bID token\b/.test(err.message)) return 'invalid_token';
    return 'sign_in_failed';
  }
  if (info === 'access_denied') return 'access_denied';
  const message = typeof info === 'string' ? info : (info as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && /state/i.test(message)) return 'invalid_state';
  return 'sign_in_failed';
}

/** The sign-in page of the user type the login link asked for, explaining the failure. */
export function signInFailurePath(code: SignInFailure, userType: 'fan' | 'athlete' | undefined): string {
  const page = userType === 'athlete' ? '/athlete/login' : '/user/login';
  return `${page}?error=${encodeURIComponent(code)}`;
}
