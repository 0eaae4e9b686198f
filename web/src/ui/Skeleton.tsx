import styled, { keyframes } from 'styled-components';

/** A shimmering placeholder block of a given height and width (round for avatars). */
const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

export const Skeleton = styled.div<{ $h?: string; $w?: string; $round?: boolean }>`
  height: ${({ $h = '16px' }) => $h};
  width: ${({ $w = '100%' }) => $w};
  max-width: 100%;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.sm)};
  background: linear-gradient(90deg, #e9edf3 0px, #f5f7fa 160px, #e9edf3 320px);
  background-size: 800px 100%;
  animation: ${shimmer} 1.3s linear infinite;
`;
