import styled from 'styled-components';
import { HeroBand } from '../../../ui/styles';
import { ButtonLink, Container, Skeleton, type ButtonVariant } from '../../../ui';

/** The university's banner: logo, name, conference, what page this is (eyebrow) and a link to its other page. */
export function SchoolHero({
  school: { logo, name, conference },
  eyebrow,
  link,
  give,
}: {
  school: { logo: string; name: string; conference?: string | null };
  eyebrow: string;
  link: { to: string; label: string; variant: ButtonVariant };
  /** Where a fan gives to this university (as an athlete page's "Send likes"). */
  give?: string;
}) {
  return (
    <Hero>
      <Container>
        <Inner>
          <Logo>
            <img src={logo} alt={`${name} logo`} data-testid="school-logo" />
          </Logo>
          <div style={{ flex: 1, minWidth: 0 }}>
            {eyebrow && <Eb>{eyebrow}</Eb>}
            <h1 data-testid="school-name">{name}</h1>
            {conference && <Conf>{conference}</Conf>}
          </div>
          <Actions>
            {give && (
              <ButtonLink to={give} data-testid="send-likes-button">
                Send likes
              </ButtonLink>
            )}
            <ButtonLink to={link.to} $variant={link.variant}>
              {link.label}
            </ButtonLink>
          </Actions>
        </Inner>
      </Container>
    </Hero>
  );
}

export function SchoolHeroSkeleton() {
  return (
    <Hero role="status" aria-busy="true" aria-label="Loading university">
      <Container>
        <Inner>
          <Skeleton $h="104px" $w="104px" style={{ opacity: 0.25, borderRadius: 20 }} />
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 10 }}>
            <Skeleton $h="36px" $w="50%" style={{ opacity: 0.25 }} />
            <Skeleton $h="16px" $w="120px" style={{ opacity: 0.25 }} />
          </div>
        </Inner>
      </Container>
    </Hero>
  );
}

const Hero = styled(HeroBand)`
  h1 {
    color: #fff;
    font-size: clamp(28px, 5vw, 44px);
    font-weight: 800;
    margin: 0;
  }
`;
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  flex-wrap: wrap;
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space(4)};
  }
`;
const Logo = styled.div`
  width: 104px;
  height: 104px;
  border-radius: 20px;
  background: #fff;
  padding: 10px;
  flex: none;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.3);
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  ${({ theme }) => theme.media.mobile} {
    width: 72px;
    height: 72px;
    border-radius: 14px;
    padding: 6px;
  }
`;
const Eb = styled.div`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 12px;
  font-weight: 700;
  color: #ffb199;
  margin-bottom: 6px;
`;
const Conf = styled.div`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-weight: 600;
`;
const Actions = styled.div`
  display: flex;
  gap: 10px;
  flex-wrap: wrap;
  ${({ theme }) => theme.media.mobile} {
    flex-basis: 100%;
  }
`;
