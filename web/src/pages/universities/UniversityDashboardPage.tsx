import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';
import { useSession } from '../../session';

/** SPEC §2: /dashboard/{schoolId} with an optional active=myuniversity tab; without an id the fan's first school. */
export function UniversityDashboardPage() {
  const { schoolId } = useParams();
  const [params] = useSearchParams();
  const { user } = useSession();
  const first = user?.fanProfile?.schools?.[0]?.schoolId;
  if (!schoolId && first !== undefined) {
    const q = params.toString();
    return <Navigate to={`/dashboard/${first}${q ? `?${q}` : ''}`} replace />;
  }
  const tab = params.get('active');
  return (
    <PageStub
      icon="chart"
      eyebrow={
        schoolId ? `University #${schoolId}${tab === 'myuniversity' ? ' · My University' : ''}` : undefined
      }
      description={
        schoolId
          ? 'The university dashboard: top athletes, top fans and how support is growing.'
          : 'Pick your university in your account to see its dashboard here.'
      }
    />
  );
}
