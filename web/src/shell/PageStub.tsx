import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useRouteDef } from './routing/RouteContext';
import { Icon, type IconName } from '../ui/Icon';
import { ButtonLink, Card, Container, Eyebrow } from '../ui';

/** A finished-looking placeholder for a page that a later issue fills in. */
export function PageStub({
  title,
  description,
  eyebrow,
  children,
  icon = 'activity',
}: {
  /** Defaults to the route's title from core ROUTES. */
  title?: string;
  description: string;
  eyebrow?: string;
  children?: ReactNode;
  icon?: IconName;
}) {
  const route = useRouteDef();
  return (
    <Container>
      <Wrap data-testid="page-stub">
        <Card>
          <IconTile>
            <Icon name={icon} size={28} />
          </IconTile>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title ?? route?.title ?? 'Fanlift'}</h1>
          <Lead>{description}</Lead>
          {children}
          <Actions>
            <ButtonLink to="/" $variant="secondary">
              Back to home
            </ButtonLink>
          </Actions>
        </Card>
      </Wrap>
    </Container>
  );
}

export const PageTitle = styled.h1`
  font-size: clamp(26px, 4vw, 36px);
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy900};
`;

const Wrap = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  h1 {
    font-size: clamp(26px, 4vw, 34px);
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
  }
`;

const IconTile = styled.div`
  width: 56px;
  height: 56px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.accentSoft};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.accent};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Lead = styled.p`
  font-size: 17px;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 60ch;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  margin-top: ${({ theme }) => theme.space(6)};
`;
