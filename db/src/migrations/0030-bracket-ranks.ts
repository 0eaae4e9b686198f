import type { MigrationFn } from '../migrator';

/**
 * Bracket ranks kept by a job (issue 27, DESIGN §5 derived figures): reads stop ranking every entry.
 * - `bracket_ranks`: one row per entry (made by a trigger with the entry). The `brackets.rank` job writes every
 *   row of a bracket at once after a result: score, correct picks, tiebreaker distance from the final's total
 *   (2147483647 while unknown), `rank` (core's rankEntries: ties share) and `position` (1..n in that order, entry
 *   id last), so the leaderboard and the participant pages are index reads on (bracket_id, position) and a fan's
 *   rank is a read of their row. An entry made since the last ranking has rank and position NULL.
 * - `bracket_rank_classes`: the ranking's histogram, entries per (score, distance). A new entry ranks as 1 + the
 *   entries of strictly better classes, without ranking anyone (a new entry scores 0 with no known distance: the
 *   last class, which moves nobody else's rank).
 * - `bracket_entry_counts`: entries per bracket in 16 slots (entry id % 16), kept by triggers: the stored total
 *   without one hot row.
 * - `brackets.rank_seq`: bumped (triggers) whenever what the ranking depends on changes: a bracket game's result
 *   or linked game, a linked game-day game's final score, the points per round, an entry leaving. `ranked_seq`:
 *   the sequence the stored ranking reflects; `rank_requested_at` lets the outbox re-driver enqueue a job that was
 *   not (e.g. a game going final on game day).
 * - `bracket_entries.picks_made`: the entry's pick count, kept by each pick save. The cached `score`/`correct`
 *   and `brackets.scored_key` (scored on read) go.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE brackets
      ADD COLUMN rank_seq bigint NOT NULL DEFAULT 0,
      ADD COLUMN ranked_seq bigint NOT NULL DEFAULT 0,
      ADD COLUMN rank_requested_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN ranked_at timestamptz,
      ADD COLUMN ranked_entries integer NOT NULL DEFAULT 0;

    ALTER TABLE bracket_entries ADD COLUMN picks_made integer NOT NULL DEFAULT 0 CHECK (picks_made >= 0);
    UPDATE bracket_entries e SET picks_made = c.n
      FROM (SELECT entry_id, count(*)::int AS n FROM bracket_picks GROUP BY entry_id) c WHERE c.entry_id = e.id;

    CREATE TABLE bracket_ranks (
      entry_id integer PRIMARY KEY REFERENCES bracket_entries(id) ON DELETE CASCADE,
      bracket_id integer NOT NULL REFERENCES brackets(id) ON DELETE CASCADE,
      score integer NOT NULL DEFAULT 0,
      correct integer NOT NULL DEFAULT 0,
      distance integer NOT NULL DEFAULT 2147483647,
      rank integer,
      position integer,
      CHECK ((rank IS NULL) = (position IS NULL))
    );
    INSERT INTO bracket_ranks (entry_id, bracket_id, score, correct)
      SELECT id, bracket_id, score, correct FROM bracket_entries;
    CREATE INDEX bracket_ranks_order ON bracket_ranks (bracket_id, position) WHERE position IS NOT NULL;
    CREATE INDEX bracket_ranks_unranked ON bracket_ranks (bracket_id, score DESC, distance, entry_id)
      WHERE position IS NULL;

    CREATE TABLE bracket_rank_classes (
      bracket_id integer NOT NULL REFERENCES brackets(id) ON DELETE CASCADE,
      score integer NOT NULL,
      distance integer NOT NULL,
      entries integer NOT NULL,
      PRIMARY KEY (bracket_id, score, distance)
    );

    CREATE TABLE bracket_entry_counts (
      bracket_id integer NOT NULL REFERENCES brackets(id) ON DELETE CASCADE,
      slot smallint NOT NULL,
      entries integer NOT NULL,
      PRIMARY KEY (bracket_id, slot)
    );
    INSERT INTO bracket_entry_counts (bracket_id, slot, entries)
      SELECT bracket_id, id % 16, count(*) FROM bracket_entries GROUP BY 1, 2;

    -- Existing entries are unranked: ask for a ranking (the re-driver enqueues it).
    UPDATE brackets b SET rank_seq = 1 WHERE EXISTS (SELECT 1 FROM bracket_entries e WHERE e.bracket_id = b.id);

    ALTER TABLE bracket_entries DROP COLUMN score, DROP COLUMN correct;
    ALTER TABLE brackets DROP COLUMN scored_key;

    CREATE FUNCTION bracket_entries_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bracket_ranks (entry_id, bracket_id) SELECT id, bracket_id FROM added ON CONFLICT DO NOTHING;
      INSERT INTO bracket_entry_counts AS c (bracket_id, slot, entries)
        SELECT bracket_id, id % 16, count(*) FROM added GROUP BY 1, 2
        ON CONFLICT (bracket_id, slot) DO UPDATE SET entries = c.entries + EXCLUDED.entries;
      RETURN NULL;
    END $$;
    CREATE TRIGGER bracket_entries_added AFTER INSERT ON bracket_entries
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION bracket_entries_added();

    CREATE FUNCTION bracket_entries_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE bracket_entry_counts c SET entries = c.entries - x.n
        FROM (SELECT bracket_id, id % 16 AS slot, count(*)::int AS n FROM removed GROUP BY 1, 2) x
       WHERE c.bracket_id = x.bracket_id AND c.slot = x.slot;
      RETURN NULL;
    END $$;
    CREATE TRIGGER bracket_entries_removed AFTER DELETE ON bracket_entries
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION bracket_entries_removed();

    -- A ranked entry leaving: its class shrinks and the ranks below it move up (a new ranking is requested).
    CREATE FUNCTION bracket_ranks_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE bracket_rank_classes c SET entries = c.entries - x.n
        FROM (SELECT bracket_id, score, distance, count(*)::int AS n FROM removed
               WHERE position IS NOT NULL GROUP BY 1, 2, 3) x
       WHERE c.bracket_id = x.bracket_id AND c.score = x.score AND c.distance = x.distance;
      UPDATE brackets b SET rank_seq = b.rank_seq + 1, rank_requested_at = now(),
                            ranked_entries = b.ranked_entries - x.n
        FROM (SELECT bracket_id, count(*)::int AS n FROM removed WHERE position IS NOT NULL GROUP BY 1) x
       WHERE b.id = x.bracket_id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER bracket_ranks_removed AFTER DELETE ON bracket_ranks
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION bracket_ranks_removed();

    CREATE FUNCTION bracket_results_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE brackets SET rank_seq = rank_seq + 1, rank_requested_at = now() WHERE id = NEW.bracket_id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER bracket_games_results AFTER UPDATE ON bracket_games FOR EACH ROW
      WHEN ((OLD.winner_school_id, OLD.top_score, OLD.bottom_score, OLD.game_id)
            IS DISTINCT FROM (NEW.winner_school_id, NEW.top_score, NEW.bottom_score, NEW.game_id))
      EXECUTE FUNCTION bracket_results_changed();

    -- Game day writes games: a linked game going final (or a final score corrected) is a result.
    CREATE FUNCTION bracket_linked_game_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE brackets b SET rank_seq = b.rank_seq + 1, rank_requested_at = now()
        FROM bracket_games bg WHERE bg.game_id = NEW.id AND b.id = bg.bracket_id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER games_bracket_results AFTER UPDATE ON games FOR EACH ROW
      WHEN ((OLD.status = 'final' OR NEW.status = 'final')
            AND (OLD.status, OLD.home_score, OLD.away_score, OLD.home_school_id, OLD.away_school_id)
                IS DISTINCT FROM (NEW.status, NEW.home_score, NEW.away_score, NEW.home_school_id, NEW.away_school_id))
      EXECUTE FUNCTION bracket_linked_game_changed();

    CREATE FUNCTION bracket_points_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.rank_seq := OLD.rank_seq + 1;
      NEW.rank_requested_at := now();
      RETURN NEW;
    END $$;
    CREATE TRIGGER brackets_points BEFORE UPDATE OF round_points ON brackets FOR EACH ROW
      WHEN (OLD.round_points IS DISTINCT FROM NEW.round_points) EXECUTE FUNCTION bracket_points_changed();
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`
    DROP TRIGGER IF EXISTS brackets_points ON brackets;
    DROP TRIGGER IF EXISTS games_bracket_results ON games;
    DROP TRIGGER IF EXISTS bracket_games_results ON bracket_games;
    DROP TRIGGER IF EXISTS bracket_ranks_removed ON bracket_ranks;
    DROP TRIGGER IF EXISTS bracket_entries_removed ON bracket_entries;
    DROP TRIGGER IF EXISTS bracket_entries_added ON bracket_entries;
    DROP FUNCTION IF EXISTS bracket_points_changed(), bracket_linked_game_changed(), bracket_results_changed(),
      bracket_ranks_removed(), bracket_entries_removed(), bracket_entries_added();

    ALTER TABLE brackets ADD COLUMN scored_key text;
    ALTER TABLE bracket_entries ADD COLUMN score integer NOT NULL DEFAULT 0,
                                ADD COLUMN correct integer NOT NULL DEFAULT 0;
    UPDATE bracket_entries e SET score = r.score, correct = r.correct FROM bracket_ranks r WHERE r.entry_id = e.id;
    CREATE INDEX bracket_entries_board ON bracket_entries (bracket_id, score DESC, id);

    DROP TABLE IF EXISTS bracket_entry_counts;
    DROP TABLE IF EXISTS bracket_rank_classes;
    DROP TABLE IF EXISTS bracket_ranks;
    ALTER TABLE bracket_entries DROP COLUMN picks_made;
    ALTER TABLE brackets DROP COLUMN rank_seq, DROP COLUMN ranked_seq, DROP COLUMN rank_requested_at,
                         DROP COLUMN ranked_at, DROP COLUMN ranked_entries;
  `);
};
