import { useParams } from 'react-router-dom';
import { parsePositiveId as idOf } from '@fanlift/core/web';
import { LiveGameView } from '../components/LiveGameView';

/** /live-game/{gameId}: football (scoreboard, clock, down and distance, play-by-play, players, chat). */
export function LiveGamePage() {
  const { gameId } = useParams();
  return <LiveGameView gameId={idOf(gameId)} sport="football" />;
}

/** /live-game/basketball/{gameId}: periods, box score, players, chat. */
export function BasketballLiveGamePage() {
  const { gameId } = useParams();
  return <LiveGameView gameId={idOf(gameId)} sport="basketball" />;
}
