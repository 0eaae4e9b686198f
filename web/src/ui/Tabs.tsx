import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabDef<T extends string> {
  id: T;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * ARIA tabs (WAI-ARIA APG, automatic activation): arrow keys, Home and End move between tabs; only the selected
 * tab is in the tab order; each panel is labelled by its tab. Every panel stays mounted (hidden when not
 * selected), so a chat keeps its socket and its scroll while the reader looks at another tab. 44 px targets.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  testId,
}: {
  label: string;
  tabs: readonly TabDef<T>[];
  selected: T;
  onSelect: (id: T) => void;
  testId?: string;
}) {
  const base = useId();
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const n = tabs.length;
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % n
        : e.key === 'ArrowLeft'
          ? (i + n - 1) % n
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? n - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next].id);
    document.getElementById(`${base}-tab-${tabs[next].id}`)?.focus();
  };
  return (
    <>
      <TabList role="tablist" aria-label={label} data-testid={testId}>
        {tabs.map((t, i) => (
          <Tab
            key={t.id}
            id={`${base}-tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={selected === t.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={selected === t.id ? 0 : -1}
            onClick={() => onSelect(t.id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={selected !== t.id}
        >
          {t.panel}
        </div>
      ))}
    </>
  );
}

const TabList = styled.div`
  display: flex;
  gap: 2px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 12px;
`;

const Tab = styled.button`
  /* Widths follow the labels ("Supporters" is wider than "Chat"), so none spills out of its tab on a phone. */
  flex: 1 1 auto;
  min-width: 0;
  min-height: 44px;
  padding: 0 6px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  font-size: 15px;
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 3px solid transparent;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`;
