import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import type { BracketGame, BracketKind, BracketView } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { authUrl, useCurrentPathWithSearch, useSession } from '../../../session';
import { ButtonAnchor, Card, ErrorState, Skeleton } from '../../../ui';
import { Notice } from '../../../ui/feedback';
import { viewerTimeZone } from '../../../shared/clock/timeZone';
import { LiveText, PageFrame } from '../../../ui/layout';
import {
  BRACKET_TITLES,
  leaderboardKey,
  savePick,
  saveTiebreaker,
  useBracket,
  useBracketLive,
  useServerNow,
} from '../api';
import { BracketBoard } from '../components/BracketBoard';
import { LeaderboardCard } from '../components/LeaderboardCard';
import { MyGroupsList } from '../components/MyGroupsList';
import { TiebreakerForm } from '../components/TiebreakerForm';

const LEADS: Record<BracketKind, string> = {
  cfp: 'Pick the winner of every College Football Playoff game. Each pick is saved as you make it and locks when its game kicks off.',
  mbb: "Pick the winner of every game of the men's tournament, First Four to the title game. Each pick saves at once and locks at tip-off.",
};

/** /cfb-bracket and /mens-basketball-brackets: view (anyone), play (fans), leaderboard (live). */
export function BracketPage({ kind }: { kind: BracketKind }) {
  const session = useSession();
  const { data, error, mutate } = useBracket(kind);
  useBracketLive(kind, data);
  const now = useServerNow(data?.serverTime);
  const [savingCode, setSavingCode] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const canPlay = session.isFan;
  const { mutate: mutateKey } = useSWRConfig();

  const onPick = async (game: BracketGame, schoolId: number, title: string) => {
    if (!data) return;
    const team = data.teams.find((t) => t.school.id === schoolId)?.school.shortName ?? 'your team';
    setSavingCode(game.code);
    setFailure(null);
    const prev = data.entry?.picks ?? {};
    // Show the pick at once; the server's answer (with any cleared later picks) replaces it.
    void mutate(
      (v) =>
        v && { ...v, entry: v.entry ? { ...v.entry, picks: { ...prev, [game.code]: schoolId } } : v.entry },
      { revalidate: false },
    );
    try {
      const res = await savePick(kind, game.code, schoolId);
      await mutate((v) => v && { ...v, entry: res.entry }, { revalidate: false });
      void mutateKey(leaderboardKey(kind));
      setAnnounce(
        `Saved: ${team} to win ${title}.${res.removed.length ? ` ${res.removed.length} later pick${res.removed.length > 1 ? 's' : ''} cleared.` : ''}`,
      );
    } catch (err) {
      setFailure(errorMessage(err));
      setAnnounce('');
      void mutate();
    } finally {
      setSavingCode(null);
    }
  };

  const onTiebreaker = async (points: number) => {
    const res = await saveTiebreaker(kind, points);
    await mutate((v) => v && { ...v, entry: res.entry }, { revalidate: false });
    void mutateKey(leaderboardKey(kind));
    setAnnounce(`Tiebreaker saved: ${points} points.`);
  };

  return (
    <PageFrame eyebrow="Brackets" title={`${BRACKET_TITLES[kind]} bracket`} lead={LEADS[kind]}>
      <LiveText>{announce}</LiveText>
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading the bracket">
          <Skeleton $h="420px" />
        </div>
      ) : (
        <Layout>
          <Main>
            <PlayBar view={data} canPlay={canPlay} signedOut={session.status === 'signedOut'} />
            {failure && (
              <Notice $tone="error" role="alert" data-testid="bracket-error">
                {failure}
              </Notice>
            )}
            <BracketBoard
              view={data}
              picks={data.entry?.picks ?? {}}
              now={now}
              readOnly={!canPlay}
              savingCode={savingCode}
              onPick={(g, id, title) => void onPick(g, id, title)}
              onResultPosted={
                session.isAdmin
                  ? () => {
                      setAnnounce('Result posted.');
                      void mutate();
                      void mutateKey(leaderboardKey(kind));
                    }
                  : undefined
              }
            />
          </Main>
          <Side>
            {canPlay && (
              <Card aria-label="Your bracket">
                <Stats>
                  <div>
                    <dt>Picks</dt>
                    <dd data-testid="picks-made">
                      {data.entry?.picksMade ?? 0} / {data.games.length}
                    </dd>
                  </div>
                  <div>
                    <dt>Points</dt>
                    <dd data-testid="entry-points">{data.entry?.score.total ?? 0}</dd>
                  </div>
                  <div>
                    <dt>Rank</dt>
                    <dd>{data.entry?.rank ? `#${data.entry.rank}` : '—'}</dd>
                  </div>
                </Stats>
                <TiebreakerForm
                  value={data.entry?.tiebreaker ?? null}
                  locked={data.games.find((g) => g.code === data.bracket.finalCode)?.locked ?? false}
                  onSave={onTiebreaker}
                />
              </Card>
            )}
            {canPlay && (
              <Card aria-labelledby="groups-heading" data-testid="bracket-groups">
                <strong id="groups-heading">Your groups</strong>
                <MyGroupsList kind={kind} empty="Play with friends: create or join a group." />
                <Link
                  to={`/brackets/groups?kind=${kind}`}
                  style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                >
                  All groups
                </Link>
              </Card>
            )}
            <LeaderboardCard kind={kind} />
            <Card aria-label="Scoring">
              <strong>Scoring</strong>
              <Points>
                {data.bracket.rounds.map((r) => (
                  <li key={r.index}>
                    {r.name}: {r.points} pts
                  </li>
                ))}
              </Points>
            </Card>
          </Side>
        </Layout>
      )}
    </PageFrame>
  );
}

function PlayBar({ view, canPlay, signedOut }: { view: BracketView; canPlay: boolean; signedOut: boolean }) {
  const here = useCurrentPathWithSearch();
  if (canPlay) {
    const open = view.games.filter((g) => !g.locked).length;
    return (
      <Muted>
        Times are shown in your time zone ({viewerTimeZone()}). {open} game
        {open === 1 ? '' : 's'} still open for picks.
      </Muted>
    );
  }
  if (signedOut)
    return (
      <SignInBar>
        <span>Sign in as a fan to fill your bracket.</span>
        <ButtonAnchor $small href={authUrl({ userType: 'fan', returnTo: here })}>
          Sign in to play
        </ButtonAnchor>
      </SignInBar>
    );
  return <Notice $tone="info">Brackets are played by fans. You can follow the results here.</Notice>;
}

const SignInBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: 24px;
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;
const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: 0 0 16px;
  div {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 8px 10px;
  }
  dt {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-size: 20px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
const Points = styled.ul`
  margin: 8px 0 0;
  padding-left: 18px;
  font-size: 14px;
`;
