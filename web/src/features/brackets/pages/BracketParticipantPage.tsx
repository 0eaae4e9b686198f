import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { Card, ErrorState, Skeleton } from '../../../ui';
import { PageFrame, StatGrid, StatTile } from '../../../ui/layout';
import { BRACKET_TITLES, useBracketLive, useFanBracket, useServerNow } from '../api';
import { BracketBoard } from '../components/BracketBoard';
import { kindFromQuery } from './BracketParticipantsPage';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';
import { parseId } from '../../../shared/route-params/parseId';

/** /cfb-bracket-participant/{fanId} (an admin route): one fan's bracket, read-only. */
export function BracketParticipantPage() {
  const { fanId } = useParams();
  const [params] = useSearchParams();
  const kind = kindFromQuery(params.get('kind'));
  const id = parseId(fanId);
  const { data, error, mutate } = useFanBracket(kind, id);
  useBracketLive(kind, data);
  const now = useServerNow(data?.serverTime);
  const entry = data?.entry;
  if (id === null || error?.status === 404)
    return (
      <NotFoundState
        title="Bracket not found"
        links={[
          { to: `/cfb-bracket-participant?kind=${kind}`, label: 'All participants' },
          { to: '/', label: 'Go to home' },
        ]}
      >
        We could not find a {BRACKET_TITLES[kind]} bracket for that fan: the fan does not exist or has made no
        picks yet.
      </NotFoundState>
    );
  return (
    <PageFrame
      eyebrow="Brackets"
      title={entry ? `${entry.name}'s bracket` : 'Fan bracket'}
      lead={
        <>
          {BRACKET_TITLES[kind]}, read-only.{' '}
          <Link to={`/cfb-bracket-participant?kind=${kind}`}>All participants</Link>
        </>
      }
    >
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : !data || !entry ? (
        <div role="status" aria-label="Loading the bracket">
          <Skeleton $h="420px" />
        </div>
      ) : (
        <>
          <Card aria-label="Summary">
            <StatGrid $mobileCols={2}>
              <StatTile label="Rank" value={entry.rank ? `#${entry.rank}` : '—'} />
              <StatTile label="Points" value={entry.score.total} testId="entry-points" />
              <StatTile label="Picks made" value={`${entry.picksMade} / ${entry.picksTotal}`} />
              <StatTile label="Tiebreaker" value={entry.tiebreaker ?? '—'} />
            </StatGrid>
          </Card>
          <BracketBoard view={data} picks={entry.picks} now={now} readOnly savingCode={null} />
        </>
      )}
    </PageFrame>
  );
}
