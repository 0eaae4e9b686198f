import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AthleteSearchResult, GameDetail } from '@fanlift/core/web';
import { Avatar, Button, ButtonLink, Card, EmptyState, Skeleton } from '../../../ui';
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
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: 8px;
    padding: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  /* The photo, name, position and school are one link to the profile, 44 px tall at least (a thumb's target;
     the name alone was 21 px). */
  .who {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    min-width: 0;
    font-size: 14px;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.navy900};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  .who .name {
    font-weight: 700;
    text-decoration: underline;
  }
  .who:hover .name {
    text-decoration-thickness: 2px;
  }
  .who .text {
    min-width: 0;
    display: flex;
    flex-direction: column;
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  .act {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
  .act a.meta {
    ${({ theme }) => theme.media.mobile} {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;

/**
 * One like to a player: the button says what it spends and what the fan has ("Give 1 like · 12 left") before
 * the first tap, and answers with the new balance; each tap is its own send (a new intent after each answer).
 */
function LikeButton({ athlete }: { athlete: AthleteSearchResult }) {
  const { isFan, status } = useSession();
  const { send, sending, newIntent } = useSendLikes();
  const summary = useFanSummary();
  const balance = summary.data?.balance ?? null;
  const [note, setNote] = useState<string | null>(null);
  const name = `${athlete.user.firstName} ${athlete.user.lastName}`;
  // A visitor gives through the player's fund page (likes bought there, or sign in there); an athlete or an admin
  // does not give, and the player's name above already links to the profile.
  if (!isFan)
    return status === 'signedOut' ? (
      <span className="act">
        <ButtonLink
          to={`/athletes/${athlete.id}/fund`}
          $small
          $variant="secondary"
          aria-label={`Give likes to ${name}`}
        >
          ♥ Give likes
        </ButtonLink>
      </span>
    ) : null;
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
                <Link className="who" to={`/athletes/${a.id}`}>
                  <Avatar src={a.photoUrl} name={name} />
                  <span className="text">
                    <span className="name">{name}</span>
                    <span className="meta">
                      {[a.position, a.schools?.[0]?.name].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </Link>
                <LikeButton athlete={a} />
              </li>
            );
          })}
        </Grid>
      )}
    </Card>
  );
}
