import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, Eyebrow } from '.';

/** Frame of a stepped flow: narrow card with eyebrow, title, lead and content. */
export function WizardFrame({
  eyebrow,
  title,
  lead,
  stepper,
  children,
  testId,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  stepper?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Container>
      <Wrap>
        {stepper}
        <Card data-testid={testId}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
          {lead && <Lead>{lead}</Lead>}
          {children}
        </Card>
      </Wrap>
    </Container>
  );
}

const Wrap = styled.div`
  max-width: 680px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(12)};
  ${({ theme }) => theme.media.mobile} {
    padding-top: ${({ theme }) => theme.space(5)};
  }
  h1 {
    font-size: clamp(24px, 4vw, 32px);
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 16px;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;
