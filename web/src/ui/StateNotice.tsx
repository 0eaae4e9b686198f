import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const NoticeBox = styled.div<{ $tone: 'error' | 'info' }>`
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.textMuted)};
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
`;

/**
 * A load or action that failed: the message (role alert) and, when given, a Try again button. `messageId` names the
 * message (e.g. for the aria-describedby of a control it disables).
 */
export function ErrorState({
  message,
  onRetry,
  messageId,
}: {
  message: string;
  onRetry?: () => void;
  messageId?: string;
}) {
  return (
    <NoticeBox $tone="error" role="alert">
      <span id={messageId}>{message}</span>
      {onRetry && (
        <Button type="button" $variant="secondary" $small onClick={onRetry}>
          Try again
        </Button>
      )}
    </NoticeBox>
  );
}

/** Nothing to show yet: a muted note. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <NoticeBox $tone="info">{children}</NoticeBox>;
}
