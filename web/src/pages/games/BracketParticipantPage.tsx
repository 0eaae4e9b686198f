import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function BracketParticipantPage() {
  const { fanId } = useParams();
  return (
    <PageStub
      icon="award"
      eyebrow={`Fan #${fanId ?? ''}`}
      description="This fan’s bracket picks and score."
    />
  );
}
