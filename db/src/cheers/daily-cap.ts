import type { Transaction } from 'sequelize';
import { CommandRejectedError } from '../commands/kinds';
import { txQuery } from '../ledger/tx';

/**
 * Take `likes` from the fan's daily allowance of cheers (UTC day) inside the ledger transaction: the fan's row of
 * the day is locked by the upsert, so concurrent cheers of one fan queue here and apply exactly up to the cap.
 * Answers the likes given today with these; refuses (daily_cap_reached, nothing written) above the cap.
 */
export async function takeDailyAllowance(
  t: Transaction,
  userId: number,
  likes: number,
  cap: number,
): Promise<number> {
  const rows =
    likes > cap
      ? []
      : await txQuery<{ likes: number }>(
          t,
          `INSERT INTO fan_daily_given AS d (user_id, day, likes) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2)
           ON CONFLICT (user_id, day) DO UPDATE SET likes = d.likes + EXCLUDED.likes
            WHERE d.likes + EXCLUDED.likes <= $3
           RETURNING likes`,
          [userId, likes, cap],
        );
  if (rows[0]) return Number(rows[0].likes);
  const [given] = await txQuery<{ likes: number }>(
    t,
    `SELECT likes FROM fan_daily_given WHERE user_id = $1 AND day = (now() AT TIME ZONE 'UTC')::date`,
    [userId],
  );
  const left = Math.max(0, cap - Number(given?.likes ?? 0));
  throw new CommandRejectedError(
    'daily_cap_reached',
    left > 0
      ? `Daily cheer limit: you can give ${left} more like${left === 1 ? '' : 's'} in cheers today (limit ${cap} a day).`
      : `Daily cheer limit reached: you have given ${cap} likes in cheers today. It resets at midnight UTC.`,
  );
}
