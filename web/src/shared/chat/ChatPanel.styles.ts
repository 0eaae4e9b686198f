import styled from 'styled-components';
import { Card } from '../../ui';
import { visuallyHidden } from '../../ui/visuallyHidden';

/** The chat panel's parts (ChatPanel.tsx): the card, the message log with its "N new messages" pill, the composer. */

export const Panel = styled(Card)<{ $compact?: boolean; $tight?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-height: 420px;
  /* Tight: something sits above the messages (the pinned cheers), so the log gives up that height on a phone and
     the composer stays in the first screen. */
  ${({ theme, $compact, $tight }) =>
    $compact
      ? `${theme.media.mobile} {
          min-height: 0;
          padding: 12px;
          gap: 8px;
          /* The Chat tab names the panel on a phone: its heading is for screen readers only. */
          #chat-title { ${visuallyHidden} }
          ol[data-testid='chat-log'] {
            max-height: clamp(110px, calc(100dvh - ${$tight ? 712 : 640}px), 460px);
          }
        }`
      : ''}
`;

export const LogWrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

/** "N new messages": shown to a reader who scrolled up, instead of moving the log under them. */
export const NewPill = styled.button`
  position: absolute;
  left: 50%;
  bottom: 8px;
  transform: translateX(-50%);
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.navy900};
  color: #fff;
  font: inherit;
  font-weight: 700;
  box-shadow: 0 4px 14px rgba(6, 17, 31, 0.3);
  cursor: pointer;
`;

export const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 4px 0 0;
  flex: 1;
  max-height: 460px;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  li.mine {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  li.cheer {
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
  }
  .head {
    display: flex;
    gap: 8px;
    align-items: baseline;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .name {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy900};
  }
  .text {
    margin: 2px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    word-break: break-word;
  }
`;

export const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  textarea {
    width: 100%;
    min-height: 64px;
    resize: vertical;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: 8px 10px;
    font: inherit;
  }
  .row {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .note {
    min-width: 0;
  }
  /* "Joining the chat…": why Send waits (the spinner keeps its size; the words wrap beside it). */
  .gate:not([hidden]) {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${({ theme }) => theme.colors.navy900};
    font-weight: 600;
  }
  .actions {
    display: flex;
    align-items: center;
    gap: 8px;
    flex: none;
  }
`;

/** A send that failed (under the composer, on the card's surface): the theme's danger text, AA on the surface. */
export const ComposerError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Banner = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
`;
