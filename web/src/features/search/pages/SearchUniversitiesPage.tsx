import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../api/client';
import { Card, EmptyState, ErrorState, GridList, Skeleton } from '../../../ui';

import { useDebounced } from '../../../ui/useDebounced';
import { Page, PageHeader } from '../../../ui/layout';

import { useSchoolList } from '../../../shared/schools/api';
import { SearchField } from '../../../ui/SearchField';
import { formatNumber } from '../../../ui/format';

/** "1 fan", "1,204 fans"; no "0 fans" under every school nobody follows yet. */
function fansLine(n: number): string {
  if (n === 0) return 'No fans yet';
  return `${formatNumber(n)} ${n === 1 ? 'fan' : 'fans'}`;
}

/** /search-universities: find a university by name; the query is kept in the URL (?name=). */
export function SearchUniversitiesPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('name') ?? '');
  const q = useDebounced(text.trim(), 250);
  // The typed name reaches the URL once typing pauses.
  const pushName = useEffectEvent((name: string) => {
    const next = new URLSearchParams(params);
    if (name) next.set('name', name);
    else next.delete('name');
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  });
  useEffect(() => pushName(q), [q]);
  const { data, error, isLoading, mutate } = useSchoolList({ name: q || undefined, limit: 60 });
  return (
    <Page>
      <PageHeader
        eyebrow="Universities"
        title="Search universities"
        lead="Find your school to see its athletes, its fans and the likes they have given."
      />
      <Card style={{ padding: 20 }}>
        <SearchField
          id="uni-search"
          label="University name"
          value={text}
          onChange={setText}
          placeholder="For example: Ohio State, Texas, Alabama"
          testId="university-search-input"
        />
      </Card>
      <div aria-live="polite" role="status" className="visually-hidden">
        {data ? `${data.schools.length} universities` : ''}
      </div>
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <Grid aria-busy="true">
          {Array.from({ length: 9 }, (_, i) => (
            <li key={i}>
              <Skeleton $h="76px" />
            </li>
          ))}
        </Grid>
      ) : !data || data.schools.length === 0 ? (
        <EmptyState>No universities match “{q}”.</EmptyState>
      ) : (
        <Grid data-testid="university-results">
          {data.schools.map((s) => (
            <li key={s.id}>
              <Link to={`/universities/${s.id}`}>
                <img src={s.logo} alt="" width={48} height={48} loading="lazy" />
                <span>
                  <strong>{s.name}</strong>
                  <small>
                    {[s.conference, s._count ? fansLine(s._count.fanSelectedSchools) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </small>
                </span>
              </Link>
            </li>
          ))}
        </Grid>
      )}
    </Page>
  );
}

const Grid = styled(GridList).attrs({ $min: 280, $gap: 12 })`
  a {
    display: flex;
    align-items: center;
    gap: 14px;
    padding: 14px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.card};
    text-decoration: none;
    color: ${({ theme }) => theme.colors.navy900};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  img {
    border-radius: 10px;
    flex: none;
  }
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
