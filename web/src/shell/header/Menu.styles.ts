import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { popoverPanel } from './popover.styles';

export const Root = styled.div`
  position: relative;
`;

export const Trigger = styled.button<{ $variant: 'nav' | 'account' }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: 600;
  font-size: 15px;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.1);
  }
  ${({ $variant }) =>
    $variant === 'account' &&
    css`
      padding: 0 10px 0 4px;
      border-radius: 999px;
      border: 1px solid rgba(255, 255, 255, 0.18);
    `}
  &:focus-visible {
    outline-color: #8ab4ff;
  }
`;

export const Caret = styled.span<{ $open: boolean }>`
  width: 8px;
  height: 8px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? '2px' : '-2px')})
    rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
  opacity: 0.8;
  transition: transform 0.15s;
`;

export const Popover = styled.div<{ $align: 'left' | 'right' }>`
  position: absolute;
  top: calc(100% + 8px);
  ${({ $align }) => ($align === 'right' ? 'right: 0;' : 'left: 0;')}
  min-width: 240px;
  ${popoverPanel}
`;

export const itemStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: 15px;
  font-weight: 500;
  background: none;
  border: 0;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
`;

export const StyledMenuLink = styled(Link)`
  ${itemStyle}
`;

export const StyledMenuAction = styled.button`
  ${itemStyle}
  font: inherit;
  font-size: 15px;
  font-weight: 500;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;
