import styled from 'styled-components';
import { ButtonLink, Card, Container } from '../ui';
import { useDocumentTitle } from '../shared/page-meta/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container>
      <Wrap data-testid="not-found">
        <Card>
          <Code aria-hidden="true">404</Code>
          <h1>We couldn&rsquo;t find that page</h1>
          <p>The link may be broken, or the page may have moved. Let&rsquo;s get you back in the game.</p>
          <Actions>
            <ButtonLink to="/">Go to home</ButtonLink>
            <ButtonLink to="/explore" $variant="secondary">
              Search athletes
            </ButtonLink>
          </Actions>
        </Card>
      </Wrap>
    </Container>
  );
}

const Wrap = styled.div`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;
  h1 {
    color: ${({ theme }) => theme.colors.navy900};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Code = styled.div`
  font-size: 72px;
  font-weight: 900;
  letter-spacing: -0.04em;
  line-height: 1;
  margin-bottom: 12px;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.accent},
    ${({ theme }) => theme.colors.navy700}
  );
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
  margin-top: 20px;
`;
