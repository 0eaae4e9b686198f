import styled, { css } from 'styled-components';
import { coveredInput, LabelledRow } from '../../../ui/choice';

export const Segmented = styled.div`
  display: inline-flex;
  padding: 4px;
  gap: 4px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Segment = styled.label<{ $on: boolean }>`
  position: relative;
  padding: 8px 18px;
  border-radius: 999px;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $on, theme }) =>
    $on &&
    css`
      background: #fff;
      color: ${theme.colors.navy900};
      box-shadow: 0 1px 3px rgba(15, 23, 42, 0.12);
    `}
  ${coveredInput}
`;

export const SearchBlock = LabelledRow;

export const Results = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: grid;
  gap: 6px;
  max-height: 360px;
  overflow: auto;
`;

export const ResultButton = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
  font: inherit;
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  .who {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    span {
      font-size: 13px;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
  .pick {
    font-size: 13px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export const Chosen = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  .who {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
  }
`;

export const Step = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
