import styled from 'styled-components';
import { columnList, markedItem } from '../../../ui/styles';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)} 0;
  [role='tabpanel']:focus-visible {
    outline-offset: 6px;
  }
`;
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space(4)};
  }
`;
export const TabList = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  button {
    border: 0;
    background: none;
    padding: 12px 16px;
    font-weight: 700;
    font-size: 15px;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.navy900};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
  button:hover {
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
export const TextButton = styled.button`
  border: 0;
  background: none;
  font-weight: 600;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.accentText};
  cursor: pointer;
  ${({ theme }) => theme.media.mobile} {
    min-height: 44px;
    padding: 0 8px;
  }
`;
export const TableWrap = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th {
    text-align: left;
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colors.textMuted};
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  .num {
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .rank {
    font-weight: 800;
    color: ${({ theme }) => theme.colors.textMuted};
    width: 40px;
  }
  .who {
    display: flex;
    align-items: center;
    gap: 10px;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.navy900};
    span {
      display: flex;
      flex-direction: column;
    }
    small {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
  ${({ theme }) => theme.media.mobile} {
    .hide-sm {
      display: none;
    }
  }
`;
export const MyList = styled.ul`
  ${columnList()}
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li[data-current='true'] {
    ${markedItem}
  }
  img {
    border-radius: 8px;
    background: #fff;
  }
  .n {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    small {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
  em {
    font-style: normal;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accentText};
    font-size: 14px;
  }
`;
