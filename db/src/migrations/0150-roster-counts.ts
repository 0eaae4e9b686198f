import type { MigrationFn } from '../migrator';
import { calcCountsRows } from './calc-counts';

/**
 * A school's athletes per sport, kept (issue 27). A school's roster page read its first page from an index (0110)
 * but counted the school's athletes of the sport on every request, a cost that grows with the roster: at season
 * scale an index-only scan of 4,965 entries for Ohio's football roster, 0.5-1.2 ms (EXPLAIN ANALYZE), twice for the
 * Ohio page; the kept count is one primary-key read, 0.07 ms. The count is now `derived_counts`
 * 'school_athletes:{sport}'
 * by school, kept by statement triggers on `athlete_schools` (a membership made, removed, moved, or its sport copied
 * from the profile by 0110's trigger) in the same transaction; all sports together stays 0023's 'school_athletes'.
 * ledger:check recomputes it (`fanlift_calc_counts()`, check 11) and `fanlift_rebuild_derived()` refills it.
 */
const calcCounts = (withRoster: boolean): string => `
    CREATE OR REPLACE FUNCTION fanlift_calc_counts() RETURNS TABLE (kind text, id bigint, n bigint) LANGUAGE sql STABLE AS $$
${calcCountsRows(true, withRoster)}    $$;
`;

/** Add the rows' counts (sign +1 or -1) per school and sport; a transition table is read only in its event's branch. */
const add = (rows: string, sign: number) => `
        INSERT INTO derived_counts AS c (kind, id, slot, n)
        SELECT 'school_athletes:' || sport, school_id, fanlift_slot(), ${sign} * count(*) FROM ${rows}
         WHERE sport IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (kind, id, slot) DO UPDATE SET n = c.n + EXCLUDED.n;`;

export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE FUNCTION fanlift_tg_roster_counts() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN${add('new_rows', 1)}
      ELSIF TG_OP = 'DELETE' THEN${add('old_rows', -1)}
      ELSE
        WITH d AS (
          SELECT sport, school_id, 1 AS n FROM new_rows WHERE sport IS NOT NULL
          UNION ALL
          SELECT sport, school_id, -1 FROM old_rows WHERE sport IS NOT NULL)
        INSERT INTO derived_counts AS c (kind, id, slot, n)
        SELECT 'school_athletes:' || sport, school_id, fanlift_slot(), sum(n) FROM d
         GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
        ON CONFLICT (kind, id, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER athlete_schools_roster_added AFTER INSERT ON athlete_schools REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fanlift_tg_roster_counts();
    CREATE TRIGGER athlete_schools_roster_removed AFTER DELETE ON athlete_schools REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fanlift_tg_roster_counts();
    CREATE TRIGGER athlete_schools_roster_changed AFTER UPDATE ON athlete_schools
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fanlift_tg_roster_counts();
    INSERT INTO derived_counts (kind, id, slot, n)
    SELECT 'school_athletes:' || sport, school_id, 0, count(*) FROM athlete_schools
     WHERE sport IS NOT NULL GROUP BY 1, 2;
  `);
  await sql(calcCounts(true));
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(calcCounts(false));
  await sql(`
    DROP TRIGGER IF EXISTS athlete_schools_roster_changed ON athlete_schools;
    DROP TRIGGER IF EXISTS athlete_schools_roster_removed ON athlete_schools;
    DROP TRIGGER IF EXISTS athlete_schools_roster_added ON athlete_schools;
    DROP FUNCTION IF EXISTS fanlift_tg_roster_counts();
    DELETE FROM derived_counts WHERE kind LIKE 'school_athletes:%';
  `);
};
