import styled from 'styled-components';
import { WHEEL_SEGMENTS } from '@fanlift/core/web';

const COLORS = ['#ff5c35', '#1a3563', '#f5b301', '#0e6e4f', '#29497f', '#c2380f'];
const TEXT = ['#06111f', '#ffffff', '#06111f', '#ffffff', '#ffffff', '#ffffff'];
const R = 100;

function slicePath(i: number, n: number): string {
  const a0 = (i / n) * 2 * Math.PI - Math.PI / 2;
  const a1 = ((i + 1) / n) * 2 * Math.PI - Math.PI / 2;
  const p = (a: number) => `${(R + R * Math.cos(a)).toFixed(2)} ${(R + R * Math.sin(a)).toFixed(2)}`;
  return `M ${R} ${R} L ${p(a0)} A ${R} ${R} 0 0 1 ${p(a1)} Z`;
}

/**
 * The wheel of SPEC §9: 12 segments in order, segment 0 starting at the top, clockwise. `rotation` (degrees)
 * brings the server's segment under the pointer; the transition is the spin.
 */
export function Wheel({
  rotation,
  durationMs,
  stoppedAt,
}: {
  rotation: number;
  durationMs: number;
  stoppedAt: number | null;
}) {
  const n = WHEEL_SEGMENTS.length;
  return (
    <Frame>
      <Pointer aria-hidden="true" />
      <Disc
        viewBox="0 0 200 200"
        role="img"
        aria-label={`Wheel with ${n} segments: ${WHEEL_SEGMENTS.join(', ')} credits`}
        data-testid="wheel"
        data-segment={stoppedAt ?? undefined}
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }}
      >
        {WHEEL_SEGMENTS.map((likes, i) => {
          const mid = ((i + 0.5) / n) * 360;
          return (
            <g key={i}>
              <path d={slicePath(i, n)} fill={COLORS[i % COLORS.length]} stroke="#fff" strokeWidth="1" />
              <text
                x={R}
                y={26}
                transform={`rotate(${mid} ${R} ${R})`}
                textAnchor="middle"
                fontSize="15"
                fontWeight="800"
                fill={TEXT[i % TEXT.length]}
              >
                {likes}
              </text>
            </g>
          );
        })}
        <circle cx={R} cy={R} r={14} fill="#fff" stroke="#0a1930" strokeWidth="3" />
      </Disc>
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  width: min(240px, 70vw);
  aspect-ratio: 1;
  margin: 8px auto 0;
`;

const Pointer = styled.span`
  position: absolute;
  top: -6px;
  left: 50%;
  transform: translateX(-50%);
  width: 0;
  height: 0;
  border-left: 12px solid transparent;
  border-right: 12px solid transparent;
  border-top: 22px solid ${({ theme }) => theme.colors.navy900};
  z-index: 1;
`;

const Disc = styled.svg`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  box-shadow: 0 6px 18px rgba(6, 17, 31, 0.25);
  transition-property: transform;
  transition-timing-function: cubic-bezier(0.17, 0.67, 0.21, 1);
  @media (prefers-reduced-motion: reduce) {
    transition-duration: 0ms !important;
  }
`;
