import type { Transaction } from 'sequelize';
import {
  cheerPayloadSchema,
  pinSeconds,
  type ChatMessageView,
  type CommandResult,
  type PinTier,
  type WalletTransaction,
} from '@fanlift/core';
import { commandCauseKey, CommandRejectedError } from '../commands/kinds';
import type { Command } from '../commands';
import { MESSAGE_COLUMNS, toMessage, type MessageRow } from '../chat/messages';
import { athleteAccount, schoolAccount } from '../ledger/accounts';
import { paidResult, payFromWallet } from '../ledger/sends';
import { txQuery } from '../ledger/tx';
import { recordLikesGiven, type StarsOutcome } from '../rewards/milestones';
import type { EmailLinks } from '../rewards/unsubscribe';
import { takeDailyAllowance } from './daily-cap';

export interface AppliedCheer {
  fanUserId: number;
  result: CommandResult<'cheer'>;
  transaction: WalletTransaction | null;
  stars: StarsOutcome;
  /** The cheer as the chat shows it (broadcast to the game's room after commit). */
  message: ChatMessageView;
  recipientLikes: number;
}

export interface CheerSettings {
  pinTiers: readonly PinTier[];
  dailyCap: number;
  starThresholds: readonly number[];
  links: EmailLinks;
  /** The game goal's thresholds: the one-statement path records the ones a cheer reaches (realtime's settings). */
  goalThresholds?: readonly number[];
}

interface Target {
  status: string;
  name: string | null;
}

/** The game's status and the recipient's name when it is one of the game's players or schools. */
async function targetOf(
  t: Transaction,
  gameId: number,
  to: { athleteId?: number; schoolId?: number },
): Promise<Target | null> {
  const [row] = await txQuery<Target>(
    t,
    `SELECT g.status,
            CASE WHEN $2::int IS NOT NULL THEN
              (SELECT ap.full_name FROM athlete_profiles ap
                 JOIN game_athletes ga ON ga.game_id = g.id AND ga.radar_athlete_id = ap.radar_athlete_id
                WHERE ap.id = $2)
            ELSE (SELECT s.name FROM schools s WHERE s.id = $3 AND s.id IN (g.home_school_id, g.away_school_id))
            END AS name
       FROM games g WHERE g.id = $1`,
    [gameId, to.athleteId ?? null, to.schoolId ?? null],
  );
  return row ?? null;
}

/**
 * A cheer command inside its transaction: the game is live and the recipient is one of its players or schools;
 * the fan's daily allowance takes the likes (row lock, refused above the cap); the likes go through the send
 * path of the ledger (one `send-likes` journal, cause `cmd:<id>`, the fan's `used` transaction, stars); the
 * chat message of kind cheer is written with its pin's end (UNIQUE per command).
 */
export async function applyCheer(t: Transaction, command: Command, s: CheerSettings): Promise<AppliedCheer> {
  const p = cheerPayloadSchema.parse(command.payload);
  if (command.userId !== p.fanUserId)
    throw new CommandRejectedError('forbidden', 'A fan can only spend their own likes');
  const target = await targetOf(t, p.gameId, p);
  if (!target) throw new CommandRejectedError('not_found', 'No such game.');
  if (target.status !== 'live')
    throw new CommandRejectedError('game_not_live', 'Cheers open while the game is live.');
  if (target.name == null)
    throw new CommandRejectedError(
      'not_in_game',
      p.athleteId != null ? 'That player is not in this game.' : 'That school is not playing in this game.',
    );
  const givenToday = await takeDailyAllowance(t, p.fanUserId, p.likes, s.dailyCap);
  const athleteId = p.athleteId ?? null;
  const schoolId = p.schoolId ?? null;
  const meta = { athleteId, allocationId: null, schoolId, gameId: p.gameId, cheer: true };
  const paid = await payFromWallet(t, {
    fanUserId: p.fanUserId,
    to: athleteId != null ? athleteAccount(athleteId) : schoolAccount(schoolId!),
    likes: p.likes,
    cause: { kind: 'send-likes', key: commandCauseKey(command.id), commandId: command.id, meta },
    paymentName: `Cheer for ${target.name}`,
    walletMeta: { commandId: command.id, ...meta },
  });
  const stars = await recordLikesGiven(t, p.fanUserId, p.likes, s.starThresholds, s.links);
  const [row] = await txQuery<MessageRow>(
    t,
    `WITH m AS (
       INSERT INTO chat_messages (game_id, user_id, text, kind, cheer_likes, cheer_athlete_id, cheer_school_id,
                                  cheer_recipient, pinned_until, command_id)
       VALUES ($1, $2, $3, 'cheer', $4, $5, $6, $7, now() + make_interval(secs => $8), $9)
       RETURNING *)
     SELECT ${MESSAGE_COLUMNS} FROM m JOIN users u ON u.id = m.user_id`,
    [
      p.gameId,
      p.fanUserId,
      p.message ?? '',
      p.likes,
      athleteId,
      schoolId,
      target.name,
      pinSeconds(s.pinTiers, p.likes),
      command.id,
    ],
  );
  const message = toMessage(row);
  return {
    fanUserId: p.fanUserId,
    result: {
      ...paidResult(p.likes, paid),
      gameId: p.gameId,
      athleteId,
      schoolId,
      messageId: message.id,
      pinnedUntil: message.cheer!.pinnedUntil,
      givenToday,
    },
    transaction: paid.transaction,
    stars,
    message,
    recipientLikes: paid.recipientBalance ?? 0,
  };
}
