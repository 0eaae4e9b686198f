import styled, { keyframes } from 'styled-components';

/** A spinning ring, and a centred loading state with a label (a polite live region). */
const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span<{ $size?: number; $light?: boolean }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 20 }) => $size}px;
  height: ${({ $size = 20 }) => $size}px;
  border-radius: 50%;
  border: 2.5px solid ${({ $light }) => ($light ? 'rgba(255,255,255,0.25)' : 'rgba(15,23,42,0.12)')};
  border-top-color: ${({ theme, $light }) => ($light ? '#fff' : theme.colors.accent)};
  animation: ${spin} 0.7s linear infinite;
`;

export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <Centered role="status" aria-live="polite">
      <Spinner $size={28} />
      <span>{label}</span>
    </Centered>
  );
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
