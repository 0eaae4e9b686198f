import { useParams } from 'react-router-dom';
import { parseId } from '../../../shared/route-params/parseId';
import { LiveGameView } from '../components/LiveGameView';

/** /live-game/{gameId}: football (scoreboard, clock, down and distance, play-by-play, players, chat). */
export function LiveGamePage() {
  const { gameId } = useParams();
  return <LiveGameView gameId={parseId(gameId)} sport="football" />;
}

/** /live-game/basketball/{gameId}: periods, box score, players, chat. */
export function BasketballLiveGamePage() {
  const { gameId } = useParams();
  return <LiveGameView gameId={parseId(gameId)} sport="basketball" />;
}
