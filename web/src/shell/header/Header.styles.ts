/** The site header's styles (Header.tsx lays it out). */
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  background: ${({ theme }) => theme.colors.navy900};
  /* On the dark bar the focus ring is the light blue (3:1 against navy). */
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow:
    0 1px 0 rgba(255, 255, 255, 0.06),
    0 4px 18px rgba(6, 17, 31, 0.25);
`;

export const Inner = styled.div`
  max-width: 1360px;
  margin: 0 auto;
  display: grid;
  align-items: center;
  padding: 10px 16px;
  gap: 10px 12px;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'brand fan burger'
    'search search search';
  ${({ theme }) => theme.media.desktop} {
    padding: 0 16px;
    height: ${({ theme }) => theme.layout.headerHeight};
    gap: 12px;
    grid-template-columns: auto auto minmax(130px, 1fr) auto auto;
    grid-template-areas: 'brand nav search fan account';
  }
  ${({ theme }) => theme.media.lg} {
    padding: 0 24px;
    gap: 16px;
    grid-template-columns: auto auto minmax(180px, 1fr) auto auto;
  }
  /* Signed out, four auth buttons: on small desktops the search moves to a second row. */
  &[data-compact='true'] {
    @media (min-width: ${({ theme }) => theme.breakpoints.md}px) and (max-width: ${({ theme }) =>
        theme.breakpoints.wide - 0.02}px) {
      height: auto;
      padding: 10px 16px;
      grid-template-columns: auto auto 1fr auto;
      grid-template-areas:
        'brand nav . account'
        'search search search search';
    }
  }
`;

export const Brand = styled.div`
  grid-area: brand;
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: #fff;
  text-decoration: none;
  font-weight: 800;
  font-size: 21px;
  letter-spacing: -0.02em;
  svg {
    width: 32px;
    height: 32px;
  }
`;

export const Nav = styled.nav`
  grid-area: nav;
  display: none;
  align-items: center;
  gap: 4px;
  ${({ theme }) => theme.media.desktop} {
    display: flex;
  }
`;

export const TopLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textOnDark};
  ${({ theme }) => theme.media.lg} {
    padding: 0 12px;
  }
  text-decoration: none;
  font-weight: 600;
  font-size: 15px;
  white-space: nowrap;
  &:hover,
  &.active {
    background: rgba(255, 255, 255, 0.1);
  }
`;

export const SearchSlot = styled.div`
  grid-area: search;
  min-width: 0;
  ${({ theme }) => theme.media.desktop} {
    max-width: 440px;
    justify-self: end;
    width: 100%;
  }
  [data-compact='true'] > & {
    @media (min-width: ${({ theme }) => theme.breakpoints.md}px) and (max-width: ${({ theme }) =>
        theme.breakpoints.wide - 0.02}px) {
      max-width: none;
    }
  }
`;

export const FanArea = styled.div`
  grid-area: fan;
  justify-self: end;
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

export const Account = styled.div`
  grid-area: account;
  display: none;
  ${({ theme }) => theme.media.desktop} {
    display: flex;
    align-items: center;
    justify-content: flex-end;
  }
`;

export const Hamburger = styled.button`
  grid-area: burger;
  justify-self: end;
  width: 44px;
  height: 44px;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 5px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  cursor: pointer;
  span {
    display: block;
    width: 22px;
    height: 2px;
    border-radius: 2px;
    background: #fff;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
