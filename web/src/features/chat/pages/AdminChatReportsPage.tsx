import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ChatReportView } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Button, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { Badge, Notice } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format';
import { PageFrame } from '../../../ui/layout';
import { useChatReports, useDeleteChatMessage } from '../api';

/** /admin/chat-reports (admins): fans' open reports of chat messages; an admin deletes a reported message. */
export function AdminChatReportsPage() {
  const reports = useChatReports();
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <PageFrame
      eyebrow="Admin"
      title="Chat reports"
      lead="Messages fans reported in live chats, newest first. Deleting a message removes it for everyone in that chat."
    >
      <div role="status" aria-live="polite">
        {note && <Notice $tone={note.tone}>{note.text}</Notice>}
      </div>
      {reports.error ? (
        <ErrorState message={errorMessage(reports.error)} onRetry={() => void reports.mutate()} />
      ) : !reports.data ? (
        <Skeleton $h="160px" role="status" aria-label="Loading chat reports" />
      ) : reports.data.reports.length === 0 ? (
        <EmptyState>No open reports. Reported chat messages show up here.</EmptyState>
      ) : (
        <List data-testid="chat-reports">
          {reports.data.reports.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              onDone={(tone, text) => {
                setNote({ tone, text });
                if (tone === 'success') void reports.mutate();
              }}
            />
          ))}
        </List>
      )}
    </PageFrame>
  );
}

function ReportCard({
  report,
  onDone,
}: {
  report: ChatReportView;
  onDone: (tone: 'success' | 'error', text: string) => void;
}) {
  const remove = useDeleteChatMessage();
  const [busy, setBusy] = useState(false);
  const { message } = report;
  const onDelete = async () => {
    setBusy(true);
    const r = await remove(message.id);
    setBusy(false);
    onDone(
      r.ok ? 'success' : 'error',
      r.ok ? `Message from ${message.name} deleted.` : (r.message ?? 'That did not work.'),
    );
  };
  return (
    <li data-testid={`chat-report-${report.id}`}>
      <Card aria-label={`Report of a message from ${message.name}`}>
        <Quote>{message.text}</Quote>
        <Facts>
          <dt>Author</dt>
          <dd>{message.name}</dd>
          <dt>Reported by</dt>
          <dd>{report.reporter.name}</dd>
          <dt>Reason</dt>
          <dd>{report.reason}</dd>
          <dt>Game</dt>
          <dd>
            <Link to={`/live-chat/${message.gameId}`}>Game #{message.gameId} chat</Link>
          </dd>
          <dt>Reported</dt>
          <dd>
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
          </dd>
        </Facts>
        {message.deleted ? (
          <Badge $tone="neutral">Message deleted</Badge>
        ) : (
          <Button
            type="button"
            $variant="secondary"
            $small
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void onDelete()}
          >
            {busy ? 'Deleting…' : 'Delete message'}
            <span className="visually-hidden"> from {message.name}</span>
          </Button>
        )}
      </Card>
    </li>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
`;

const Quote = styled.blockquote`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0 0 12px;
  font-size: 14px;
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
