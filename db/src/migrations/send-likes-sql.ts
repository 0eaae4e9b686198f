/**
 * The parts of `fanlift_apply_send_likes` that 0012 wrote and 0025 kept: the variables, the checks before any write
 * (the command and its payload; the accounts, the cause and the fan's next star) and the answer. Applied migrations
 * run this text: it must stay as it is, to the byte.
 */
export const SEND_LIKES_VARS = `      c commands%ROWTYPE;
      v_fan integer;
      v_athlete integer;
      v_likes integer;
      v_name text;
      v_fan_acc bigint;
      v_fan_bal bigint;
      v_ath_acc bigint;
      v_ath_bal bigint;
      v_given bigint;
      v_star smallint;
      v_journal bigint;
      v_result jsonb;
`;

export const SEND_LIKES_PAYLOAD_CHECKS = `      SELECT * INTO c FROM commands WHERE id = p_command FOR UPDATE;
      IF NOT FOUND OR c.status <> 'pending' OR c.kind <> 'send-likes' OR c.user_id IS NULL THEN RETURN general; END IF;
      IF (SELECT count(*) FROM jsonb_object_keys(c.payload)) <> 3
         OR jsonb_typeof(c.payload->'fanUserId') IS DISTINCT FROM 'number'
         OR jsonb_typeof(c.payload->'athleteId') IS DISTINCT FROM 'number'
         OR jsonb_typeof(c.payload->'likes') IS DISTINCT FROM 'number'
         OR (c.payload->>'fanUserId') !~ '^[1-9][0-9]{0,9}$'
         OR (c.payload->>'athleteId') !~ '^[1-9][0-9]{0,9}$'
         OR (c.payload->>'likes') !~ '^[1-9][0-9]{0,5}$' THEN
        RETURN general;
      END IF;
      IF (c.payload->>'fanUserId')::bigint <> c.user_id OR (c.payload->>'athleteId')::bigint > 2147483647
         OR (c.payload->>'likes')::integer > 100000 THEN
        RETURN general;
      END IF;
      v_fan := c.user_id;
      v_athlete := (c.payload->>'athleteId')::integer;
      v_likes := (c.payload->>'likes')::integer;
`;

export const SEND_LIKES_BALANCE_AND_STAR_CHECKS = `      IF v_fan_acc IS NULL OR v_ath_acc IS NULL OR v_fan_bal < v_likes THEN RETURN general; END IF;
      IF EXISTS (SELECT 1 FROM ledger_journals WHERE cause_key = 'cmd:' || c.id) THEN RETURN general; END IF;

      SELECT likes_given, earned_star INTO v_given, v_star FROM fan_milestones WHERE user_id = v_fan FOR UPDATE;
      IF NOT FOUND
         OR (SELECT count(*) FROM unnest(p_thresholds) t WHERE v_given + v_likes >= t) > v_star THEN
        RETURN general;
      END IF;
`;

export const sendLikesAnswer = (recipientLikes: string): string => `      v_result := jsonb_build_object(
        'likes', v_likes, 'balance', v_fan_bal - v_likes, 'transactionId', w.id, 'journalId', v_journal,
        'athleteId', v_athlete, 'allocationId', NULL, 'schoolId', NULL, 'recipientLikes', ${recipientLikes});
      UPDATE commands SET status = 'applied', result = v_result, error_code = NULL, error_message = NULL,
        applied_at = now(), attempts = attempts + 1
      WHERE id = c.id;
      RETURN jsonb_build_object('path', 'fast', 'fanUserId', v_fan, 'result', v_result, 'wallet', jsonb_build_object(
        'id', w.id, 'type', w.type, 'status', w.status, 'likes', w.likes, 'paymentName', w.payment_name,
        'createdAt', w.created_at));
    END
    $fn$;`;
