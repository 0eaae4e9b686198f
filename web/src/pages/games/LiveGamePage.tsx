import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function LiveGamePage() {
  const { gameId } = useParams();
  return (
    <PageStub
      icon="activity"
      eyebrow={`Game #${gameId ?? ''}`}
      description="Follow this game live: score, plays and the players on the field."
    />
  );
}
