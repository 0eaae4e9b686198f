/** Shared by the schools tests (not a test file itself). */
import { select } from '../helpers/db';

export interface SchoolBody {
  id: number;
  name: string;
  logo: string;
  slug: string;
  powerFive: boolean;
  _count: { fanSelectedSchools: number; athletes: number };
  likes: number;
  athleteLikes: number;
  totalLikes: number;
  selected?: boolean;
}

/** A school with at least one football athlete, chosen at random (test files share one database). */
export async function schoolWithAthletes(): Promise<{ id: number; name: string }> {
  const [s] = await select<{ id: number; name: string }>(
    `SELECT s.id, s.name FROM schools s
      WHERE (SELECT count(*) FROM athlete_schools x JOIN athlete_profiles a ON a.id = x.athlete_profile_id
              WHERE x.school_id = s.id AND a.sport = 'football') >= 2
      ORDER BY random() LIMIT 1`,
  );
  return s;
}
