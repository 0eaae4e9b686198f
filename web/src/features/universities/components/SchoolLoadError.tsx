import { errorMessage, type ApiError } from '../../../api/client';
import { Container, ErrorState } from '../../../ui';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';

/** A university page whose school id (or slug) names no school. */
export function SchoolNotFound() {
  return (
    <NotFoundState
      title="University not found"
      links={[
        { to: '/search-universities', label: 'Search universities' },
        { to: '/', label: 'Go to home' },
      ]}
    >
      We could not find that university. The link may be incomplete.
    </NotFoundState>
  );
}

/** A university page that could not load: not found, or the error with a retry. */
export function SchoolLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  if (error.status === 404) return <SchoolNotFound />;
  return (
    <Container>
      <div style={{ padding: '40px 0' }}>
        <ErrorState message={errorMessage(error)} onRetry={onRetry} />
      </div>
    </Container>
  );
}
