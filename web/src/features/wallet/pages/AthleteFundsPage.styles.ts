import styled, { css } from 'styled-components';

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }
`;

export const AsideTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 18px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy900};
`;

export const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const Stat = styled.div`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  strong {
    display: block;
    font-size: 22px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
    font-variant-numeric: tabular-nums;
  }
  span {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Goals = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Goal = styled.article<{ $focused: boolean }>`
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ $focused, theme }) =>
    $focused &&
    css`
      border-color: ${theme.colors.accent};
      background: ${theme.colors.accentSoft};
    `}
  .head {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    align-items: flex-start;
  }
  h3 {
    margin: 0 0 2px;
    font-size: 16px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
  }
  .bar {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 12px;
    align-items: center;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Fans = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  .name {
    flex: 1;
    font-weight: 600;
  }
  .likes {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

export const Rank = styled.span`
  width: 22px;
  text-align: center;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.textMuted};
`;
