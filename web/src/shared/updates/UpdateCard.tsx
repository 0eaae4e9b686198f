import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AthleteUpdate } from '@fanlift/core/web';
import { Avatar, Button } from '../../ui';
import { Badge } from '../../ui/feedback';
import { formatDateTime } from '../../ui/format';

/** One athlete update: author, time, audience and goal badges, text (never HTML), photo; an admin's hide. */
export function UpdateCard({
  update: u,
  onHide,
  showAthlete = false,
}: {
  update: AthleteUpdate;
  onHide?: (hidden: boolean) => void;
  showAthlete?: boolean;
}) {
  return (
    <Item id={`update-${u.id}`} data-testid="athlete-update" aria-labelledby={`update-${u.id}-by`}>
      <Head>
        <Avatar src={u.athlete.photoUrl} name={u.athlete.name} size={40} />
        <div>
          <strong id={`update-${u.id}-by`}>
            {showAthlete ? (
              <Link to={`/athletes/${u.athlete.id}#update-${u.id}`}>{u.athlete.name}</Link>
            ) : (
              u.athlete.name
            )}
          </strong>
          <time dateTime={u.createdAt}>{formatDateTime(u.createdAt)}</time>
        </div>
      </Head>
      <Badges>
        {u.goal && <Badge $tone="success">Goal reached: {u.goal.name}</Badge>}
        {u.audience === 'supporters' && <Badge $tone="accent">Supporters only</Badge>}
        {u.hidden && <Badge $tone="danger">Hidden by an admin</Badge>}
      </Badges>
      <Text>{u.text}</Text>
      {u.photoUrl && <Photo src={u.photoUrl} alt={`Photo posted by ${u.athlete.name}`} loading="lazy" />}
      {onHide && (
        <Button type="button" $variant="secondary" $small onClick={() => onHide(!u.hidden)}>
          {u.hidden ? 'Show again' : 'Hide update'}
        </Button>
      )}
    </Item>
  );
}

const Item = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  button {
    align-self: flex-start;
    min-height: 44px;
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  div {
    display: flex;
    flex-direction: column;
  }
  time {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  &:empty {
    display: none;
  }
`;
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
`;
const Photo = styled.img`
  max-width: 100%;
  max-height: 420px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;
