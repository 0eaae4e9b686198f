import styled from 'styled-components';
import { missingAthleteFields } from '@fanlift/core';
import { ButtonLink, Card, Container, Eyebrow } from '../../components/ui';
import { PageTitle } from '../../components/PageStub';
import { displayName, useSession } from '../../session';

/** /athletes/home: the athlete dashboard (placeholder until the dashboard issue). */
export function AthleteDashboardPage() {
  const session = useSession();
  const user = session.user;
  const missing = user ? missingAthleteFields(user) : [];
  return (
    <Container>
      <Head>
        <Eyebrow>Recruit</Eyebrow>
        <PageTitle>Athlete dashboard</PageTitle>
        {user && <p>Welcome, {displayName(user)}.</p>}
      </Head>
      {!session.athleteOnboarded && (
        <Card style={{ marginBottom: 24 }} data-testid="athlete-onboarding-callout">
          <h2>Finish your profile</h2>
          <p>
            Fans can support you once your profile is complete
            {missing.length > 0 ? ` (${missing.length} ${missing.length === 1 ? 'item' : 'items'} left)` : ''}
            .
          </p>
          <ButtonLink to="/athletes/onboarding">Continue onboarding</ButtonLink>
        </Card>
      )}
      <Card>
        <h2>Your funds</h2>
        <Muted>
          Your likes received, funding goals and top fans will appear here as soon as fans start backing you.
        </Muted>
      </Card>
    </Container>
  );
}

const Head = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(6)};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 17px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;
