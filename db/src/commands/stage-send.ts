import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { notFound } from '@fanlift/core';
import { poolQuery } from '../ledger/tx';
import {
  canonicalJson,
  requestHash,
  stageCommand,
  toCommand,
  type Command,
  type StageCommandInput,
} from './index';

/**
 * The api's fast path for the hot command (issue 17): a send-likes to an athlete checks that the athlete exists
 * and stages the command in ONE statement (one round trip instead of two). Answers exactly as
 * resolveSendRecipient + stageCommand would: 404 'Athlete not found' when there is no such athlete (nothing
 * staged); the same key with the same body gives the existing command; with another body a conflict (through
 * stageCommand, which the rare replay path falls back to).
 */
export async function stageSendToAthlete(
  sequelize: Sequelize,
  input: StageCommandInput,
  athleteId: number,
): Promise<{ command: Command; created: boolean }> {
  const [row] = await poolQuery<{ found: boolean; cmd: Parameters<typeof toCommand>[0] | null }>(
    sequelize,
    `WITH target AS (SELECT id FROM athlete_profiles WHERE id = $7),
     ins AS (
       INSERT INTO commands (id, user_id, kind, idempotency_key, request_hash, payload)
       SELECT $1, $2, $3, $4, $5, $6::jsonb FROM target
       ON CONFLICT (user_id, idempotency_key) DO NOTHING
       RETURNING *)
     SELECT EXISTS (SELECT 1 FROM target) AS found, (SELECT row_to_json(ins) FROM ins) AS cmd`,
    [
      randomUUID(),
      input.userId,
      input.kind,
      input.idempotencyKey,
      requestHash(input.kind, input.payload),
      canonicalJson(input.payload),
      athleteId,
    ],
    'fanlift_command_stage_send',
  );
  if (!row.found) throw notFound('Athlete not found');
  if (row.cmd) return { command: toCommand(row.cmd), created: true };
  // The key was used before: the existing command, or a conflict (stageCommand decides, inserting nothing).
  return stageCommand(sequelize, input);
}
