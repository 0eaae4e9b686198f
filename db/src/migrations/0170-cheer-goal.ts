import type { MigrationFn } from '../migrator';
import { up as restore0160 } from './0160-cheer-one-trip';

/**
 * The cheer statement answers the game's goal (issue 28, the chat bench's pinned-cheer target): `fanlift_cheer_now`
 * (migration 0160) gains `p_goal_thresholds` and answers, besides what it wrote, the game's goal with this cheer's
 * likes (`goal`, read from derived_counts 'game_goal' in the same statement, after game_supporters' trigger added
 * them) and the thresholds it reached that were never celebrated (`celebrate`, recorded in
 * game_goal_celebrations in the same statement, once per game and threshold by its PRIMARY KEY). The realtime
 * node sends the goal inside the cheer's chat message, so the meter moves with the cheer, and no longer sends the
 * whole room a `game:goal` after every cheer: that was a second fan-out to every viewer, the cheer's extra cost
 * against a chat message. Everything else is 0160's, unchanged.
 */
const OLD_SIGNATURE =
  'fanlift_cheer_now(uuid, integer, text, text, jsonb, integer, integer, integer, integer, text, integer, integer, integer[], text)';

const FN = `
    CREATE FUNCTION fanlift_cheer_now(p_command uuid, p_user integer, p_key text, p_hash text, p_payload jsonb,
      p_game integer, p_athlete integer, p_school integer, p_likes integer, p_text text, p_cap integer,
      p_pin_secs integer, p_thresholds integer[], p_sync_hash text, p_goal_thresholds integer[]) RETURNS jsonb
    LANGUAGE plpgsql AS $fn$
    DECLARE
      general CONSTANT jsonb := '{"path":"general"}';
      r record;
      v_status text;
      v_name text;
      v_rkind text := CASE WHEN p_athlete IS NOT NULL THEN 'athlete' ELSE 'school' END;
      v_owner integer := COALESCE(p_athlete, p_school);
      v_day integer;
      v_fan_acc bigint;
      v_fan_bal bigint;
      v_rec_acc bigint;
      v_rec_bal bigint;
      v_given bigint;
      v_star smallint;
      v_journal bigint;
      v_meta jsonb;
      v_pinned timestamptz;
      v_message bigint;
      v_result jsonb;
      v_sync uuid;
      v_goal bigint;
      v_celebrate integer[];
      w wallet_transactions%ROWTYPE;
    BEGIN
      IF (p_athlete IS NULL) = (p_school IS NULL) OR p_likes < 1 OR p_likes > p_cap THEN RETURN general; END IF;
      IF EXISTS (SELECT 1 FROM commands WHERE user_id = p_user AND idempotency_key = p_key) THEN RETURN general; END IF;

      -- The game is live and the recipient is one of its players or schools (db applyCheer's targetOf).
      SELECT g.status,
             CASE WHEN p_athlete IS NOT NULL THEN
               (SELECT ap.full_name FROM athlete_profiles ap
                  JOIN game_athletes ga ON ga.game_id = g.id AND ga.radar_athlete_id = ap.radar_athlete_id
                 WHERE ap.id = p_athlete)
             ELSE (SELECT s.name FROM schools s WHERE s.id = p_school AND s.id IN (g.home_school_id, g.away_school_id))
             END
        INTO v_status, v_name FROM games g WHERE g.id = p_game;
      IF NOT FOUND OR v_status <> 'live' OR v_name IS NULL THEN RETURN general; END IF;

      -- The fan's allowance of the day, locked first as the general path's upsert locks it.
      SELECT likes INTO v_day FROM fan_daily_given
       WHERE user_id = p_user AND day = (now() AT TIME ZONE 'UTC')::date FOR UPDATE;
      IF NOT FOUND OR v_day + p_likes > p_cap THEN RETURN general; END IF;

      -- The accounts as postJournal locks them: the fan's FOR UPDATE, the recipient credited (an athlete: KEY SHARE).
      FOR r IN SELECT * FROM fanlift_ledger_lock(ARRAY['fan:' || p_user, v_rkind || ':' || v_owner],
                                                 ARRAY['update', 'credit'], 'cmd:' || p_command) LOOP
        IF r.journal IS NOT NULL THEN RETURN general; END IF;
        IF r.key = 'fan:' || p_user THEN
          v_fan_acc := r.id;
          v_fan_bal := r.balance;
        ELSE
          v_rec_acc := r.id;
        END IF;
      END LOOP;
      IF v_fan_acc IS NULL OR v_rec_acc IS NULL OR v_fan_bal < p_likes THEN RETURN general; END IF;

      SELECT likes_given, earned_star INTO v_given, v_star FROM fan_milestones WHERE user_id = p_user FOR UPDATE;
      IF NOT FOUND THEN RETURN general; END IF;

      INSERT INTO commands (id, user_id, kind, idempotency_key, request_hash, payload)
      VALUES (p_command, p_user, 'cheer', p_key, p_hash, p_payload);
      UPDATE fan_daily_given SET likes = likes + p_likes
       WHERE user_id = p_user AND day = (now() AT TIME ZONE 'UTC')::date;
      v_meta := jsonb_build_object('athleteId', p_athlete, 'allocationId', NULL, 'schoolId', p_school,
                                   'gameId', p_game, 'cheer', true);
      INSERT INTO ledger_journals (kind, cause_key, command_id, meta)
      VALUES ('send-likes', 'cmd:' || p_command, p_command, v_meta)
      RETURNING id INTO v_journal;
      INSERT INTO ledger_entries (journal_id, account_id, amount)
      VALUES (v_journal, v_fan_acc, -p_likes), (v_journal, v_rec_acc, p_likes);
      UPDATE ledger_accounts SET balance = balance - p_likes WHERE id = v_fan_acc;
      INSERT INTO wallet_transactions (user_id, journal_id, type, status, likes, payment_name, meta)
      VALUES (p_user, v_journal, 'used', 'succeeded', p_likes, 'Cheer for ' || v_name,
              v_meta || jsonb_build_object('commandId', p_command))
      RETURNING * INTO w;
      v_rec_bal := fanlift_derive_gift('send-likes', v_meta, p_user, v_rec_acc, v_rkind, v_owner, p_likes, p_likes);

      -- The game's goal with these likes (derived_counts 'game_goal', kept by game_supporters' trigger just now),
      -- and each threshold it has reached that was never celebrated (recorded once: the PRIMARY KEY).
      v_goal := fanlift_count('game_goal', p_game);
      IF EXISTS (SELECT 1 FROM unnest(p_goal_thresholds) t WHERE t <= v_goal) THEN
        WITH c AS (
          INSERT INTO game_goal_celebrations (game_id, threshold, likes)
          SELECT p_game, t, v_goal FROM unnest(p_goal_thresholds) t WHERE t <= v_goal ORDER BY t
          ON CONFLICT (game_id, threshold) DO NOTHING RETURNING threshold)
        SELECT array_agg(threshold ORDER BY threshold) INTO v_celebrate FROM c;
      END IF;

      v_pinned := date_trunc('milliseconds', now() + make_interval(secs => p_pin_secs));
      INSERT INTO chat_messages (game_id, user_id, text, kind, cheer_likes, cheer_athlete_id, cheer_school_id,
                                 cheer_recipient, pinned_until, command_id)
      VALUES (p_game, p_user, p_text, 'cheer', p_likes, p_athlete, p_school, v_name, v_pinned, p_command)
      RETURNING id INTO v_message;

      v_result := jsonb_build_object(
        'likes', p_likes, 'balance', v_fan_bal - p_likes, 'transactionId', w.id, 'journalId', v_journal,
        'gameId', p_game, 'athleteId', p_athlete, 'schoolId', p_school, 'messageId', v_message,
        'pinnedUntil', to_char(v_pinned AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'givenToday', v_day + p_likes);
      UPDATE commands SET status = 'applied', result = v_result, applied_at = now(), attempts = attempts + 1
       WHERE id = p_command;
      -- A star these likes earn: its award (the star, a spin chance, the email) is a milestone-sync command for
      -- the worker, staged here (the outbox re-driver applies it if nobody enqueues it), not done on this path.
      IF (SELECT count(*) FROM unnest(p_thresholds) t WHERE v_given + p_likes >= t) > v_star THEN
        INSERT INTO commands (id, user_id, kind, idempotency_key, request_hash, payload)
        VALUES (gen_random_uuid(), p_user, 'milestone-sync', 'stars:' || p_command, p_sync_hash,
                jsonb_build_object('userId', p_user))
        RETURNING id INTO v_sync;
      END IF;
      RETURN jsonb_build_object(
        'path', 'fast', 'result', v_result, 'recipientLikes', v_rec_bal,
        'likesGiven', v_given + p_likes, 'earnedStar', v_star, 'starsCommand', v_sync,
        'goal', v_goal, 'celebrate', COALESCE(to_jsonb(v_celebrate), '[]'::jsonb),
        'wallet', jsonb_build_object('id', w.id, 'type', w.type, 'status', w.status, 'likes', w.likes,
                                     'paymentName', w.payment_name, 'createdAt', w.created_at),
        'message', (SELECT to_jsonb(x) FROM (
          SELECT m.id, m.game_id AS "gameId", m.user_id AS "userId", u.first_name AS "firstName",
                 u.last_name AS "lastName", m.text, m.created_at AS "createdAt", m.deleted_at AS "deletedAt", m.kind,
                 m.cheer_likes AS "cheerLikes", m.cheer_athlete_id AS "cheerAthleteId",
                 m.cheer_school_id AS "cheerSchoolId", m.cheer_recipient AS "cheerRecipient",
                 m.pinned_until AS "pinnedUntil"
            FROM chat_messages m JOIN users u ON u.id = m.user_id WHERE m.id = v_message) x));
    END
    $fn$;`;

export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`DROP FUNCTION ${OLD_SIGNATURE}`);
  await sql(FN);
};

export const down: MigrationFn = async (params) => {
  await params.context(`DROP FUNCTION IF EXISTS ${OLD_SIGNATURE.replace(', text)', ', text, integer[])')}`);
  await restore0160(params);
};
