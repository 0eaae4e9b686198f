import { useParams } from 'react-router-dom';
import { LiveGameView } from '../components/LiveGameView';

const idOf = (v: string | undefined) => (v && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : null);

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
