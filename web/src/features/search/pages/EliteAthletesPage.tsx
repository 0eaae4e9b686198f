import { AthleteSearch } from '../components/AthleteSearch';

/** /on3-elite-athlete: the 5-star recruits. */
export function EliteAthletesPage() {
  return (
    <AthleteSearch
      endpoint="GET /api/athletes"
      eyebrow="Elite"
      title="Elite 5-star athletes"
      lead="The highest rated recruits in the country. Show them your support."
      fixed={{ ratings: '5' }}
    />
  );
}
