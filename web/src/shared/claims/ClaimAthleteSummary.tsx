import styled from 'styled-components';
import type { AthleteCard } from '@fanlift/core/web';
import { Avatar, Stars } from '../../ui';
import { capitalise } from '../../ui/format';

/** An athlete card with the athlete's schools. */
export type SummaryAthlete = AthleteCard & { schools: { id: number; name: string; logo: string }[] };

/** A compact athlete card used in the claim flows. */
export function ClaimAthleteSummary({ athlete: a }: { athlete: SummaryAthlete }) {
  const name = `${a.firstName} ${a.lastName}`;
  const bits = [
    capitalise(a.sport),
    a.position,
    a.class ? `Class of ${a.class}` : null,
    a.highSchool,
    a.hometown,
  ].filter(Boolean);
  return (
    <Box data-testid="athlete-summary">
      <Avatar src={a.photoUrl} name={name} size={56} />
      <div className="t">
        <strong>{name}</strong>
        <small>{bits.join(' · ')}</small>
        <span>
          <Stars earnedStar={a.rating ?? 0} />
          {a.schools[0] && (
            <em>
              <img src={a.schools[0].logo} alt="" width={18} height={18} /> {a.schools[0].name}
            </em>
          )}
        </span>
      </div>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
  min-width: 0;
  .t {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.navy900};
    font-size: 17px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  span {
    display: flex;
    align-items: center;
    gap: 10px;
    flex-wrap: wrap;
  }
  em {
    font-style: normal;
    font-size: 13px;
    font-weight: 600;
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  img {
    display: inline-block;
    border-radius: 4px;
  }
`;
