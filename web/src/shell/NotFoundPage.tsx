import { NotFoundState } from '../shared/not-found/NotFoundState';

/** An address that is no page of the product. */
export function NotFoundPage() {
  return (
    <NotFoundState
      title="We couldn’t find that page"
      documentTitle="Page not found"
      links={[
        { to: '/', label: 'Go to home' },
        { to: '/search-athletes', label: 'Search athletes' },
      ]}
    >
      The link may be broken, or the page may have moved. Let’s get you back in the game.
    </NotFoundState>
  );
}
