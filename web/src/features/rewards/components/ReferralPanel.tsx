import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useSession } from '../../../session';
import { useSocketEvent } from '../../../socket';
import { InviteTab } from './InviteTab';
import { RewardsTab } from './RewardsTab';
import { SpinTab } from './SpinTab';

/** SPEC §2: hidden on upcoming-games, radar-athletes and the Ohio university page. */
export const REFERRAL_HIDDEN_ON = [
  '/upcoming-games',
  '/upcoming-games-basketball',
  '/radar-athletes',
  '/university/ohio',
];
const TABS = [
  { id: 'invite', label: 'Invite' },
  { id: 'spin', label: 'Spin the wheel' },
  { id: 'rewards', label: 'Rewards' },
] as const;
export type ReferralTabId = (typeof TABS)[number]['id'];

/**
 * The referral panel for onboarded fans, three tabs, opened and closed by the header's rewards control (it
 * opens on Spin when spins wait). It drops from under the header; Escape closes it.
 */
export function ReferralPanel({
  open,
  startTab,
  onClose,
}: {
  open: boolean;
  startTab: ReferralTabId;
  onClose: () => void;
}) {
  const session = useSession();
  const [tab, setTab] = useState<ReferralTabId>(startTab);
  const [news, setNews] = useState<string | null>(null);
  const base = useId();
  useSocketEvent('referral:reward', (p) => setNews(`${p.friendName} joined: +${p.likes} likes and a spin`));
  useEffect(() => {
    if (open) setTab(startTab);
  }, [open, startTab]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!session.isFan || !session.fanOnboarded || !open) return null;

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % TABS.length
        : e.key === 'ArrowLeft'
          ? (i + TABS.length - 1) % TABS.length
          : -1;
    if (next < 0) return;
    e.preventDefault();
    setTab(TABS[next].id);
    document.getElementById(`${base}-tab-${TABS[next].id}`)?.focus();
  };

  return (
    <Panel id="referral-panel" role="region" aria-label="Referral panel" data-testid="referral-panel">
      {news && (
        <News role="status" data-testid="referral-news">
          {news}
        </News>
      )}
      <TabList role="tablist" aria-label="Referral panel">
        {TABS.map((t, i) => (
          <Tab
            key={t.id}
            id={`${base}-tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            aria-controls={`${base}-tabpanel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            data-testid={`referral-tab-${t.id}`}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t.label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${base}-tabpanel-${tab}`} aria-labelledby={`${base}-tab-${tab}`}>
        {tab === 'invite' && <InviteTab />}
        {tab === 'spin' && <SpinTab />}
        {tab === 'rewards' && <RewardsTab />}
      </div>
    </Panel>
  );
}

const Panel = styled.aside`
  position: fixed;
  right: 16px;
  top: calc(var(--header-h, 64px) + 8px);
  z-index: 40;
  width: min(380px, calc(100vw - 32px));
  max-height: calc(100dvh - var(--header-h, 64px) - 24px);
  overflow-y: auto;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 12px 32px rgba(6, 17, 31, 0.3);
`;
const News = styled.p`
  margin: 0 0 8px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
const TabList = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Tab = styled.button`
  flex: 1;
  min-height: 40px;
  border: 0;
  background: none;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 3px solid transparent;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`;
