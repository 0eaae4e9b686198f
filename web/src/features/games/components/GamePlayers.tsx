import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AthleteSearchResult, GameDetail } from '@fanlift/core/web';
import { Avatar, Button, Card, EmptyState, Skeleton } from '../../../ui';
import { SectionTitle } from '../../../ui/layout';
import { errorMessage } from '../../../api/client';
import { useSendLikes } from '../../../shared/send-likes/useSendLikes';
import { useSession } from '../../../session';
import { useGamePlayers } from '../api';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .who {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    font-size: 14px;
  }
  .who a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy900};
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

function LikeButton({ athlete }: { athlete: AthleteSearchResult }) {
  const { isFan } = useSession();
  const { send, sending } = useSendLikes();
  const [note, setNote] = useState<string | null>(null);
  const name = `${athlete.user.firstName} ${athlete.user.lastName}`;
  if (!isFan)
    return (
      <Link to={`/athletes/${athlete.id}`} aria-label={`View ${name}`}>
        View
      </Link>
    );
  return (
    <span>
      <Button
        type="button"
        $small
        $variant="secondary"
        disabled={sending}
        aria-label={`Like ${name} (1 like)`}
        onClick={() => {
          setNote(null);
          send({ athleteId: athlete.id }, 1).then(
            () => setNote('Liked!'),
            (err: unknown) => setNote(errorMessage(err)),
          );
        }}
      >
        {sending ? 'Sending…' : '♥ Like'}
      </Button>
      {note && (
        <span role="status" className="meta" style={{ display: 'block' }}>
          {note}
        </span>
      )}
    </span>
  );
}

/** The players in the game (looked up by radarAthleteId), each with a like button for fans. */
export function GamePlayers({ game }: { game: GameDetail }) {
  const ids = game.athletes.map((a) => a.radarAthleteId);
  const { data, isLoading } = useGamePlayers(game.sport, ids);
  return (
    <Card aria-labelledby="players-title">
      <SectionTitle id="players-title">Players in this game</SectionTitle>
      {isLoading ? (
        <Skeleton $h="64px" role="status" aria-label="Loading players" />
      ) : !data || data.length === 0 ? (
        <EmptyState>No player profiles for this game yet.</EmptyState>
      ) : (
        <Grid data-testid="game-players">
          {data.map((a) => {
            const name = `${a.user.firstName} ${a.user.lastName}`;
            return (
              <li key={a.id}>
                <Avatar src={a.photoUrl} name={name} />
                <span className="who">
                  <Link to={`/athletes/${a.id}`}>{name}</Link>
                  <span className="meta">
                    {[a.position, a.schools?.[0]?.name].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <LikeButton athlete={a} />
              </li>
            );
          })}
        </Grid>
      )}
    </Card>
  );
}
