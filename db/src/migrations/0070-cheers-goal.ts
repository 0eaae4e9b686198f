import type { MigrationFn } from '../migrator';
import { calcCountsRows } from './calc-counts';

/**
 * Cheers and the game's goal (issue 28 items 2 and 3, DESIGN §5):
 * - `chat_messages` gains cheers: `kind` 'text' | 'cheer', the likes and recipient (athlete or school), the pin's
 *   end and the command that made it (UNIQUE: a cheer command writes one message). A cheer's text may be empty.
 *   Current pins of a game are read through `chat_messages_pins`.
 * - `fan_daily_given`: likes a fan gave in cheers per UTC day; the cheer locks its row (INSERT .. ON CONFLICT DO
 *   UPDATE) in the ledger transaction and refuses above the cap, so concurrent cheers apply exactly up to it.
 * - The goal: likes given during a live game to its players and schools are `game_supporters` (kept from the
 *   ledger in the journal's transaction, 0022); a trigger adds every change of it to derived_counts 'game_goal',
 *   so the meter is one index read and exact with the ledger (ledger:check recomputes game_supporters).
 * - `game_goal_celebrations`: one row per game and threshold crossed (PRIMARY KEY: celebrated once).
 */
/** ledger:check's recomputation of the counters: 0026's, and with the goal. */
const calcCounts = (withGoal: boolean): string => `
    CREATE OR REPLACE FUNCTION fanlift_calc_counts() RETURNS TABLE (kind text, id bigint, n bigint) LANGUAGE sql STABLE AS $$
${calcCountsRows(withGoal)}    $$;
`;

export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE chat_messages
      ADD COLUMN kind text NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'cheer')),
      ADD COLUMN cheer_likes integer CHECK (cheer_likes > 0),
      ADD COLUMN cheer_athlete_id integer REFERENCES athlete_profiles(id) ON DELETE SET NULL,
      ADD COLUMN cheer_school_id integer REFERENCES schools(id) ON DELETE SET NULL,
      ADD COLUMN cheer_recipient text,
      ADD COLUMN pinned_until timestamptz,
      ADD COLUMN command_id uuid UNIQUE,
      ADD CONSTRAINT chat_messages_cheer_shape CHECK (kind = 'text' OR (cheer_likes IS NOT NULL AND pinned_until IS NOT NULL));
    ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_text_check;
    ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_text_check
      CHECK (char_length(text) <= 500 AND (kind = 'cheer' OR char_length(text) >= 1));
    CREATE INDEX chat_messages_pins ON chat_messages (game_id, pinned_until DESC)
      WHERE kind = 'cheer' AND deleted_at IS NULL;
    CREATE INDEX chat_messages_cheer_athlete_id_fk ON chat_messages (cheer_athlete_id) WHERE cheer_athlete_id IS NOT NULL;
    CREATE INDEX chat_messages_cheer_school_id_fk ON chat_messages (cheer_school_id) WHERE cheer_school_id IS NOT NULL;

    CREATE TABLE fan_daily_given (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day date NOT NULL,
      likes integer NOT NULL CHECK (likes >= 0),
      PRIMARY KEY (user_id, day)
    );

    CREATE FUNCTION fanlift_game_goal_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM fanlift_count_add('game_goal', OLD.game_id, -OLD.likes); END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM fanlift_count_add('game_goal', NEW.game_id, NEW.likes); END IF;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER game_supporters_goal AFTER INSERT OR UPDATE OR DELETE ON game_supporters
      FOR EACH ROW EXECUTE FUNCTION fanlift_game_goal_trigger();
    INSERT INTO derived_counts (kind, id, slot, n)
    SELECT 'game_goal', game_id, 0, sum(likes) FROM game_supporters GROUP BY game_id HAVING sum(likes) <> 0;

    CREATE TABLE game_goal_celebrations (
      game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      threshold integer NOT NULL CHECK (threshold > 0),
      likes bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (game_id, threshold)
    );
  `);
  await sql(calcCounts(true));
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(calcCounts(false));
  await sql(`
    DROP TABLE IF EXISTS game_goal_celebrations, fan_daily_given;
    DROP TRIGGER IF EXISTS game_supporters_goal ON game_supporters;
    DROP FUNCTION IF EXISTS fanlift_game_goal_trigger();
    DELETE FROM derived_counts WHERE kind = 'game_goal';
    DROP INDEX IF EXISTS chat_messages_pins, chat_messages_cheer_athlete_id_fk, chat_messages_cheer_school_id_fk;
    DELETE FROM chat_messages WHERE kind = 'cheer';
    ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_text_check, DROP CONSTRAINT chat_messages_cheer_shape;
    ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_text_check CHECK (char_length(text) BETWEEN 1 AND 500);
    ALTER TABLE chat_messages DROP COLUMN kind, DROP COLUMN cheer_likes, DROP COLUMN cheer_athlete_id,
      DROP COLUMN cheer_school_id, DROP COLUMN cheer_recipient, DROP COLUMN pinned_until, DROP COLUMN command_id;
  `);
};
