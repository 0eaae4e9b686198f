import styled from 'styled-components';
import { popoverPanel } from './popover.styles';

export const Root = styled.div`
  position: relative;
  width: 100%;
`;

export const InputWrap = styled.div`
  display: flex;
  align-items: center;
  height: 40px;
  /* A thumb's 44 px on a phone (the input inside it was 38 px). */
  ${({ theme }) => theme.media.mobile} {
    height: 46px;
  }
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.1);
  border: 1px solid rgba(255, 255, 255, 0.16);
  color: ${({ theme }) => theme.colors.textOnDark};
  transition:
    background 0.15s,
    border-color 0.15s;
  &:focus-within {
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    border-color: #fff;
    box-shadow: 0 0 0 3px rgba(138, 180, 255, 0.7);
  }
`;

export const SearchIcon = styled.svg`
  width: 18px;
  height: 18px;
  margin-left: 14px;
  flex: none;
  opacity: 0.75;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0 14px 0 10px;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 15px;
  &::placeholder {
    color: currentColor;
    opacity: 0.7;
  }
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

export const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  right: 0;
  min-width: min(420px, calc(100vw - 32px));
  max-height: min(70vh, 560px);
  overflow-y: auto;
  ${popoverPanel}
`;

export const Listbox = styled.div<{ $dim: boolean }>`
  [data-testid='search-option-advanced'] {
    margin-top: 4px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm};
    padding-top: 12px;
  }
  opacity: ${({ $dim }) => ($dim ? 0.6 : 1)};
  transition: opacity 0.15s;
`;

export const Group = styled.div`
  & + & {
    margin-top: 4px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 4px;
  }
`;

export const GroupLabel = styled.div`
  padding: 8px 10px 4px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const OptionRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &[data-active] {
    background: ${({ theme }) => theme.colors.accentSoft};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    font-weight: 600;
    font-size: 15px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

export const Advanced = styled.span`
  width: 100%;
  display: flex;
  justify-content: space-between;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentText};
`;

export const StateRow = styled.div<{ $error?: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 10px;
  font-size: 14px;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;
