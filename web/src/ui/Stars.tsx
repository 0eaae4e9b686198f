import styled from 'styled-components';
import { starsSplit, STAR_TOTAL } from '@fanlift/core/web';

const StarRow = styled.span`
  display: inline-flex;
  gap: 1px;
  font-size: 16px;
  line-height: 1;
  letter-spacing: 0;
`;
const Star = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.colors.star : theme.colors.starGrey)};
`;

/** SPEC §4: earnedStar yellow stars plus the rest grey. */
export function Stars({ earnedStar }: { earnedStar: number }) {
  const { yellow, grey } = starsSplit(earnedStar);
  return (
    <StarRow role="img" aria-label={`${yellow} of ${STAR_TOTAL} stars`} data-testid="star-progress">
      {Array.from({ length: yellow }, (_, i) => (
        <Star key={`y${i}`} $on aria-hidden="true" data-star="earned">
          ★
        </Star>
      ))}
      {Array.from({ length: grey }, (_, i) => (
        <Star key={`g${i}`} $on={false} aria-hidden="true" data-star="empty">
          ★
        </Star>
      ))}
    </StarRow>
  );
}
