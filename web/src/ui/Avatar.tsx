import styled from 'styled-components';

const AvatarBox = styled.span<{ $size: number; $square?: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $square, theme }) => ($square ? theme.radii.sm : '50%')};
  background: ${({ theme }) => theme.colors.navy700};
  color: #fff;
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A round (or square) photo, or the name's initials when there is none; decorative (aria-hidden). */
export function Avatar({
  src,
  name,
  size = 36,
  square,
}: {
  src?: string | null;
  name: string;
  size?: number;
  square?: boolean;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((s) => s[0]?.toUpperCase())
    .join('');
  return (
    <AvatarBox $size={size} $square={square} aria-hidden="true">
      {src ? <img src={src} alt="" loading="lazy" /> : initials || '?'}
    </AvatarBox>
  );
}
