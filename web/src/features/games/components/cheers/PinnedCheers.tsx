import styled from 'styled-components';
import type { ChatMessage } from '@fanlift/core/web';
import { formatLikes } from '../../../../ui/format';

const Bar = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  li {
    position: relative;
    overflow: hidden;
    padding: 8px 10px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
    font-size: 14px;
  }
  .who {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy900};
  }
  .amount {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accentText};
  }
  .msg {
    display: block;
    margin-top: 2px;
    overflow-wrap: anywhere;
  }
  li.more {
    border: 0;
    background: none;
    padding: 0 2px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .left {
    position: absolute;
    left: 0;
    bottom: 0;
    height: 3px;
    background: ${({ theme }) => theme.colors.accent};
  }
  /* On a phone: one row that the thumb swipes through, so the composer stays in the first screen. */
  &.strip {
    flex-direction: row;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    gap: 8px;
    li {
      flex: 0 0 min(300px, 88%);
      scroll-snap-align: start;
      padding: 6px 10px 8px;
    }
    li:only-child {
      flex-basis: 100%;
    }
    /* Two lines at most (the whole message is in the chat below). */
    .body {
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
    .msg {
      display: inline;
      margin: 0;
    }
  }
  &.strip:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const SHOWN = 3;

/**
 * Cheers pinned above the chat's messages, the longest-pinned first, each with how much of its pin is left: three at
 * most on a desktop; on a phone (`strip`) every pin in one row that scrolls sideways (the full message is in the chat).
 */
export function PinnedCheers({ pins, now, strip }: { pins: ChatMessage[]; now: number; strip?: boolean }) {
  if (!pins.length) return null;
  const sorted = [...pins].sort(
    (a, b) => Date.parse(b.cheer!.pinnedUntil) - Date.parse(a.cheer!.pinnedUntil),
  );
  const shown = strip ? sorted : sorted.slice(0, SHOWN);
  return (
    <Bar
      aria-label="Pinned cheers"
      data-testid="pinned-cheers"
      className={strip ? 'strip' : undefined}
      // A row that scrolls is reached by the keyboard too (arrow keys scroll it once it has focus).
      tabIndex={strip && pins.length > 1 ? 0 : undefined}
    >
      {shown.map((m) => {
        const c = m.cheer!;
        const end = Date.parse(c.pinnedUntil);
        const total = Math.max(1, end - Date.parse(m.createdAt));
        const left = Math.max(0, Math.min(100, ((end - now) / total) * 100));
        return (
          <li key={m.id} data-testid="pinned-cheer" data-message-id={m.id}>
            <span className="body">
              <span className="who">{m.name}</span> cheered{' '}
              <span className="amount">{formatLikes(c.likes)}</span> for {c.recipient.name}
              {m.text && <span className="msg"> “{m.text}”</span>}
            </span>
            <span className="left" style={{ width: `${left}%` }} aria-hidden="true" />
          </li>
        );
      })}
      {!strip && pins.length > SHOWN && <li className="more">+{pins.length - SHOWN} more pinned</li>}
    </Bar>
  );
}
