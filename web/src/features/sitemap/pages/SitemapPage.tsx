import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../api/client';
import { Card, ErrorState, Skeleton } from '../../../ui';
import { Page, PageHeader } from '../../../ui/layout';

import { useSitemapPage } from '../api';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';

/** /sitemap/{page}: every school and athlete page, paged. */
export function SitemapPage() {
  const { page = '1' } = useParams();
  const valid = /^[1-9]\d{0,5}$/.test(page);
  const { data, error, isLoading, mutate } = useSitemapPage(page);
  if (!valid || error?.status === 404)
    return (
      <NotFoundState
        title="Sitemap page not found"
        links={[
          { to: '/sitemap/1', label: 'Sitemap page 1' },
          { to: '/', label: 'Go to home' },
        ]}
      >
        There is no such sitemap page: the sitemap has fewer pages.
      </NotFoundState>
    );
  return (
    <Page>
      <PageHeader
        eyebrow="Sitemap"
        title="All pages"
        lead={
          data
            ? `Page ${data.page} of ${data.pages} · ${data.total.toLocaleString('en-US')} pages in all`
            : undefined
        }
      />
      {error ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Card>
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} $h="18px" style={{ marginBottom: 10 }} />
          ))}
        </Card>
      ) : (
        <Card>
          <List>
            {data.entries.map((e) => (
              <li key={`${e.type}-${e.id}`}>
                <Link to={e.path}>{e.name}</Link>
                <small>{e.type === 'school' ? 'University' : 'Athlete'}</small>
              </li>
            ))}
          </List>
          <Nav aria-label="Sitemap pages">
            {data.prev ? <Link to={`/sitemap/${data.prev}`}>← Previous</Link> : <span />}
            <span>
              Page {data.page} of {data.pages}
            </span>
            {data.next ? <Link to={`/sitemap/${data.next}`}>Next →</Link> : <span />}
          </Nav>
        </Card>
      )}
    </Page>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  columns: 3 260px;
  column-gap: 24px;
  li {
    break-inside: avoid;
    padding: 4px 0;
    display: flex;
    gap: 8px;
    align-items: baseline;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;
const Nav = styled.nav`
  display: flex;
  justify-content: space-between;
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
`;
