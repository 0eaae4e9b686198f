/**
 * The rows of `fanlift_calc_counts()` (ledger:check's recomputation of the counters): 0026 created the function,
 * 0070 added the game's goal, 0150 a school's athletes per sport. Applied migrations run this text: it must stay as
 * it is, to the byte.
 */
const GOAL_ROWS = `      SELECT 'game_goal', s.game_id, sum(s.likes)::bigint FROM fanlift_calc_game_supporters() s GROUP BY 2
      UNION ALL
`;

const ROSTER_ROWS = `      SELECT 'school_athletes:' || sport, school_id, count(*) FROM athlete_schools WHERE sport IS NOT NULL GROUP BY 1, 2
      UNION ALL
`;

export const calcCountsRows = (
  withGoal: boolean,
  withRoster = false,
): string => `${withRoster ? ROSTER_ROWS : ''}      SELECT 'account_supporters', s.account_id, count(*) FROM fanlift_calc_account_supporters() s GROUP BY 2
      UNION ALL
      SELECT 'school_supporters', s.school_id, count(*) FROM fanlift_calc_school_supporters() s GROUP BY 2
      UNION ALL
      SELECT 'school_athlete_likes', x.school_id, sum(e.amount)::bigint FROM athlete_schools x
        JOIN ledger_accounts la ON la.kind = 'athlete' AND la.owner_id = x.athlete_profile_id
        JOIN ledger_entries e ON e.account_id = la.id GROUP BY 2
      UNION ALL
      SELECT 'allocation_raised', al.id, sum(e.amount)::bigint FROM athlete_allocations al
        JOIN ledger_accounts la ON la.key = 'athlete:' || al.athlete_profile_id
        JOIN ledger_entries e ON e.account_id = la.id
        JOIN ledger_journals j ON j.id = e.journal_id
         AND CASE WHEN j.meta->>'allocationId' ~ '^[0-9]{1,9}$' THEN (j.meta->>'allocationId')::integer END = al.id
       GROUP BY 2
      UNION ALL
      SELECT 'school_fans', school_id, count(*) FROM fan_selected_schools GROUP BY 2
      UNION ALL
      SELECT 'school_athletes', school_id, count(*) FROM athlete_schools GROUP BY 2
      UNION ALL
      SELECT 'game_messages', game_id, count(*) FROM chat_messages WHERE deleted_at IS NULL GROUP BY 2
      UNION ALL
      SELECT 'fans', 0, count(*) FROM users WHERE user_type = 'fan'
      UNION ALL
      SELECT 'athletes', 0, count(*) FROM athlete_profiles
      UNION ALL
${withGoal ? GOAL_ROWS : ''}      SELECT 'athletes', fanlift_sport_id(sport), count(*) FROM athlete_profiles WHERE sport IS NOT NULL GROUP BY 2
`;
