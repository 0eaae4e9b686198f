import { AthleteSearch } from '../components/AthleteSearch';

/** /athletes: every athlete, by ranking, with the standard filters. */
export function AthletesPage() {
  return (
    <AthleteSearch
      endpoint="GET /api/athletes"
      eyebrow="Recruits"
      title="Athletes"
      lead="Browse every recruit on Fanlift. Filter and sort to find the athletes you want to back."
    />
  );
}
