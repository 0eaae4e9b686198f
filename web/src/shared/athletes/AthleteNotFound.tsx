import { NotFoundState } from '../not-found/NotFoundState';

/** An athlete page whose athlete id names no athlete. */
export function AthleteNotFound() {
  return (
    <NotFoundState
      title="Athlete not found"
      links={[
        { to: '/search-athletes', label: 'Search athletes' },
        { to: '/', label: 'Go to home' },
      ]}
    >
      We could not find that athlete. The link may be incomplete, or the profile was removed.
    </NotFoundState>
  );
}
