import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../../ui';

export const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: #f6f6f6;
`;
export const OhioHeader = styled.header`
  background: #bb0000;
  color: #fff;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
`;
export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 64px;
  flex-wrap: wrap;
  nav {
    display: flex;
    gap: 4px;
    flex-wrap: wrap;
  }
  .balance {
    margin-left: auto;
    background: rgba(0, 0, 0, 0.22);
  }
  .balance .heart {
    color: #fff;
  }
  nav a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: #fff;
    text-decoration: none;
    font-weight: 700;
    font-size: 15px;
    padding: 8px 12px;
    border-radius: 8px;
  }
  nav a:hover {
    background: rgba(255, 255, 255, 0.14);
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 8px 0;
    nav {
      width: 100%;
      overflow-x: auto;
      flex-wrap: nowrap;
    }
    nav a {
      white-space: nowrap;
      font-size: 14px;
      padding: 0 10px;
    }
  }
`;
export const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  color: #fff;
  text-decoration: none;
  img,
  .ph {
    width: 36px;
    height: 36px;
    border-radius: 8px;
    background: #fff;
  }
  span {
    display: flex;
    flex-direction: column;
    line-height: 1.1;
  }
  small {
    font-size: 12px;
    opacity: 0.85;
  }
`;
export const Hero = styled.div`
  background: linear-gradient(135deg, #666666, #2b2b2b);
  color: #fff;
  padding: 48px 0;
  h1 {
    color: #fff;
    font-size: clamp(28px, 5vw, 44px);
    max-width: 22ch;
  }
  p {
    color: #e6e6e6;
    max-width: 60ch;
    font-size: 17px;
  }
  dd {
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
export const Eyebrow = styled.div`
  text-transform: uppercase;
  letter-spacing: 0.1em;
  font-size: 12px;
  font-weight: 800;
  color: #ffb3b3;
  margin-bottom: 8px;
`;
export const Body = styled.div`
  padding: 32px 0 48px;
  flex: 1;
`;
export const UnlockCard = styled(Card)`
  border-top: 5px solid #bb0000;
  h2 {
    font-size: 22px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
export const SportSwitch = styled.div`
  display: inline-flex;
  border: 1.5px solid #bb0000;
  border-radius: 999px;
  overflow: hidden;
  button {
    border: 0;
    background: #fff;
    padding: 8px 18px;
    font-weight: 700;
    cursor: pointer;
    color: #bb0000;
  }
  button[aria-pressed='true'] {
    background: #bb0000;
    color: #fff;
  }
`;
export const LinkRow = styled.div`
  display: flex;
  gap: 20px;
  flex-wrap: wrap;
  a {
    font-weight: 700;
    color: #bb0000;
  }
`;
export const Footer = styled.footer`
  background: #2b2b2b;
  color: #ddd;
  font-size: 14px;
`;
export const FooterInner = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  padding: 20px 0;
  a {
    color: #fff;
    text-decoration: none;
  }
`;
