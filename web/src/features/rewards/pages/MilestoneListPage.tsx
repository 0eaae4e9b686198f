import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api/client';
import { Button, Card, EmptyState, ErrorState, Skeleton, Stars } from '../../../ui';
import { PageFrame } from '../../../ui/layout';
import { ScrollBox } from '../../../ui/table';
import { grantSpinChances, recomputeStars, useProgression } from '../api';
import { thumbOnMobile } from '../../../ui/thumb';

const SORTS = [
  { id: 'stars', label: 'Stars' },
  { id: 'likes', label: 'Likes given' },
  { id: 'name', label: 'Name' },
  { id: 'recent', label: 'Latest star' },
] as const;

/** /milestone/list (admin 'Milestone Progression'): fans with their stars and likes given, sortable, paged. */
export function MilestoneListPage() {
  const [sort, setSort] = useState<(typeof SORTS)[number]['id']>('stars');
  const [page, setPage] = useState(1);
  const { data, error, mutate, isLoading } = useProgression(sort, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (what: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await what());
      window.setTimeout(() => void mutate(), 1500);
    } catch (err) {
      setNotice(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageFrame
      eyebrow="Admin"
      title="Milestone Progression"
      lead="Fans with their stars and the likes they have given."
      actions={
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          data-testid="recompute-stars"
          onClick={() =>
            void act(
              async () => `Recomputing the stars of ${(await recomputeStars()).fans} fans from the ledger.`,
            )
          }
        >
          Recompute stars
        </Button>
      }
    >
      <Notice role="status" data-testid="milestone-notice">
        {notice ?? ''}
      </Notice>
      <Card>
        <Controls>
          <label htmlFor="milestone-sort">Sort by</label>
          <select
            id="milestone-sort"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as typeof sort);
              setPage(1);
            }}
            data-testid="milestone-sort"
          >
            {SORTS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </Controls>
        {error && !data && <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />}
        {isLoading && !data && <Skeleton $h="240px" role="status" aria-label="Loading fans" />}
        {data && data.rows.length === 0 && <EmptyState>No fans yet.</EmptyState>}
        {data && data.rows.length > 0 && (
          <ScrollBox tabIndex={0} role="region" aria-label="Fans and their stars (scrolls sideways)">
            <Table data-testid="milestone-table">
              <thead>
                <tr>
                  <th scope="col">Fan</th>
                  <th scope="col">Stars</th>
                  <th scope="col">Likes given</th>
                  <th scope="col">Latest star</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.userId}>
                    <td>
                      {r.name}
                      <small>{r.email}</small>
                    </td>
                    <td>
                      <Stars earnedStar={r.earnedStar} />
                    </td>
                    <td>{r.likesGiven.toLocaleString()}</td>
                    <td>{r.lastStarAt ? new Date(r.lastStarAt).toLocaleDateString() : '—'}</td>
                    <td>
                      <Button
                        type="button"
                        $variant="ghost"
                        $small
                        disabled={busy}
                        onClick={() =>
                          void act(async () => {
                            const g = await grantSpinChances(r.userId, 1);
                            return `Gave ${r.name} a spin${g.result ? ` (${g.result.chancesLeft} left)` : ''}.`;
                          })
                        }
                      >
                        Give a spin<span className="visually-hidden"> to {r.name}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollBox>
        )}
        <Pager>
          <Button
            type="button"
            $variant="secondary"
            $small
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            type="button"
            $variant="secondary"
            $small
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </Pager>
      </Card>
    </PageFrame>
  );
}

const Notice = styled.p`
  min-height: 20px;
  margin: 0 0 8px;
  font-weight: 600;
`;
const Controls = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-bottom: 12px;
  select {
    min-height: 36px;
    ${thumbOnMobile}
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 0 8px;
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    font-size: 14px;
    /* Wide enough that a name and an email do not break letter by letter: the box scrolls sideways instead. */
    min-width: 600px;
    th,
    td {
      padding: 6px 4px;
    }
  }
`;
const Pager = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: flex-end;
  margin-top: 12px;
`;
