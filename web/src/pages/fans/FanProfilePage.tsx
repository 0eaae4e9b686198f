import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function FanProfilePage() {
  const { fanId } = useParams();
  return (
    <PageStub
      icon="star"
      eyebrow={`Fan #${fanId ?? ''}`}
      description="A fan’s public profile: their schools, stars and the athletes they back."
    />
  );
}
