import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function BasketballLiveGamePage() {
  const { gameId } = useParams();
  return (
    <PageStub
      icon="activity"
      eyebrow={`Game #${gameId ?? ''}`}
      description="Follow this basketball game live: score, plays and the players on the floor."
    />
  );
}
