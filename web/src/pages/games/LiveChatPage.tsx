import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function LiveChatPage() {
  const { gameId } = useParams();
  return (
    <PageStub
      icon="chat"
      eyebrow={`Game #${gameId ?? ''}`}
      description="Chat with other fans while the game is on."
    />
  );
}
