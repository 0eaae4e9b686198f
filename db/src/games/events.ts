/**
 * Operator game events (DESIGN §5): the api stages an event with the next sequence number of its game (after
 * checking it against the game as it will be once the events before it apply, so a bad or out-of-order event is a
 * clear 4xx at once); the worker applies the pending events of the game strictly in sequence, each once, in one
 * transaction with the game row locked, then broadcasts after commit.
 */
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import {
  DomainError,
  applyGameEvent,
  gameEventInputSchema,
  type GameEventInput,
  type GameEventStatus,
  type GameState,
} from '@fanlift/core';
import { getGameRow, type GameRow } from './views';

export type GameEventErrorCode =
  'not_found' | 'game_final' | 'not_live' | 'out_of_order' | 'invalid_event' | 'idempotency_conflict';

/** A refused operator event: the api answers it as is (400 invalid_event, 404, 409 for the rest). */
export class GameEventError extends DomainError {
  constructor(code: GameEventErrorCode, message: string) {
    super(
      code === 'not_found' ? 'not_found' : code === 'invalid_event' ? 'invalid' : 'conflict',
      code,
      message,
    );
  }
}

/** A game_events row as EVENT_SELECT reads it (also used by apply-events.ts). */
export interface EventRow {
  id: number;
  gameId: number;
  seq: number;
  kind: GameEventStatus['kind'];
  payload: GameEventInput;
  status: GameEventStatus['status'];
  errorCode: string | null;
  errorMessage: string | null;
  createdAt: Date | string;
  appliedAt: Date | string | null;
}

export const EVENT_SELECT = `SELECT id, game_id AS "gameId", seq, kind, payload, status, error_code AS "errorCode",
    error_message AS "errorMessage", created_at AS "createdAt", applied_at AS "appliedAt" FROM game_events`;

export function toStatus(r: EventRow): GameEventStatus {
  return {
    id: r.id,
    gameId: r.gameId,
    seq: r.seq,
    kind: r.kind,
    status: r.status,
    error: r.errorCode ? { code: r.errorCode, message: r.errorMessage ?? r.errorCode } : null,
    createdAt: new Date(r.createdAt).toISOString(),
    appliedAt: r.appliedAt ? new Date(r.appliedAt).toISOString() : null,
  };
}

/** JSON with sorted keys (jsonb does not keep key order). */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

export function gameStateOf(r: GameRow): GameState {
  return {
    sport: r.sport,
    status: r.status,
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    period: r.period,
    clockSeconds: r.clockSeconds,
    possession: r.possession,
    down: r.down,
    distance: r.distance,
    ballOn: r.ballOn,
  };
}

export async function getGameEvent(sequelize: Sequelize, id: number): Promise<GameEventStatus | null> {
  const rows = await sequelize.query<EventRow>(`${EVENT_SELECT} WHERE id = $1`, {
    bind: [id],
    type: QueryTypes.SELECT,
  });
  return rows[0] ? toStatus(rows[0]) : null;
}

/**
 * Stage an event (api, admins; and the demo replay). Answers the staged event (or the same one again for a
 * repeated idempotency key with the same body). Throws GameEventError when it would be refused.
 */
export async function stageGameEvent(
  sequelize: Sequelize,
  input: { gameId: number; event: GameEventInput; idempotencyKey: string; createdBy: number | null },
): Promise<{ event: GameEventStatus; created: boolean }> {
  const event = gameEventInputSchema.parse(input.event);
  try {
    return await sequelize.transaction(async (t) => {
      const game = await getGameRow(sequelize, input.gameId, { transaction: t, lock: true });
      if (!game) throw new GameEventError('not_found', 'No such game.');
      const existing = await sequelize.query<EventRow>(
        `${EVENT_SELECT} WHERE game_id = $1 AND idempotency_key = $2`,
        {
          bind: [input.gameId, input.idempotencyKey],
          type: QueryTypes.SELECT,
          transaction: t,
        },
      );
      if (existing[0]) {
        if (canonical(existing[0].payload) !== canonical(event))
          throw new GameEventError(
            'idempotency_conflict',
            'This Idempotency-Key was used for another event.',
          );
        return { event: toStatus(existing[0]), created: false };
      }
      // The game as it will be once the staged events before this one apply.
      const pending = await sequelize.query<EventRow>(
        `${EVENT_SELECT} WHERE game_id = $1 AND seq > $2 ORDER BY seq`,
        { bind: [input.gameId, game.eventSeq], type: QueryTypes.SELECT, transaction: t },
      );
      let state = gameStateOf(game);
      let lastSeq = game.eventSeq;
      for (const p of pending) {
        lastSeq = p.seq;
        const out = applyGameEvent(state, p.payload);
        if (out.ok) state = out.next;
      }
      if (event.afterSeq !== undefined && event.afterSeq !== lastSeq)
        throw new GameEventError(
          'out_of_order',
          `The event was posted after event ${event.afterSeq}, but the game's last event is ${lastSeq}.`,
        );
      const out = applyGameEvent(state, event);
      if (!out.ok) throw new GameEventError(out.code, out.message);
      const rows = await sequelize.query<EventRow>(
        `INSERT INTO game_events (game_id, seq, kind, payload, idempotency_key, created_by)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6)
         RETURNING id, game_id AS "gameId", seq, kind, payload, status, error_code AS "errorCode",
           error_message AS "errorMessage", created_at AS "createdAt", applied_at AS "appliedAt"`,
        {
          bind: [
            input.gameId,
            lastSeq + 1,
            event.kind,
            JSON.stringify(event),
            input.idempotencyKey,
            input.createdBy,
          ],
          type: QueryTypes.SELECT,
          transaction: t,
        },
      );
      return { event: toStatus(rows[0]), created: true };
    });
  } catch (err) {
    // Two posts with one key at once: the loser answers the winner's event.
    if (err instanceof UniqueConstraintError) {
      const again = await sequelize.query<EventRow>(
        `${EVENT_SELECT} WHERE game_id = $1 AND idempotency_key = $2`,
        {
          bind: [input.gameId, input.idempotencyKey],
          type: QueryTypes.SELECT,
        },
      );
      if (again[0]) return { event: toStatus(again[0]), created: false };
      throw new GameEventError('out_of_order', 'Another event was posted at the same time; post it again.');
    }
    throw err;
  }
}
