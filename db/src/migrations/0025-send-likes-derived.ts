import type { MigrationFn } from '../migrator';
import {
  SEND_LIKES_BALANCE_AND_STAR_CHECKS,
  SEND_LIKES_PAYLOAD_CHECKS,
  SEND_LIKES_VARS,
  sendLikesAnswer,
} from './send-likes-sql';

/**
 * `fanlift_apply_send_likes` (0012) without the hot row (issue 27 item 4): the athlete's account is no longer locked
 * FOR UPDATE and its likes_received no longer updated by every send. It takes KEY SHARE on the athlete's profile
 * (0023: the athlete's schools stay put until it commits), locks the fan's account, and leaves the athlete's stored
 * balance and every ledger-derived figure to `fanlift_derive_gift` (0022), as postJournal's `fanlift_ledger_derive`
 * does for the same journal. The rest is as in 0012: everything is checked before anything is written, and anything
 * but the common case answers `{"path":"general"}` having written nothing. Likes given are counted by the derive
 * function (not here any more).
 */
const FN = (derived: boolean) => `
    CREATE OR REPLACE FUNCTION fanlift_apply_send_likes(p_command uuid, p_thresholds integer[]) RETURNS jsonb
    LANGUAGE plpgsql AS $fn$
    DECLARE
${SEND_LIKES_VARS}      v_meta jsonb;
      w wallet_transactions%ROWTYPE;
      general CONSTANT jsonb := '{"path":"general"}';
    BEGIN
${SEND_LIKES_PAYLOAD_CHECKS}
      SELECT full_name INTO v_name FROM athlete_profiles WHERE id = v_athlete ${derived ? 'FOR KEY SHARE' : ''};
      IF NOT FOUND THEN RETURN general; END IF;
      SELECT id INTO v_ath_acc FROM ledger_accounts WHERE key = 'athlete:' || v_athlete ${derived ? '' : 'FOR UPDATE'};
      SELECT id, balance INTO v_fan_acc, v_fan_bal FROM ledger_accounts WHERE key = 'fan:' || v_fan FOR UPDATE;
${SEND_LIKES_BALANCE_AND_STAR_CHECKS}
      v_meta := jsonb_build_object('athleteId', v_athlete, 'allocationId', NULL, 'schoolId', NULL);
      INSERT INTO ledger_journals (kind, cause_key, command_id, meta)
      VALUES ('send-likes', 'cmd:' || c.id, c.id, v_meta)
      RETURNING id INTO v_journal;
      INSERT INTO ledger_entries (journal_id, account_id, amount)
      VALUES (v_journal, v_fan_acc, -v_likes), (v_journal, v_ath_acc, v_likes);
      UPDATE ledger_accounts SET balance = balance - v_likes WHERE id = v_fan_acc;
      INSERT INTO wallet_transactions (user_id, journal_id, type, status, likes, payment_name, meta)
      VALUES (v_fan, v_journal, 'used', 'succeeded', v_likes, 'Likes to ' || v_name, v_meta || jsonb_build_object('commandId', c.id))
      RETURNING * INTO w;
      ${
        derived
          ? `v_ath_bal := fanlift_derive_gift('send-likes', v_meta, v_fan, v_ath_acc, 'athlete', v_athlete, v_likes, v_likes);`
          : `UPDATE ledger_accounts SET balance = balance + v_likes WHERE id = v_ath_acc RETURNING balance INTO v_ath_bal;
      UPDATE athlete_profiles SET likes_received = likes_received + v_likes WHERE id = v_athlete;
      UPDATE fan_milestones SET likes_given = likes_given + v_likes, updated_at = now() WHERE user_id = v_fan;`
      }

${sendLikesAnswer('v_ath_bal')}`;

export const up: MigrationFn = async ({ context: sql }) => {
  await sql(FN(true));
};

/** Back to 0012's statement (the athlete's account locked FOR UPDATE in key order, likes counted here). */
export const down: MigrationFn = async ({ context: sql }) => {
  await sql(FN(false));
};
