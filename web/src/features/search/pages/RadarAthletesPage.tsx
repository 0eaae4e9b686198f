import { AthleteSearch } from '../components/AthleteSearch';

/** /radar-athletes: recruits on the radar — the athletes fans are backing most. */
export function RadarAthletesPage() {
  return (
    <AthleteSearch
      endpoint="GET /api/athletes/share-likes-search"
      eyebrow="On the radar"
      title="Radar athletes"
      lead="The recruits fans are backing right now. Sorted by likes; change the sort or filters to dig deeper."
      defaults={{ sort: 'likes' }}
    />
  );
}
