import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function SitemapPage() {
  const { page } = useParams();
  return <PageStub icon="map" eyebrow={`Page ${page ?? ''}`} description="An index of Fanlift pages." />;
}
