import { AthleteSearch } from '../components/AthleteSearch';

/** /search-athletes: public athlete search (GET /athletes/search). */
export function SearchAthletesPage() {
  return (
    <AthleteSearch
      endpoint="GET /api/athletes/search"
      eyebrow="Athletes"
      title="Search athletes"
      lead="Find a recruit by name, school, sport, position, class or rating."
    />
  );
}
