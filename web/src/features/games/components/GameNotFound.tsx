import { SCHEDULE_GAME_PATH } from '@fanlift/core/web';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';

/** A live game or live chat page whose game id names no game. */
export function GameNotFound() {
  return (
    <NotFoundState
      title="Game not found"
      links={[
        { to: SCHEDULE_GAME_PATH, label: 'Game schedule' },
        { to: '/upcoming-games', label: 'Upcoming games' },
      ]}
    >
      We could not find that game. The link may be incomplete, or the game was removed from the schedule.
    </NotFoundState>
  );
}
