import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink, Card, Container } from '../../ui';
import { useDocumentTitle } from '../page-meta/useDocumentTitle';

export interface OnwardLink {
  to: string;
  label: string;
}

/**
 * What a page shows when the thing its address names does not exist (an unknown id, code or page number): a
 * heading that says so, a line on why, and links onward (the first is the main one). Never a "Try again":
 * asking again for what is not there finds nothing. Also the shell's page for addresses that are no page.
 */
export function NotFoundState({
  title,
  documentTitle = title,
  children,
  links,
}: {
  title: string;
  /** The browser tab's title when it differs from the heading. */
  documentTitle?: string;
  children: ReactNode;
  links: OnwardLink[];
}) {
  useDocumentTitle(documentTitle);
  return (
    <Container>
      <Wrap data-testid="not-found">
        <Card>
          <Code aria-hidden="true">404</Code>
          <h1>{title}</h1>
          <p>{children}</p>
          <Actions>
            {links.map((link, i) => (
              <ButtonLink
                key={link.to}
                to={link.to}
                $variant={i === 0 ? 'primary' : 'secondary'}
                data-testid="not-found-link"
              >
                {link.label}
              </ButtonLink>
            ))}
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
