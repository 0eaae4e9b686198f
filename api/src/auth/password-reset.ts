import { DomainError } from '@fanlift/core';

export interface Auth0ResetOptions {
  /** https://<AUTH0_DOMAIN> (a test passes a local server). */
  baseUrl: string;
  clientId: string;
  connection: string;
  email: string;
  timeoutMs?: number;
}

/**
 * Hand a password reset over to Auth0: its Authentication API (`POST /dbconnections/change_password`) emails
 * the user a link to Auth0's own reset page. Auth0 answers the same whether or not the email has an account,
 * so the answer tells nobody which emails are registered.
 */
export async function requestAuth0PasswordReset(opts: Auth0ResetOptions): Promise<void> {
  let res: Response;
  try {
    res = await fetch(new URL('/dbconnections/change_password', opts.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: opts.clientId, email: opts.email, connection: opts.connection }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
  } catch {
    throw new DomainError(
      'upstream',
      'sign_in_service_unavailable',
      'The sign-in service did not answer. Please try again.',
    );
  }
  await res.body?.cancel();
  if (res.status === 429)
    throw new DomainError(
      'rate_limited',
      'rate_limited',
      'Too many reset requests. Please wait a few minutes and try again.',
    );
  if (!res.ok)
    throw new DomainError(
      'upstream',
      'sign_in_service_unavailable',
      'The sign-in service could not start a password reset. Please try again.',
    );
}
