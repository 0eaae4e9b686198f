import { Link } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { useApi } from '../../../api/routes';
import { ButtonLink, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { formatNumber } from '../../../ui/format';
import { SectionTitle } from '../../../ui/layout';
import { MyList } from '../pages/UniversityDashboardPage.styles';

export function MyUniversity({ currentId }: { currentId: number }) {
  const { data, error, isLoading, mutate } = useApi('GET /api/schools/getMySchoolWithLikes', {});
  if (error) return <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton $h="200px" />;
  if (data.schools.length === 0)
    return (
      <EmptyState>
        <span>You do not follow a university yet.</span>
        <ButtonLink to="/fans/account" $small>
          Choose my university
        </ButtonLink>
      </EmptyState>
    );
  return (
    <Card data-testid="my-university-panel">
      <SectionTitle>
        <span>My universities</span>
        <ButtonLink to="/fans/account" $variant="secondary" $small>
          Edit
        </ButtonLink>
      </SectionTitle>
      <MyList>
        {data.schools.map((s, i) => (
          <li key={s.id} data-current={s.id === currentId}>
            <img src={s.logo} alt="" width={44} height={44} />
            <div className="n">
              <strong>{s.name}</strong>
              <small>
                {i === 0 ? 'My University · ' : ''}
                {formatNumber(s._count.fanSelectedSchools)} fans · {formatNumber(s.totalLikes)} likes
              </small>
            </div>
            {s.id === currentId ? (
              <em>Viewing</em>
            ) : (
              <Link to={`/dashboard/${s.id}?active=myuniversity`}>Open dashboard</Link>
            )}
          </li>
        ))}
      </MyList>
    </Card>
  );
}
