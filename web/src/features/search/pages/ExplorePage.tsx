import { AthleteSearch } from '../components/AthleteSearch';

/** /explore: advanced athlete search (GET /explore-roster) with every SPEC §3 filter kept in the URL. */
export function ExplorePage() {
  return (
    <AthleteSearch
      endpoint="GET /api/explore-roster"
      eyebrow="Advanced search"
      title="Explore athletes"
      lead="Filter recruits by school, sport, position, class and rating, then back the ones you believe in."
    />
  );
}
