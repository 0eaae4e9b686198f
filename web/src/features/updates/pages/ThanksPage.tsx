import styled from 'styled-components';
import type { Thank } from '@fanlift/core/web';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { Avatar, Button, ButtonLink, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { formatDateTime } from '../../../ui/format';
import { LiveText, Page, PageHeader, SectionTitle, TwoCol } from '../../../ui/layout';
import { useSession } from '../../../session';
import { useSocketConnect, useSocketEvent } from '../../../socket';
import { useDocumentTitle } from '../../../shared/page-meta/useDocumentTitle';
import { useThanksReceived, useUpdatesFromMyAthletes } from '../../../shared/updates/api';
import { UpdateCard } from '../../../shared/updates/UpdateCard';
import { useState } from 'react';

/** /thanks: the thank-yous athletes sent the fan, and the updates of the athletes they back (live). */
export function ThanksPage() {
  useDocumentTitle('Thanks received');
  const { isFan } = useSession();
  const thanks = useThanksReceived(isFan);
  const updates = useUpdatesFromMyAthletes(isFan);
  const [live, setLive] = useState<string | null>(null);
  useSocketConnect(() => {
    void thanks.mutate();
    void updates.mutate();
  });
  useSocketEvent('athlete:thanks', (p) => {
    setLive(`${p.thank.athlete.name} thanked you`);
    void thanks.mutate();
  });
  useSocketEvent('athlete:update', (p) => {
    setLive(`New update from ${p.update.athlete.name}`);
    void updates.mutate();
  });

  const thankList = thanks.data?.flatMap((p) => p.thanks) ?? [];
  const updateList = updates.data?.flatMap((p) => p.updates) ?? [];
  const moreThanks = !!thanks.data?.[thanks.data.length - 1]?.nextBefore;
  const moreUpdates = !!updates.data?.[updates.data.length - 1]?.nextBefore;
  return (
    <Page>
      <PageHeader
        eyebrow="Your support"
        title="Thanks received"
        lead="The notes athletes sent you, and the updates of the athletes you back."
      />
      <LiveText>{live}</LiveText>
      <TwoCol>
        <Card>
          <SectionTitle>Thank-yous</SectionTitle>
          {thanks.error && !thanks.data ? (
            <ErrorState message={errorMessage(thanks.error)} onRetry={() => void thanks.mutate()} />
          ) : !thanks.data ? (
            <div role="status" aria-busy="true" aria-label="Loading thanks">
              <Skeleton $h="72px" />
            </div>
          ) : thankList.length === 0 ? (
            <EmptyState>
              <span>
                No thank-yous yet. Athletes you back can thank you here.{' '}
                <Link to="/athletes">Find an athlete to back</Link>.
              </span>
            </EmptyState>
          ) : (
            <List data-testid="thanks-received">
              {thankList.map((t) => (
                <ThankItem key={t.id} thank={t} />
              ))}
            </List>
          )}
          {moreThanks && (
            <More type="button" $variant="secondary" onClick={() => void thanks.setSize(thanks.size + 1)}>
              Older thanks
            </More>
          )}
        </Card>
        <Card>
          <SectionTitle>Updates from athletes you back</SectionTitle>
          {updates.error && !updates.data ? (
            <ErrorState message={errorMessage(updates.error)} onRetry={() => void updates.mutate()} />
          ) : !updates.data ? (
            <div role="status" aria-busy="true" aria-label="Loading updates">
              <Skeleton $h="96px" />
            </div>
          ) : updateList.length === 0 ? (
            <EmptyState>No updates yet. When an athlete you back posts one, it shows here.</EmptyState>
          ) : (
            <div data-testid="updates-received">
              {updateList.map((u) => (
                <UpdateCard key={u.id} update={u} showAthlete />
              ))}
            </div>
          )}
          {moreUpdates && (
            <More type="button" $variant="secondary" onClick={() => void updates.setSize(updates.size + 1)}>
              Older updates
            </More>
          )}
        </Card>
      </TwoCol>
      <p>
        <ButtonLink to="/wallet" $variant="secondary">
          Back to my wallet
        </ButtonLink>
      </p>
    </Page>
  );
}

function ThankItem({ thank: t }: { thank: Thank }) {
  return (
    <li data-testid="thank">
      <Avatar src={t.athlete.photoUrl} name={t.athlete.name} size={40} />
      <div>
        <p className="who">
          <Link to={`/athletes/${t.athlete.id}`}>{t.athlete.name}</Link>
          {t.period ? ` thanked every supporter of ${t.period.label}` : ' thanked you'}
        </p>
        <blockquote>{t.note}</blockquote>
        <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
      </div>
    </li>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: 12px;
    padding: 14px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
    padding-top: 0;
  }
  li > div {
    min-width: 0;
  }
  .who {
    margin: 0 0 4px;
    font-weight: 600;
  }
  .who a {
    display: inline-block;
    min-height: 24px;
  }
  blockquote {
    margin: 0 0 4px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  time {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const More = styled(Button)`
  margin-top: 12px;
  min-height: 44px;
`;
