import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AthleteSearchResult, GameDetail } from '@fanlift/core/web';
import { Avatar, Button, Card, EmptyState, Skeleton } from '../../../ui';
import { SectionTitle } from '../../../ui/layout';
import { errorMessage } from '../../../api/client';
import { useSendLikes } from '../../../shared/send-likes/useSendLikes';
import { useFanSummary, useSession } from '../../../session';
import { formatLikes } from '../../../ui/format';
import { useGamePlayers } from '../api';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  /* The player (photo, name, position and school) on the first row, the give button and its note on the
     second: side by side they overlapped in a 300 px card (the note over the school's name). */
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: 8px 10px;
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
  .act {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
`;

/**
 * One like to a player: the button says what it spends and what the fan has ("Give 1 like · 12 left") before
 * the first tap, and answers with the new balance; each tap is its own send (a new intent after each answer).
 */
function LikeButton({ athlete }: { athlete: AthleteSearchResult }) {
  const { isFan } = useSession();
  const { send, sending, newIntent } = useSendLikes();
  const summary = useFanSummary();
  const balance = summary.data?.balance ?? null;
  const [note, setNote] = useState<string | null>(null);
  const name = `${athlete.user.firstName} ${athlete.user.lastName}`;
  if (!isFan)
    return (
      <span className="act">
        <Link to={`/athletes/${athlete.id}`} aria-label={`View ${name}`}>
          View
        </Link>
      </span>
    );
  return (
    <span className="act">
      <Button
        type="button"
        $small
        $variant="secondary"
        disabled={sending || balance === 0}
        // The accessible name starts with the visible words (WCAG 2.5.3), then says who gets the like.
        aria-label={
          sending
            ? undefined
            : `Give 1 like${balance === null ? '' : ` · ${balance.toLocaleString()} left`} to ${name}`
        }
        onClick={() => {
          setNote(null);
          send({ athleteId: athlete.id }, 1).then(
            (r) => {
              newIntent();
              setNote(`Gave 1 like. You have ${formatLikes(r.balance)} left.`);
            },
            (err: unknown) => setNote(errorMessage(err)),
          );
        }}
      >
        {sending
          ? 'Sending…'
          : `♥ Give 1 like${balance === null ? '' : ` · ${balance.toLocaleString()} left`}`}
      </Button>
      {balance === 0 && !note && (
        <Link to="/wallet/add" className="meta">
          Add likes to give
        </Link>
      )}
      {note && (
        <span role="status" className="meta">
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
