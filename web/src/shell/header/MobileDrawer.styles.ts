import { Link } from 'react-router-dom';
import styled from 'styled-components';

const linkStyle = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
  padding: 8px;
  border-radius: 8px;
  text-decoration: none;
  font-weight: 500;
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  background: rgba(6, 17, 31, 0.55);
  display: flex;
  justify-content: flex-end;
`;

export const Panel = styled.div`
  width: min(360px, 88vw);
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  display: flex;
  flex-direction: column;
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 60px;
  padding: 0 12px 0 20px;
  background: ${({ theme }) => theme.colors.navy900};
  color: #fff;
  font-weight: 700;
`;

export const CloseButton = styled.button`
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: #fff;
  cursor: pointer;
  svg {
    width: 22px;
    height: 22px;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`;

export const PanelBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 8px 0 24px;
`;

export const Section = styled.section`
  padding: 12px 16px;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 4px;
  padding: 0 8px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 4px 8px 12px;
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const DrawerLink = styled(Link)`
  ${linkStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const DrawerAction = styled.button`
  ${linkStyle}
  width: 100%;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 500;
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.danger};
  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;
