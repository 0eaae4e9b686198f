import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card } from '../../../ui';

export const Hero = styled.section`
  background:
    radial-gradient(1200px 400px at 85% -10%, rgba(255, 92, 53, 0.35), transparent 60%),
    radial-gradient(800px 300px at 0% 110%, rgba(41, 73, 127, 0.8), transparent 60%),
    ${({ theme }) => theme.colors.navy900};
  color: #fff;
`;

export const HeroInner = styled.div`
  padding: 56px 0 64px;
  max-width: 720px;
  h1 {
    font-size: clamp(34px, 6vw, 56px);
    font-weight: 850;
    letter-spacing: -0.03em;
    margin-bottom: 16px;
  }
  p {
    font-size: clamp(16px, 2vw, 19px);
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    max-width: 58ch;
  }
  ${({ theme }) => theme.media.desktop} {
    padding: 88px 0 96px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

/** How Fanlift works: over the hero's foot for a visitor, at the end of the page for someone signed in. */
export const Steps = styled.section<{ $atEnd?: boolean }>`
  display: grid;
  gap: 16px;
  margin: ${({ $atEnd }) => ($atEnd ? '0 0 48px' : '-32px 0 0')};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
    gap: 24px;
  }
`;

export const Step = styled(Card)`
  padding: 24px;
  h2 {
    font-size: 19px;
    margin: 10px 0 6px;
    color: ${({ theme }) => theme.colors.navy900};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StepIcon = styled.span`
  display: inline-flex;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

export const Section = styled.section`
  margin: 48px 0 72px;
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
  h2 {
    font-size: 24px;
    margin: 0;
    color: ${({ theme }) => theme.colors.navy900};
  }
  a {
    font-weight: 600;
    text-decoration: none;
  }
`;

export const Strip = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 168px;
  gap: 12px;
  overflow-x: auto;
  padding: 4px 2px 12px;
  scroll-snap-type: x mandatory;
  ${({ theme }) => theme.media.desktop} {
    grid-auto-flow: row;
    grid-template-columns: repeat(4, 1fr);
    grid-auto-columns: unset;
    gap: 20px;
    overflow: visible;
  }
`;

export const cardStyle = css`
  scroll-snap-align: start;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 6px;
  padding: 20px 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    transform 0.15s,
    box-shadow 0.15s;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadows.popover};
  }
  strong {
    margin-top: 6px;
    font-size: 16px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

export const AthleteCard = styled(Link)`
  ${cardStyle}
`;

export const SkeletonCard = styled.div`
  ${cardStyle}
  &:hover {
    transform: none;
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

export const Raised = styled.span`
  margin-top: 6px;
  font-size: 13px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
  background: #e8f6f0;
  border-radius: 999px;
  padding: 2px 10px;
`;
