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
`;

const SHOWN = 3;

/** Cheers pinned above the chat (the longest-pinned first, three at most); each shows how much of its pin is left. */
export function PinnedCheers({ pins, now }: { pins: ChatMessage[]; now: number }) {
  if (!pins.length) return null;
  const shown = [...pins]
    .sort((a, b) => Date.parse(b.cheer!.pinnedUntil) - Date.parse(a.cheer!.pinnedUntil))
    .slice(0, SHOWN);
  return (
    <Bar aria-label="Pinned cheers" data-testid="pinned-cheers">
      {shown.map((m) => {
        const c = m.cheer!;
        const end = Date.parse(c.pinnedUntil);
        const total = Math.max(1, end - Date.parse(m.createdAt));
        const left = Math.max(0, Math.min(100, ((end - now) / total) * 100));
        return (
          <li key={m.id} data-testid="pinned-cheer" data-message-id={m.id}>
            <span className="who">{m.name}</span> cheered{' '}
            <span className="amount">{formatLikes(c.likes)}</span> for {c.recipient.name}
            {m.text && <span className="msg">“{m.text}”</span>}
            <span className="left" style={{ width: `${left}%` }} aria-hidden="true" />
          </li>
        );
      })}
      {pins.length > SHOWN && <li className="more">+{pins.length - SHOWN} more pinned</li>}
    </Bar>
  );
}
