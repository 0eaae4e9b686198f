// The page-layout primitives every feature shares (page frame, header, sections, stat tiles, ranked lists, grids):
// one file over 300 lines because they are small styled blocks used together and tuned together at the same
// breakpoints; splitting them would scatter one responsive design across files.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Eyebrow, Skeleton } from '.';

/** Standard page frame: container with vertical rhythm. */
export const PageBody = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(12)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.mobile} {
    padding-top: ${({ theme }) => theme.space(5)};
    gap: ${({ theme }) => theme.space(4)};
  }
`;

export function Page({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Container>
      <PageBody style={narrow ? { maxWidth: 720, margin: '0 auto' } : undefined}>{children}</PageBody>
    </Container>
  );
}

const HeadWrap = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  > div {
    min-width: 0;
  }
  h1 {
    overflow-wrap: anywhere;
    font-size: clamp(26px, 4vw, 36px);
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
    margin: 0;
  }
  p {
    margin: 6px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 62ch;
  }
`;

export function PageHeader({
  title,
  eyebrow,
  lead,
  actions,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <HeadWrap>
      <div>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </HeadWrap>
  );
}

const Actions = styled.div`
  display: flex;
  gap: 10px;
  flex-wrap: wrap;
`;

/** A page with its heading block: Page + PageHeader. */
export function PageFrame({
  eyebrow,
  title,
  lead,
  actions,
  children,
  narrow,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <Page narrow={narrow}>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} actions={actions} />
      {children}
    </Page>
  );
}

export const SectionTitle = styled.h2`
  font-size: 20px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy900};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

/**
 * Two columns on desktop (main + a 360px side), one on mobile. The column divs stack their children with
 * the grid's gap, unless `$plain` (the columns lay out their own children).
 */
export const TwoCol = styled.div<{ $plain?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${({ $plain, theme }) =>
    !$plain &&
    css`
      & > div {
        display: flex;
        flex-direction: column;
        gap: ${theme.space(6)};
        min-width: 0;
      }
      ${theme.media.mobile} {
        gap: ${theme.space(4)};
        & > div {
          gap: ${theme.space(4)};
        }
      }
    `}
`;

export const StatGrid = styled.div<{ $mobileCols?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(${({ $mobileCols = 2 }) => $mobileCols}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    ${({ $mobileCols = 2 }) =>
      $mobileCols > 2
        ? `& > div { padding: 12px; } dt { font-size: 12px; letter-spacing: 0; text-transform: none; } dd { font-size: 20px; }`
        : ''}
  }
`;

/** The loading state of a StatGrid: `count` tile-sized skeletons. */
export function StatGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <StatGrid>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} $h="92px" />
      ))}
    </StatGrid>
  );
}

const TileBox = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  min-width: 0;
  dt {
    font-size: 13px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 6px 0 0;
    font-size: clamp(22px, 3vw, 30px);
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
    overflow-wrap: anywhere;
  }
  /* Three tiles side by side on a phone: a label such as SUPPORTERS fits its tile whole (it broke mid-word). */
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(3)} 10px;
    dt {
      font-size: 11px;
      letter-spacing: 0.02em;
    }
  }
  @media (max-width: 379.98px) {
    dt {
      font-size: 10px;
      letter-spacing: 0;
    }
  }
`;

export function StatTile({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <TileBox>
      <dl style={{ margin: 0 }}>
        <dt>{label}</dt>
        <dd data-testid={testId}>{value}</dd>
      </dl>
    </TileBox>
  );
}

/** Ranked list rows (top fans, top supporters). */
export const RankList = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 0;
  }
  li:last-child {
    border-bottom: 0;
  }
  .rank {
    width: 26px;
    flex: none;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: right;
  }
  .name {
    flex: 1;
    min-width: 0;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.navy900};
    text-decoration: none;
  }
  a.name:hover {
    text-decoration: underline;
  }
  .value {
    flex: none;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accentText};
    font-variant-numeric: tabular-nums;
  }
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy800};
`;

/** Visually hidden live region text. */
export function LiveText({ children }: { children: ReactNode }) {
  return (
    <div className="visually-hidden" aria-live="polite" role="status">
      {children}
    </div>
  );
}

/** A column of blocks with the page's large gap (cards, notices). */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/** Cards in two columns from the desktop breakpoint (one on phones), each titled by an h2. */
export const CardGrid = styled.div`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    font-size: 18px;
    margin: 0 0 8px;
  }
`;
