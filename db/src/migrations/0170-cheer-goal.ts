import type { MigrationFn } from '../migrator';

/**
 * The cheer statement answers the game's goal (issue 28, the chat bench's pinned-cheer target):
 * `fanlift_cheer_with_goal` runs migration 0160's `fanlift_cheer_now` (unchanged: its rows, its locks, its
 * `{"path":"general"}` answer having written nothing) and, when it applied the cheer, adds in the same statement:
 * - `goal`: the game's goal with this cheer's likes, from derived_counts 'game_goal' (game_supporters' trigger added
 *   them a moment before, in the same statement);
 * - `celebrate`: the thresholds it has reached that were never celebrated, recorded now in game_goal_celebrations
 *   (once per game and threshold: its PRIMARY KEY).
 * The realtime node sends the goal inside the cheer's chat message, so the meter moves with the cheer, instead of a
 * `game:goal` to the whole room after every cheer: that was a second fan-out to every viewer, the cheer's extra
 * cost against a chat message.
 */
const FN = `
    CREATE FUNCTION fanlift_cheer_with_goal(p_command uuid, p_user integer, p_key text, p_hash text, p_payload jsonb,
      p_game integer, p_athlete integer, p_school integer, p_likes integer, p_text text, p_cap integer,
      p_pin_secs integer, p_thresholds integer[], p_sync_hash text, p_goal_thresholds integer[]) RETURNS jsonb
    LANGUAGE plpgsql AS $fn$
    DECLARE
      v_out jsonb;
      v_goal bigint;
      v_celebrate integer[];
    BEGIN
      v_out := fanlift_cheer_now(p_command, p_user, p_key, p_hash, p_payload, p_game, p_athlete, p_school, p_likes,
                                 p_text, p_cap, p_pin_secs, p_thresholds, p_sync_hash);
      IF v_out->>'path' <> 'fast' THEN RETURN v_out; END IF;
      v_goal := fanlift_count('game_goal', p_game);
      IF EXISTS (SELECT 1 FROM unnest(p_goal_thresholds) t WHERE t <= v_goal) THEN
        WITH c AS (
          INSERT INTO game_goal_celebrations (game_id, threshold, likes)
          SELECT p_game, t, v_goal FROM unnest(p_goal_thresholds) t WHERE t <= v_goal ORDER BY t
          ON CONFLICT (game_id, threshold) DO NOTHING RETURNING threshold)
        SELECT array_agg(threshold ORDER BY threshold) INTO v_celebrate FROM c;
      END IF;
      RETURN v_out || jsonb_build_object('goal', v_goal, 'celebrate', COALESCE(to_jsonb(v_celebrate), '[]'::jsonb));
    END
    $fn$;`;

export const up: MigrationFn = async ({ context: sql }) => {
  await sql(FN);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(
    `DROP FUNCTION IF EXISTS fanlift_cheer_with_goal(uuid, integer, text, text, jsonb, integer, integer, integer, integer, text, integer, integer, integer[], text, integer[])`,
  );
};
