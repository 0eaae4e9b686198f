import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { safeReturnTo, type UserType } from '@fanlift/core/web';
import { ButtonAnchor, ButtonLink, Card, Container, ErrorState, Eyebrow } from '../../../ui';
import { authUrl, displayName, useSession } from '../../../session';

/** Sign-up parameters passed through to the sign-in service (SPEC §2 "Session paths"). */
const PASS_THROUGH = [
  'claimingAthleteId',
  'firstName',
  'lastName',
  'athleteId',
  'fromPreSignupFlow',
  'athleteClaim',
  'referralCode',
];

const COPY: Record<string, { title: string; lead: string; cta: string }> = {
  'fan:login': {
    title: 'Welcome back, fan',
    lead: 'Sign in to give likes, climb the star ladder and spin for rewards.',
    cta: 'Continue to Fan Login',
  },
  'fan:signup': {
    title: 'Join Fanlift as a fan',
    lead: 'Create your free account to back the athletes and universities you love.',
    cta: 'Create my fan account',
  },
  'athlete:login': {
    title: 'Athlete sign in',
    lead: 'Sign in to see your dashboard and the fans backing you.',
    cta: 'Continue to Athlete Login',
  },
  'athlete:signup': {
    title: 'Join as an athlete',
    lead: 'Create your recruit profile and start receiving fan-funded NIL support.',
    cta: 'Create my athlete profile',
  },
};

/** Why the sign-in service sent the browser back (`?error=`): the api refused the identity. */
const REFUSALS: Record<string, string> = {
  email_taken:
    'Another account already uses this email address. Sign in the way you signed up the first time.',
  access_denied: 'Sign-in was cancelled. You are not signed in; continue when you are ready.',
  invalid_state:
    'This sign-in link has expired or was already used, so we could not finish signing you in. Please sign in again.',
  sign_in_expired: 'This sign-in had expired or was already used. Please sign in again.',
  invalid_token:
    'We could not verify the answer of the sign-in service, so you are not signed in. Please sign in again.',
  provider_unavailable:
    'The sign-in service is not answering right now. You are not signed in; please try again in a minute.',
  no_email:
    'Your sign-in account has no email address, which Fanlift needs. Add an email to it or use another account.',
  sign_in_failed: 'Something went wrong while signing you in. You are not signed in; please try again.',
};

/** Login / register page: a card whose button starts the full-page navigation to the api login path. */
export function AuthCard({ userType, signup }: { userType: UserType; signup: boolean }) {
  const [params] = useSearchParams();
  const session = useSession();
  const returnTo = safeReturnTo(params.get('returnTo'), '/');
  const extra: Record<string, string | undefined> = {};
  for (const k of PASS_THROUGH) extra[k] = params.get(k) ?? undefined;
  const copy = COPY[`${userType}:${signup ? 'signup' : 'login'}`];
  const other = userType === 'fan' ? 'athlete' : 'fan';
  const refusal = REFUSALS[params.get('error') ?? ''];

  return (
    <Container>
      <Wrap>
        <Card>
          <Eyebrow>{userType === 'fan' ? 'Fans' : 'Athletes'}</Eyebrow>
          <h1>{copy.title}</h1>
          <Lead>{copy.lead}</Lead>
          {refusal && !session.user && (
            <Refusal data-testid="auth-refusal">
              <ErrorState message={refusal} />
            </Refusal>
          )}
          {session.user ? (
            <>
              <Lead>
                You are signed in as <strong>{displayName(session.user)}</strong>.
              </Lead>
              <ButtonLink to={returnTo}>Continue</ButtonLink>
            </>
          ) : (
            <ButtonAnchor
              href={authUrl({ userType, signup, returnTo, extra })}
              data-testid="auth-continue"
              style={{ width: '100%' }}
            >
              {copy.cta}
            </ButtonAnchor>
          )}
          <Small>
            {signup ? (
              <>
                Already have an account?{' '}
                <Link to={`/${userType === 'fan' ? 'user' : 'athlete'}/login`}>Sign in</Link>
              </>
            ) : (
              <>
                New to Fanlift?{' '}
                <Link to={`/${userType === 'fan' ? 'user' : 'athlete'}/register`}>Create an account</Link>
              </>
            )}
          </Small>
          {!signup && (
            <Small>
              <Link
                to={`/${userType === 'fan' ? 'user' : 'athlete'}/reset-password`}
                data-testid="forgot-password"
              >
                Forgot your password?
              </Link>
            </Small>
          )}
          <Small>
            {other === 'athlete' ? 'Are you an athlete?' : 'Are you a fan?'}{' '}
            <Link to={`/${other === 'fan' ? 'user' : 'athlete'}/${signup ? 'register' : 'login'}`}>
              {other === 'athlete' ? 'Athlete' : 'Fan'} {signup ? 'registration' : 'login'}
            </Link>
          </Small>
          <Fine>Sign-in is handled by our secure sign-in service. You will come straight back here.</Fine>
        </Card>
      </Wrap>
    </Container>
  );
}

const Wrap = styled.div`
  max-width: 460px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(16)};
  h1 {
    font-size: 28px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
  }
`;

const Refusal = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Small = styled.p`
  margin: 16px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  & + & {
    margin-top: 6px;
  }
`;

const Fine = styled.p`
  margin: 20px 0 0;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
