/** Live chat persistence (DESIGN §5 chat): messages, history, deletion by admins, reports, the record of mutes. */
import { QueryTypes, type Sequelize } from 'sequelize';
import { CHAT_HISTORY, type ChatMessageView, type ChatMuteView, type ChatReportView } from '@fanlift/core';

export interface MessageRow {
  id: number;
  gameId: number;
  userId: number;
  firstName: string | null;
  lastName: string | null;
  text: string;
  createdAt: Date | string;
  deletedAt?: Date | string | null;
  kind?: string;
  cheerLikes?: number | null;
  cheerAthleteId?: number | null;
  cheerSchoolId?: number | null;
  cheerRecipient?: string | null;
  pinnedUntil?: Date | string | null;
}

/** The name shown beside a message: first name and last initial (never the email). */
export function chatName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (!first && !last) return 'Fan';
  return last ? `${first || 'Fan'} ${last[0].toUpperCase()}.` : first;
}

export const toMessage = (r: MessageRow): ChatMessageView => ({
  id: Number(r.id),
  gameId: r.gameId,
  userId: r.userId,
  name: chatName(r.firstName, r.lastName),
  text: r.text,
  createdAt: new Date(r.createdAt).toISOString(),
  ...(r.kind === 'cheer' && r.cheerLikes != null && r.pinnedUntil != null
    ? {
        cheer: {
          likes: r.cheerLikes,
          recipient: {
            kind: r.cheerSchoolId != null ? ('school' as const) : ('athlete' as const),
            id: r.cheerSchoolId ?? r.cheerAthleteId ?? null,
            name: r.cheerRecipient ?? '',
          },
          pinnedUntil: new Date(r.pinnedUntil).toISOString(),
        },
      }
    : {}),
});

/** The columns of a message as MessageRow names them (`m` the message, `u` its author). */
export const MESSAGE_COLUMNS = `m.id, m.game_id AS "gameId", m.user_id AS "userId", u.first_name AS "firstName",
    u.last_name AS "lastName", m.text, m.created_at AS "createdAt", m.deleted_at AS "deletedAt", m.kind,
    m.cheer_likes AS "cheerLikes", m.cheer_athlete_id AS "cheerAthleteId", m.cheer_school_id AS "cheerSchoolId",
    m.cheer_recipient AS "cheerRecipient", m.pinned_until AS "pinnedUntil"`;

const SELECT = `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.user_id`;

/**
 * Store a message. With a `clientId` it is stored once per user and client id: the same id again (a client's retry
 * after a lost acknowledgement) stores nothing and answers null; `chatMessageByClientId` finds the stored one.
 */
export async function insertChatMessage(
  sequelize: Sequelize,
  input: { gameId: number; userId: number; text: string; clientId?: string },
): Promise<ChatMessageView | null> {
  const [row] = await sequelize.query<MessageRow>(
    `WITH m AS (INSERT INTO chat_messages (game_id, user_id, text, client_id) VALUES ($1, $2, $3, $4)
                ON CONFLICT (user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
                RETURNING id, game_id, user_id, text, created_at)
     SELECT m.id, m.game_id AS "gameId", m.user_id AS "userId", u.first_name AS "firstName",
            u.last_name AS "lastName", m.text, m.created_at AS "createdAt"
       FROM m JOIN users u ON u.id = m.user_id`,
    { bind: [input.gameId, input.userId, input.text, input.clientId ?? null], type: QueryTypes.SELECT },
  );
  return row ? toMessage(row) : null;
}

/** The message a user sent under a client id, if any (deleted ones too: `deletedAt` says so). */
export async function chatMessageByClientId(
  sequelize: Sequelize,
  userId: number,
  clientId: string,
): Promise<(ChatMessageView & { deleted: boolean }) | null> {
  const [row] = await sequelize.query<MessageRow>(`${SELECT} WHERE m.user_id = $1 AND m.client_id = $2`, {
    bind: [userId, clientId],
    type: QueryTypes.SELECT,
  });
  return row ? { ...toMessage(row), deleted: row.deletedAt != null } : null;
}

/** The last `limit` messages of a game that were not deleted, oldest first. */
export async function chatHistory(
  sequelize: Sequelize,
  gameId: number,
  limit = CHAT_HISTORY,
): Promise<ChatMessageView[]> {
  const rows = await sequelize.query<MessageRow>(
    `${SELECT} WHERE m.game_id = $1 AND m.deleted_at IS NULL ORDER BY m.id DESC LIMIT $2`,
    { bind: [gameId, limit], type: QueryTypes.SELECT },
  );
  return rows.reverse().map(toMessage);
}

/** Messages after `sinceId` (oldest first, at most `limit`): what a client missed while it was away. */
export async function chatMessagesSince(
  sequelize: Sequelize,
  gameId: number,
  sinceId: number,
  limit = 200,
): Promise<ChatMessageView[]> {
  const rows = await sequelize.query<MessageRow>(
    `${SELECT} WHERE m.game_id = $1 AND m.id > $2 AND m.deleted_at IS NULL ORDER BY m.id LIMIT $3`,
    { bind: [gameId, sinceId, limit], type: QueryTypes.SELECT },
  );
  return rows.map(toMessage);
}

/** Mark a message deleted (admins); answers it (with its game) or null when there is no such message. */
export async function deleteChatMessage(
  sequelize: Sequelize,
  messageId: number,
  adminUserId: number,
): Promise<{ id: number; gameId: number } | null> {
  const rows = await sequelize.query<{ id: number; gameId: number }>(
    `UPDATE chat_messages SET deleted_at = COALESCE(deleted_at, now()), deleted_by = COALESCE(deleted_by, $2)
      WHERE id = $1 RETURNING id, game_id AS "gameId"`,
    { bind: [messageId, adminUserId], type: QueryTypes.SELECT },
  );
  return rows[0] ?? null;
}

export async function countChatMessages(
  sequelize: Sequelize,
  gameIds: number[],
): Promise<Map<number, number>> {
  if (!gameIds.length) return new Map();
  const rows = await sequelize.query<{ gameId: number; n: number }>(
    // Messages not deleted per game: derived_counts 'game_messages', kept by a trigger (migration 0023).
    `SELECT id::int AS "gameId", sum(n)::int AS n FROM derived_counts
      WHERE kind = 'game_messages' AND id = ANY($1::int[]) GROUP BY id`,
    { bind: [gameIds], type: QueryTypes.SELECT },
  );
  return new Map(rows.map((r) => [r.gameId, r.n]));
}

/** A fan reports a message (once per fan and message; a second report answers created: false). */
export async function reportChatMessage(
  sequelize: Sequelize,
  input: { messageId: number; reporterId: number; reason: string },
): Promise<{ created: boolean } | null> {
  const exists = await sequelize.query('SELECT 1 FROM chat_messages WHERE id = $1', {
    bind: [input.messageId],
    type: QueryTypes.SELECT,
  });
  if (!exists.length) return null;
  const rows = await sequelize.query(
    `INSERT INTO chat_reports (message_id, reporter_id, reason) VALUES ($1, $2, $3)
     ON CONFLICT (message_id, reporter_id) DO NOTHING RETURNING id`,
    { bind: [input.messageId, input.reporterId, input.reason], type: QueryTypes.SELECT },
  );
  return { created: rows.length > 0 };
}

export async function listChatReports(sequelize: Sequelize, limit = 100): Promise<ChatReportView[]> {
  const rows = await sequelize.query<
    MessageRow & {
      reportId: number;
      reason: string;
      reportedAt: Date | string;
      reporterId: number;
      rFirst: string | null;
      rLast: string | null;
    }
  >(
    `SELECT r.id AS "reportId", r.reason, r.created_at AS "reportedAt", r.reporter_id AS "reporterId",
            ru.first_name AS "rFirst", ru.last_name AS "rLast",
            m.id, m.game_id AS "gameId", m.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",
            m.text, m.created_at AS "createdAt", m.deleted_at AS "deletedAt"
       FROM chat_reports r JOIN chat_messages m ON m.id = r.message_id JOIN users u ON u.id = m.user_id
       JOIN users ru ON ru.id = r.reporter_id
      WHERE r.resolved_at IS NULL ORDER BY r.id DESC LIMIT $1`,
    { bind: [limit], type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({
    id: r.reportId,
    reason: r.reason,
    createdAt: new Date(r.reportedAt).toISOString(),
    reporter: { id: r.reporterId, name: chatName(r.rFirst, r.rLast) },
    message: { ...toMessage(r), deleted: r.deletedAt != null },
  }));
}

/** The durable record of a mute (Redis holds the active one for every realtime node). */
export async function recordChatMute(
  sequelize: Sequelize,
  input: { userId: number; gameId: number | null; mutedBy: number; reason: string; until: Date },
): Promise<ChatMuteView> {
  await sequelize.query(
    `INSERT INTO chat_mutes (user_id, game_id, muted_by, reason, until) VALUES ($1, $2, $3, $4, $5)`,
    { bind: [input.userId, input.gameId, input.mutedBy, input.reason, input.until.toISOString()] },
  );
  return { userId: input.userId, reason: input.reason, until: input.until.toISOString() };
}

export async function liftChatMutes(sequelize: Sequelize, userId: number): Promise<void> {
  await sequelize.query(
    `UPDATE chat_mutes SET lifted_at = now() WHERE user_id = $1 AND lifted_at IS NULL AND until > now()`,
    {
      bind: [userId],
    },
  );
}

/** The user's current mute from PostgreSQL (re-fills Redis after a Redis restart). */
export async function activeChatMute(sequelize: Sequelize, userId: number): Promise<ChatMuteView | null> {
  const rows = await sequelize.query<{ reason: string; until: Date | string }>(
    `SELECT reason, until FROM chat_mutes WHERE user_id = $1 AND lifted_at IS NULL AND until > now()
      ORDER BY until DESC LIMIT 1`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  return rows[0] ? { userId, reason: rows[0].reason, until: new Date(rows[0].until).toISOString() } : null;
}
