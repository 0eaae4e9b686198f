import styled, { keyframes } from 'styled-components';

const COLORS = ['#ff5c35', '#f5b301', '#0e6e4f', '#2563eb', '#c2380f'];
const PIECES = Array.from({ length: 36 }, (_, i) => ({
  left: (i * 37) % 100,
  delay: (i % 9) * 0.12,
  color: COLORS[i % COLORS.length],
  rotate: (i * 47) % 360,
}));

/** Decorative confetti (SPEC §2: with the result, for 5 seconds); hidden from assistive technology. */
export function Confetti() {
  return (
    <Layer aria-hidden="true" data-testid="confetti">
      {PIECES.map((p, i) => (
        <Piece
          key={i}
          style={{
            left: `${p.left}%`,
            background: p.color,
            animationDelay: `${p.delay}s`,
            rotate: `${p.rotate}deg`,
          }}
        />
      ))}
    </Layer>
  );
}

const fall = keyframes`
  from { transform: translateY(-20px) rotate(0deg); opacity: 1; }
  to { transform: translateY(320px) rotate(540deg); opacity: 0; }
`;

const Layer = styled.div`
  pointer-events: none;
  position: absolute;
  inset: 0;
  overflow: hidden;
`;

const Piece = styled.span`
  position: absolute;
  top: 0;
  width: 8px;
  height: 12px;
  border-radius: 2px;
  animation: ${fall} 2.4s ease-in infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 0.8;
  }
`;
