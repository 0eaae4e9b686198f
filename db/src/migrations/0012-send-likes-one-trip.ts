import type { MigrationFn } from '../migrator';
import {
  SEND_LIKES_BALANCE_AND_STAR_CHECKS,
  SEND_LIKES_PAYLOAD_CHECKS,
  SEND_LIKES_VARS,
  sendLikesAnswer,
} from './send-likes-sql';

/**
 * The hot command in one round trip (issue 17): `fanlift_apply_send_likes(command, thresholds)` applies a pending
 * send-likes command to an athlete as ONE statement, so it is atomic without BEGIN/COMMIT. It does exactly what the
 * general path does (applySendLikes in db/src/wallet/send-likes.ts through payFromWallet, recordLikesGiven and
 * applyStagedCommand; test/integration/send-paths-compare.test.ts compares their rows), in the same lock order: the
 * command row, the accounts in key order, the fan's milestone row, then
 * the writes (journal `cmd:<id>`, two entries, both stored balances, the athlete's likes_received, the fan's `used`
 * wallet transaction, likes given, the command's outcome).
 *
 * It checks everything before it writes and answers `{"path":"general"}` without writing for anything but the
 * common case: a command not pending or of another kind, a payload other than {fanUserId, athleteId, likes} of
 * the fan, no such athlete, an account row missing, too few likes, the cause already journaled, no milestone row
 * yet, or a send that earns a star (emails, spin chances). The caller then takes the general path, which gives
 * those cases their answers. On the fast path it answers `{"path":"fast", "fanUserId", "result", "wallet"}`.
 */
export const up: MigrationFn = async ({ context: sql }) => {
  await sql(`
    CREATE FUNCTION fanlift_apply_send_likes(p_command uuid, p_thresholds integer[]) RETURNS jsonb
    LANGUAGE plpgsql AS $fn$
    DECLARE
${SEND_LIKES_VARS}      w wallet_transactions%ROWTYPE;
      r record;
      general CONSTANT jsonb := '{"path":"general"}';
    BEGIN
${SEND_LIKES_PAYLOAD_CHECKS}
      SELECT full_name INTO v_name FROM athlete_profiles WHERE id = v_athlete;
      IF NOT FOUND THEN RETURN general; END IF;

      FOR r IN SELECT id, key, balance FROM ledger_accounts
               WHERE key IN ('athlete:' || v_athlete, 'fan:' || v_fan) ORDER BY key FOR UPDATE LOOP
        IF r.key = 'fan:' || v_fan THEN v_fan_acc := r.id; v_fan_bal := r.balance;
        ELSE v_ath_acc := r.id; v_ath_bal := r.balance; END IF;
      END LOOP;
${SEND_LIKES_BALANCE_AND_STAR_CHECKS}
      INSERT INTO ledger_journals (kind, cause_key, command_id, meta)
      VALUES ('send-likes', 'cmd:' || c.id, c.id,
              jsonb_build_object('athleteId', v_athlete, 'allocationId', NULL, 'schoolId', NULL))
      RETURNING id INTO v_journal;
      INSERT INTO ledger_entries (journal_id, account_id, amount)
      VALUES (v_journal, v_fan_acc, -v_likes), (v_journal, v_ath_acc, v_likes);
      UPDATE ledger_accounts SET balance = balance - v_likes WHERE id = v_fan_acc;
      UPDATE ledger_accounts SET balance = balance + v_likes WHERE id = v_ath_acc;
      UPDATE athlete_profiles SET likes_received = likes_received + v_likes WHERE id = v_athlete;
      INSERT INTO wallet_transactions (user_id, journal_id, type, status, likes, payment_name, meta)
      VALUES (v_fan, v_journal, 'used', 'succeeded', v_likes, 'Likes to ' || v_name,
              jsonb_build_object('commandId', c.id, 'athleteId', v_athlete, 'allocationId', NULL, 'schoolId', NULL))
      RETURNING * INTO w;
      UPDATE fan_milestones SET likes_given = likes_given + v_likes, updated_at = now() WHERE user_id = v_fan;

${sendLikesAnswer('v_ath_bal + v_likes')}
  `);
};

export const down: MigrationFn = async ({ context: sql }) => {
  await sql(`DROP FUNCTION IF EXISTS fanlift_apply_send_likes(uuid, integer[])`);
};
