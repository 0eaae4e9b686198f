import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BRACKET_KINDS, type BracketKind } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { useSession } from '../../../session';
import { Button, ButtonAnchor, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { PageFrame } from '../../../ui/layout';
import { BRACKET_TITLES, participantsCsvUrl, useBracketLive, useParticipants } from '../api';
import { Table } from '../components/LeaderboardCard';
import { TableHead } from '../../../ui/table';
import { PillToggle } from '../../../ui/choice';

const PAGE = 50;

export const kindFromQuery = (v: string | null): BracketKind =>
  (BRACKET_KINDS as readonly string[]).includes(v ?? '') ? (v as BracketKind) : 'cfp';

/**
 * /cfb-bracket-participant (admin 'Bracket Participants', an admin route): every participant, picks, score, rank;
 * CSV export.
 */
export function BracketParticipantsPage() {
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const kind = kindFromQuery(params.get('kind'));
  const [offset, setOffset] = useState(0);
  const { data, error, mutate, isValidating } = useParticipants(kind, offset, PAGE, isAdmin);
  useBracketLive(kind, undefined);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE)) : 1;
  const pageNo = Math.floor(offset / PAGE) + 1;

  return (
    <PageFrame
      eyebrow="Admin"
      title="Bracket participants"
      lead="Every fan playing a bracket: picks made, score and rank (live as results are posted)."
      actions={
        <ButtonAnchor href={participantsCsvUrl(kind)} download data-testid="participants-csv">
          Export CSV
        </ButtonAnchor>
      }
    >
      <Tabs role="group" aria-label="Bracket">
        {BRACKET_KINDS.map((k) => (
          <PillToggle
            key={k}
            type="button"
            aria-pressed={k === kind}
            onClick={() => {
              setOffset(0);
              setParams({ kind: k });
            }}
          >
            {BRACKET_TITLES[k]}
          </PillToggle>
        ))}
      </Tabs>
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading participants">
          <Skeleton $h="240px" />
        </div>
      ) : data.total === 0 ? (
        <EmptyState>No fan has made a pick in this bracket yet.</EmptyState>
      ) : (
        <>
          <Scroll aria-busy={isValidating}>
            <Table data-testid="participants-table">
              <caption className="visually-hidden">
                {BRACKET_TITLES[kind]} participants, page {pageNo} of {pages}
              </caption>
              <TableHead columns={['Rank', 'Fan', 'Email', 'Picks', 'Tiebreaker', 'Points']} />
              <tbody>
                {data.participants.map((p) => (
                  <tr key={p.fanId}>
                    <td>{p.rank}</td>
                    <td>
                      <Link to={`/cfb-bracket-participant/${p.fanId}?kind=${kind}`}>{p.name}</Link>
                    </td>
                    <td>{p.email}</td>
                    <td>
                      {p.picksMade} / {p.picksTotal}
                    </td>
                    <td>{p.tiebreaker ?? '—'}</td>
                    <td>{p.score}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          {pages > 1 && (
            <Pager>
              <Button $variant="secondary" disabled={offset === 0} onClick={() => setOffset(offset - PAGE)}>
                Previous
              </Button>
              <span>
                Page {pageNo} of {pages}
              </span>
              <Button
                $variant="secondary"
                disabled={offset + PAGE >= data.total}
                onClick={() => setOffset(offset + PAGE)}
              >
                Next
              </Button>
            </Pager>
          )}
        </>
      )}
    </PageFrame>
  );
}

export const Tabs = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;
const Scroll = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 8px;
`;
const Pager = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
`;
