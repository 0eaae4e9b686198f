import styled from 'styled-components';
import { Card } from '../../../ui';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 340px minmax(0, 1fr);
  }
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

export const HowCard = styled(Card)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 16px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
  }
  ul {
    margin: 0;
    padding-left: 18px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
    display: grid;
    gap: 6px;
  }
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const HistoryHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

export const SkeletonRow = styled.div`
  display: flex;
  gap: 16px;
  padding: 14px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  th {
    text-align: left;
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 700;
    padding: 0 12px 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    padding: 14px 12px 14px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  tr:last-child td {
    border-bottom: 0;
  }
  .num {
    text-align: right;
    padding-right: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  td.in {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
  td.out {
    color: ${({ theme }) => theme.colors.navy900};
    font-weight: 700;
  }
  td.desc {
    color: ${({ theme }) => theme.colors.text};
  }
  time {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: grid;
      grid-template-columns: auto auto minmax(0, 1fr) auto;
      grid-template-areas:
        'desc desc desc likes'
        'date date date date'
        'type status . .';
      align-items: center;
      gap: 6px 12px;
      padding: 14px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tr:last-child {
      border-bottom: 0;
    }
    td {
      padding: 0;
      border: 0;
    }
    td[data-label='Description'] {
      grid-area: desc;
      font-weight: 600;
    }
    td[data-label='Likes'] {
      grid-area: likes;
      font-size: 16px;
    }
    td[data-label='Date'] {
      grid-area: date;
      font-size: 13px;
    }
    td[data-label='Status'] {
      grid-area: status;
    }
    td[data-label='Type'] {
      grid-area: type;
    }
  }
`;
