import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { apiCall } from '../../../api/routes';
import { Button, ButtonLink, ErrorState, LoadingBlock, Spinner } from '../../../ui';
import { Field, Form, FormActions, FormAlert, Input } from '../../../ui/forms';
import { WizardFrame } from '../../../ui/Wizard';

import { usePasswordResetProvider } from '../api';

/**
 * /user/reset-password and /athlete/reset-password. With Auth0 the reset is Auth0's: the api asks it to email
 * a link to its own reset page. The development sign-in has no passwords, and the page says so.
 */
export function ResetPasswordPage() {
  const { pathname } = useLocation();
  const athlete = pathname.startsWith('/athlete/');
  const loginPath = athlete ? '/athlete/login' : '/user/login';
  const { data, error, mutate } = usePasswordResetProvider();

  let body;
  if (error) body = <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />;
  else if (!data) body = <LoadingBlock label="Loading…" />;
  else if (data.provider === 'development')
    body = (
      <div data-testid="reset-development">
        <p>
          This is the development sign-in: accounts have <strong>no passwords</strong>, so there is nothing to
          reset. Sign in with your email address; an account is created the first time.
        </p>
        <FormActions>
          <ButtonLink to={loginPath}>Go to sign in</ButtonLink>
        </FormActions>
      </div>
    );
  else body = <Auth0ResetForm loginPath={loginPath} />;

  return (
    <WizardFrame
      eyebrow={athlete ? 'Athletes' : 'Fans'}
      title="Reset your password"
      lead="Passwords are kept by our secure sign-in service, never by Fanlift."
      testId="reset-password"
    >
      {body}
    </WizardFrame>
  );
}

function Auth0ResetForm({ loginPath }: { loginPath: string }) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const fieldError = touched && !valid ? 'Enter the email address of your account.' : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await apiCall('POST /api/auth/password-reset', { body: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo)
    return (
      <div role="status" data-testid="reset-sent">
        <p>
          If an account exists for <strong>{sentTo}</strong>, our sign-in service has emailed it a link to
          choose a new password. The link works once and expires; check your spam folder if it does not
          arrive.
        </p>
        <FormActions>
          <ButtonLink to={loginPath}>Back to sign in</ButtonLink>
        </FormActions>
      </div>
    );

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Reset password">
      <Field id="reset-email" label="Email" error={fieldError}>
        <Input
          id="reset-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={!!fieldError}
          aria-describedby={fieldError ? 'reset-email-error' : undefined}
          required
        />
      </Field>
      {error && <FormAlert role="alert">{error}</FormAlert>}
      <FormActions>
        <Link to={loginPath}>Back to sign in</Link>
        <Button type="submit" disabled={busy} data-testid="reset-submit">
          {busy && <Spinner $size={16} $light />} Email me a reset link
        </Button>
      </FormActions>
    </Form>
  );
}
