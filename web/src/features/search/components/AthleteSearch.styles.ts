import styled from 'styled-components';
import { Button } from '../../../ui';
import { thumbOnMobile } from '../../../ui/thumb';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
    .filters-card[data-open='false'] {
      display: none;
    }
  }
`;
export const FilterToggle = styled(Button)`
  width: 100%;
  margin-bottom: 12px;
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
export const FilterPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
  }
  legend {
    font-weight: 600;
    font-size: 14px;
    margin-bottom: 6px;
    color: ${({ theme }) => theme.colors.navy900};
  }
  .ratings label,
  .photo {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 4px 0;
    cursor: pointer;
    font-size: 14px;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  .stars {
    color: ${({ theme }) => theme.colors.star};
    letter-spacing: 1px;
  }
  .grey {
    color: ${({ theme }) => theme.colors.starGrey};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
export const ResultsBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-size: 18px;
    color: ${({ theme }) => theme.colors.navy900};
  }
  .sort {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 14px;
    font-weight: 600;
    select {
      width: auto;
      min-height: 38px;
      ${thumbOnMobile}
      padding: 6px 10px;
    }
  }
`;
