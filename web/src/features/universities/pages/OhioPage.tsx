import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../api/client';
import { apiCall } from '../../../api/routes';
import { Button, Card, Container, EmptyState, ErrorState, Skeleton, Spinner } from '../../../ui';
import { AthleteGrid, AthleteGridSkeleton } from '../../../shared/athlete-grid/AthleteGrid';
import { capitalise } from '../../../ui/format';
import { Field, Form, Input } from '../../../ui/forms';
import { SectionTitle } from '../../../ui/layout';
import { SchoolStats } from '../components/SchoolStats';
import { TopFansList } from '../../../shared/top-fans/TopFans';
import { BalancePill } from '../../../shared/balance-pill/BalancePill';
import { useSession } from '../../../session';

import {
  Shell,
  OhioHeader,
  HeaderInner,
  Brand,
  Hero,
  Eyebrow,
  Body,
  UnlockCard,
  SportSwitch,
  LinkRow,
  Footer,
  FooterInner,
} from './OhioPage.styles';
import { useOhioExtras, useOhioStatus, useSchoolPage } from '../api';

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
  const school = useSchoolPage(SLUG);
  const { isFan } = useSession();
  const status = useOhioStatus();
  const unlocked = status.data?.unlocked === true;
  const extras = useOhioExtras(unlocked);
  const [sport, setSport] = useState<'football' | 'basketball'>('football');
  const [hadFlag] = useState(readFlag);

  // The server session is the truth: a stale flag is dropped and the password asked again.
  useEffect(() => {
    if (status.data) writeFlag(status.data.unlocked);
  }, [status.data]);

  const lock = async () => {
    await apiCall('POST /api/ohio/lock').catch(() => undefined);
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
            {/* The portal has its own header: the fan's balance is in sight here too (issue 28). */}
            {isFan && <BalancePill className="balance" />}
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
      await apiCall('POST /api/ohio/unlock', { body: { password } });
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
