import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { authUrl } from '../../session';
import { ButtonAnchor } from '../../ui';

/** Current location as a returnTo path; auth pages return home instead of to themselves. */
export function useReturnTo(): string {
  const { pathname, search } = useLocation();
  if (
    /^\/(user|athlete)\/(login|register|callback|reset-password)/.test(pathname) ||
    pathname === '/authCallback'
  )
    return '/';
  return `${pathname}${search}`;
}

/** Logged-out header buttons: full-page navigations to the api login path (SPEC §2 "Session paths"). */
export function AuthButtons({ stacked = false }: { stacked?: boolean }) {
  const returnTo = useReturnTo();
  return (
    <Wrap $stacked={stacked}>
      <Pair $stacked={stacked}>
        <ButtonAnchor
          $variant={stacked ? 'secondary' : 'outlineOnDark'}
          $small={!stacked}
          href={authUrl({ userType: 'fan', returnTo })}
          data-testid="fan-login"
        >
          Fan Login
        </ButtonAnchor>
        <ButtonAnchor
          $variant="primary"
          $small={!stacked}
          href={authUrl({ userType: 'fan', signup: true, returnTo })}
          data-testid="fan-register"
        >
          Fan Register
        </ButtonAnchor>
      </Pair>
      <Pair $stacked={stacked}>
        <ButtonAnchor
          $variant={stacked ? 'secondary' : 'outlineOnDark'}
          $small={!stacked}
          href={authUrl({ userType: 'athlete', returnTo })}
          data-testid="athlete-login"
        >
          Athlete Login
        </ButtonAnchor>
        <ButtonAnchor
          $variant={stacked ? 'secondary' : 'onDark'}
          $small={!stacked}
          href={authUrl({ userType: 'athlete', signup: true, returnTo })}
          data-testid="athlete-register"
        >
          Athlete Register
        </ButtonAnchor>
      </Pair>
    </Wrap>
  );
}

const Wrap = styled.div<{ $stacked: boolean }>`
  display: flex;
  gap: ${({ $stacked }) => ($stacked ? '12px' : '14px')};
  a {
    ${({ $stacked }) => ($stacked ? '' : 'padding: 0 13px; font-size: 14px;')}
  }
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  align-items: ${({ $stacked }) => ($stacked ? 'stretch' : 'center')};
`;

const Pair = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  gap: 8px;
  & > * {
    flex: ${({ $stacked }) => ($stacked ? '1' : 'none')};
  }
`;
