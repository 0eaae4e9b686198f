import { Link } from 'react-router-dom';
import { errorMessage, type ApiError } from '../../../api/client';
import { Container, EmptyState, ErrorState } from '../../../ui';

/** A university page that could not load: "not found" with a way to search, or the error with a retry. */
export function SchoolLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <Container>
      <div style={{ padding: '40px 0' }}>
        {error.status === 404 ? (
          <EmptyState>
            We could not find that university. <Link to="/search-universities">Search universities</Link>
          </EmptyState>
        ) : (
          <ErrorState message={errorMessage(error)} onRetry={onRetry} />
        )}
      </div>
    </Container>
  );
}
