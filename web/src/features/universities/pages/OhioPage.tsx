import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import styled from 'styled-components';
import { apiFetch, ApiError, errorMessage } from '../../../api/client';
import { Button, Card, Container, EmptyState, ErrorState, Skeleton, Spinner } from '../../../ui';
import { AthleteGrid, AthleteGridSkeleton } from '../../athletes/components/AthleteGrid';
import { capitalise } from '../../../ui/format';
import { Field, Form, Input } from '../../../ui/forms';
import { SectionTitle } from '../../../ui/layout';
import { SchoolStats } from '../components/SchoolStats';
import { TopFansList } from '../../fans/components/TopFans';
import type { OhioExtras as Extras, OhioStatus, SchoolPage as SchoolDetail } from '@fanlift/core';

/** localStorage keeps only the fact that the password was entered, never the password (SPEC §2). */
const FLAG = 'fanlift.ohio.unlocked';
const SLUG = 'ohio-state';

function readFlag(): boolean {
  try {
    return localStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}
function writeFlag(on: boolean) {
  try {
    if (on) localStorage.setItem(FLAG, '1');
    else localStorage.removeItem(FLAG);
  } catch {
    /* storage unavailable: the server session still decides */
  }
}

/** /university/ohio: Ohio State's branded portal with its own header and a 'Powered by Fanlift' footer. */
export function OhioPage() {
  const school = useSWR<SchoolDetail, ApiError>(`/schools/${SLUG}`);
  const status = useSWR<OhioStatus, ApiError>('/ohio/status');
  const unlocked = status.data?.unlocked === true;
  const extras = useSWR<Extras, ApiError>(unlocked ? '/ohio/extras' : null);
  const [sport, setSport] = useState<'football' | 'basketball'>('football');
  const [hadFlag] = useState(readFlag);

  // The server session is the truth: a stale flag is dropped and the password asked again.
  useEffect(() => {
    if (status.data) writeFlag(status.data.unlocked);
  }, [status.data]);

  const lock = async () => {
    await apiFetch('/ohio/lock', { method: 'POST' }).catch(() => undefined);
    writeFlag(false);
    await status.mutate({ unlocked: false }, { revalidate: false });
  };

  const links = extras.data?.links;
  const navItems = [
    { href: '#sport', label: 'Sport' },
    { href: '#recruits', label: 'All Recruits' },
    { href: '#top-fans', label: 'Top Fans' },
  ];
  return (
    <Shell>
      <OhioHeader data-testid="ohio-header">
        <Container>
          <HeaderInner>
            <Brand to="/university/ohio">
              {school.data ? (
                <img src={school.data.logo} alt="" width={36} height={36} />
              ) : (
                <span className="ph" />
              )}
              <span>
                <strong>Ohio State</strong>
                <small>Fan portal</small>
                <span className="visually-hidden"> home</span>
              </span>
            </Brand>
            <nav aria-label="Ohio State">
              {navItems.map((n) => (
                <a
                  key={n.href}
                  href={unlocked ? n.href : '#unlock'}
                  data-testid={`ohio-nav-${n.label.replace(/\s+/g, '-').toLowerCase()}`}
                >
                  {n.label}
                </a>
              ))}
              {unlocked && links ? (
                <Link to={links.liveChat} data-testid="ohio-nav-live-chat">
                  Live Chat
                </Link>
              ) : (
                <a href="#unlock" data-testid="ohio-nav-live-chat">
                  Live Chat
                </a>
              )}
              {unlocked && links ? (
                <Link
                  to={sport === 'basketball' ? links.basketballSchedules : links.schedules}
                  data-testid="ohio-nav-schedules"
                >
                  Schedules
                </Link>
              ) : (
                <a href="#unlock" data-testid="ohio-nav-schedules">
                  Schedules
                </a>
              )}
            </nav>
          </HeaderInner>
        </Container>
      </OhioHeader>

      <Hero>
        <Container>
          <Eyebrow>Buckeye Nation</Eyebrow>
          <h1>Back the next generation of Ohio State athletes</h1>
          <p>
            Follow Ohio State recruits, see the fans leading the support and join the conversation on game
            day.
          </p>
          {school.data && <SchoolStats school={school.data} style={{ marginTop: 24 }} />}
        </Container>
      </Hero>

      <Container>
        <Body>
          {status.error ? (
            <ErrorState message={errorMessage(status.error)} onRetry={() => void status.mutate()} />
          ) : !status.data ? (
            <Skeleton $h="200px" />
          ) : !unlocked ? (
            <Unlock
              askedAgain={hadFlag}
              onUnlocked={() => {
                writeFlag(true);
                void status.mutate({ unlocked: true }, { revalidate: false });
              }}
            />
          ) : extras.error ? (
            extras.error.status === 403 ? (
              <Unlock
                askedAgain
                onUnlocked={() => {
                  writeFlag(true);
                  void status.mutate({ unlocked: true }, { revalidate: false });
                  void extras.mutate();
                }}
              />
            ) : (
              <ErrorState message={errorMessage(extras.error)} onRetry={() => void extras.mutate()} />
            )
          ) : !extras.data ? (
            <AthleteGridSkeleton count={6} />
          ) : (
            <div data-testid="ohio-extras" style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
              <Card id="sport">
                <SectionTitle>
                  <span>Sport</span>
                  <Button type="button" $variant="ghost" $small onClick={() => void lock()}>
                    Lock portal
                  </Button>
                </SectionTitle>
                <SportSwitch role="group" aria-label="Sport">
                  {(['football', 'basketball'] as const).map((s) => (
                    <button key={s} type="button" aria-pressed={sport === s} onClick={() => setSport(s)}>
                      {capitalise(s)} <small>({extras.data!.recruits[s].length})</small>
                    </button>
                  ))}
                </SportSwitch>
              </Card>
              <Card id="recruits">
                <SectionTitle>All {capitalise(sport)} Recruits</SectionTitle>
                {extras.data.recruits[sport].length === 0 ? (
                  <EmptyState>No {sport} recruits listed yet.</EmptyState>
                ) : (
                  <AthleteGrid athletes={extras.data.recruits[sport]} testId="ohio-recruits" />
                )}
              </Card>
              <Card id="top-fans">
                <SectionTitle>Top Fans</SectionTitle>
                <TopFansList fans={extras.data.topFans} testId="ohio-top-fans" />
              </Card>
              <Card>
                <SectionTitle>Game day</SectionTitle>
                <LinkRow>
                  <Link to={extras.data.links.liveChat}>Live Chat →</Link>
                  <Link to={extras.data.links.schedules}>Football schedule →</Link>
                  <Link to={extras.data.links.basketballSchedules}>Basketball schedule →</Link>
                </LinkRow>
              </Card>
            </div>
          )}
        </Body>
      </Container>

      <Footer data-testid="ohio-footer">
        <Container>
          <FooterInner>
            <span>© {new Date().getFullYear()} Ohio State fan portal</span>
            <Link to="/">
              Powered by <strong>Fanlift</strong>
            </Link>
          </FooterInner>
        </Container>
      </Footer>
    </Shell>
  );
}

function Unlock({ onUnlocked, askedAgain }: { onUnlocked: () => void; askedAgain: boolean }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError('Enter the password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/ohio/unlock', { method: 'POST', body: { password } });
      setPassword('');
      onUnlocked();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setError('That password is not right. Try again.');
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <UnlockCard id="unlock" data-testid="ohio-unlock">
      <h2>Members area</h2>
      <p>
        {askedAgain
          ? 'Your access has expired. Enter the portal password again to see recruits, top fans, live chat and schedules.'
          : 'Enter the portal password to see recruits, top fans, live chat and schedules.'}
      </p>
      <Form onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: 420 }}>
        <Field id="ohio-password" label="Password" error={error}>
          <Input
            id="ohio-password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="off"
            aria-invalid={!!error}
            data-testid="ohio-password"
          />
        </Field>
        <div>
          <Button type="submit" disabled={busy} data-testid="ohio-unlock-submit">
            {busy && <Spinner $size={16} $light />} Unlock
          </Button>
        </div>
      </Form>
    </UnlockCard>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: #f6f6f6;
`;
const OhioHeader = styled.header`
  background: #bb0000;
  color: #fff;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
`;
const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 64px;
  flex-wrap: wrap;
  nav {
    display: flex;
    gap: 4px;
    flex-wrap: wrap;
  }
  nav a {
    color: #fff;
    text-decoration: none;
    font-weight: 700;
    font-size: 15px;
    padding: 8px 12px;
    border-radius: 8px;
  }
  nav a:hover {
    background: rgba(255, 255, 255, 0.14);
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 8px 0;
    nav {
      width: 100%;
      overflow-x: auto;
      flex-wrap: nowrap;
    }
    nav a {
      white-space: nowrap;
      font-size: 14px;
      padding: 6px 10px;
    }
  }
`;
const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  color: #fff;
  text-decoration: none;
  img,
  .ph {
    width: 36px;
    height: 36px;
    border-radius: 8px;
    background: #fff;
  }
  span {
    display: flex;
    flex-direction: column;
    line-height: 1.1;
  }
  small {
    font-size: 12px;
    opacity: 0.85;
  }
`;
const Hero = styled.div`
  background: linear-gradient(135deg, #666666, #2b2b2b);
  color: #fff;
  padding: 48px 0;
  h1 {
    color: #fff;
    font-size: clamp(28px, 5vw, 44px);
    max-width: 22ch;
  }
  p {
    color: #e6e6e6;
    max-width: 60ch;
    font-size: 17px;
  }
  dd {
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
const Eyebrow = styled.div`
  text-transform: uppercase;
  letter-spacing: 0.1em;
  font-size: 12px;
  font-weight: 800;
  color: #ffb3b3;
  margin-bottom: 8px;
`;
const Body = styled.div`
  padding: 32px 0 48px;
  flex: 1;
`;
const UnlockCard = styled(Card)`
  border-top: 5px solid #bb0000;
  h2 {
    font-size: 22px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const SportSwitch = styled.div`
  display: inline-flex;
  border: 1.5px solid #bb0000;
  border-radius: 999px;
  overflow: hidden;
  button {
    border: 0;
    background: #fff;
    padding: 8px 18px;
    font-weight: 700;
    cursor: pointer;
    color: #bb0000;
  }
  button[aria-pressed='true'] {
    background: #bb0000;
    color: #fff;
  }
`;
const LinkRow = styled.div`
  display: flex;
  gap: 20px;
  flex-wrap: wrap;
  a {
    font-weight: 700;
    color: #bb0000;
  }
`;
const Footer = styled.footer`
  background: #2b2b2b;
  color: #ddd;
  font-size: 14px;
`;
const FooterInner = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  padding: 20px 0;
  a {
    color: #fff;
    text-decoration: none;
  }
`;
