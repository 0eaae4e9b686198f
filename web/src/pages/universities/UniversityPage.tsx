import { Navigate, useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';
import { useSession } from '../../session';

/** SPEC §2: without a school id, the fan's first school is used. */
export function UniversityPage() {
  const { schoolId } = useParams();
  const { user } = useSession();
  const first = user?.fanProfile?.schools?.[0]?.schoolId;
  if (!schoolId && first !== undefined) return <Navigate to={`/universities/${first}`} replace />;
  return (
    <PageStub
      icon="school"
      eyebrow={schoolId ? `University #${schoolId}` : undefined}
      description={
        schoolId
          ? 'The university page: its athletes, its fans and the likes they have given.'
          : 'Pick your university in your account to see its page here.'
      }
    />
  );
}
