/**
 * Operator game events (DESIGN §5): the api stages an event with the next sequence number of its game (after
 * checking it against the game as it will be once the events before it apply, so a bad or out-of-order event is a
 * clear 4xx at once); the worker applies the pending events of the game strictly in sequence, each once, in one
 * transaction with the game row locked, then broadcasts after commit.
 */
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import {
  DomainError,
  applyGameEvent,
  gameEventInputSchema,
  type GameEventInput,
  type GameEventStatus,
  type GameState,
  type GamePlay,
  type GameView,
} from '@fanlift/core';
import { getGameRow, toGamePlay, toGameView, PLAY_SELECT, type GameRow } from './views';

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

interface EventRow {
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

const EVENT_SELECT = `SELECT id, game_id AS "gameId", seq, kind, payload, status, error_code AS "errorCode",
    error_message AS "errorMessage", created_at AS "createdAt", applied_at AS "appliedAt" FROM game_events`;

function toStatus(r: EventRow): GameEventStatus {
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

export interface AppliedGameEvents {
  game: GameView;
  /** Events applied by this call, in order (refused ones included, with their reason). */
  events: GameEventStatus[];
  plays: GamePlay[];
  /** Did the game just go live / final (Top Events, supporters board)? */
  changed: boolean;
}

async function writeGame(t: Transaction, gameId: number, s: GameState, seq: number): Promise<void> {
  await sequelizeFrom(t).query(
    `UPDATE games SET status = $2, home_score = $3, away_score = $4, period = $5, clock_seconds = $6,
       possession = $7, down = $8, distance = $9, ball_on = $10, event_seq = $11, updated_at = now(),
       started_at = CASE WHEN $2 = 'live' AND started_at IS NULL THEN now() ELSE started_at END,
       ended_at = CASE WHEN $2 = 'final' AND ended_at IS NULL THEN now() ELSE ended_at END
     WHERE id = $1`,
    {
      bind: [
        gameId,
        s.status,
        s.homeScore,
        s.awayScore,
        s.period,
        s.clockSeconds,
        s.possession,
        s.down,
        s.distance,
        s.ballOn,
        seq,
      ],
      transaction: t,
    },
  );
}

function sequelizeFrom(t: Transaction): Sequelize {
  return (t as unknown as { sequelize: Sequelize }).sequelize;
}

/**
 * Worker: apply the game's pending events up to `uptoSeq` (default all), in order, exactly once each. Events
 * applied already are skipped, so a retried or duplicated job changes nothing.
 */
export async function applyPendingGameEvents(
  sequelize: Sequelize,
  gameId: number,
  uptoSeq?: number,
): Promise<AppliedGameEvents | null> {
  return sequelize.transaction(async (t) => {
    const game = await getGameRow(sequelize, gameId, { transaction: t, lock: true });
    if (!game) return null;
    const pending = await sequelize.query<EventRow>(
      `${EVENT_SELECT} WHERE game_id = $1 AND seq > $2 AND status = 'pending' ${uptoSeq ? 'AND seq <= $3' : ''} ORDER BY seq`,
      {
        bind: uptoSeq ? [gameId, game.eventSeq, uptoSeq] : [gameId, game.eventSeq],
        type: QueryTypes.SELECT,
        transaction: t,
      },
    );
    let state = gameStateOf(game);
    let seq = game.eventSeq;
    const events: GameEventStatus[] = [];
    const playIds: number[] = [];
    for (const e of pending) {
      if (e.seq !== seq + 1) break; // a gap: never apply past a missing event
      seq = e.seq;
      const parsed = gameEventInputSchema.safeParse(e.payload);
      const out = parsed.success
        ? applyGameEvent(state, parsed.data)
        : ({ ok: false, code: 'invalid_event', message: 'The stored event is not valid.' } as const);
      if (!out.ok) {
        await sequelize.query(
          `UPDATE game_events SET status = 'refused', error_code = $2, error_message = $3, applied_at = now() WHERE id = $1`,
          { bind: [e.id, out.code, out.message], transaction: t },
        );
        events.push({ ...toStatus(e), status: 'refused', error: { code: out.code, message: out.message } });
        continue;
      }
      state = out.next;
      if (out.play) {
        const p = out.play;
        const [row] = await sequelize.query<{ id: number }>(
          `INSERT INTO game_plays (game_id, event_id, period, clock_seconds, team, kind, description, points,
             home_score, away_score, radar_athlete_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          {
            bind: [
              gameId,
              e.id,
              p.period,
              p.clockSeconds,
              p.team,
              p.kind,
              p.description,
              p.points,
              p.homeScore,
              p.awayScore,
              p.radarAthleteId,
            ],
            type: QueryTypes.SELECT,
            transaction: t,
          },
        );
        playIds.push(row.id);
        if (p.stats && p.radarAthleteId && p.team) {
          await sequelize.query(
            `INSERT INTO game_athletes (game_id, radar_athlete_id, team, points, rebounds, assists, fouls)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (game_id, radar_athlete_id) DO UPDATE SET points = game_athletes.points + EXCLUDED.points,
               rebounds = game_athletes.rebounds + EXCLUDED.rebounds, assists = game_athletes.assists + EXCLUDED.assists,
               fouls = game_athletes.fouls + EXCLUDED.fouls`,
            {
              bind: [
                gameId,
                p.radarAthleteId,
                p.team,
                p.stats.points,
                p.stats.rebounds,
                p.stats.assists,
                p.stats.fouls,
              ],
              transaction: t,
            },
          );
        }
      }
      await sequelize.query(`UPDATE game_events SET status = 'applied', applied_at = now() WHERE id = $1`, {
        bind: [e.id],
        transaction: t,
      });
      events.push({ ...toStatus(e), status: 'applied', appliedAt: new Date().toISOString() });
    }
    if (seq !== game.eventSeq) await writeGame(t, gameId, state, seq);
    const after = await getGameRow(sequelize, gameId, { transaction: t });
    const plays = playIds.length
      ? (
          await sequelize.query<Parameters<typeof toGamePlay>[0]>(
            `${PLAY_SELECT} WHERE p.id = ANY($1::bigint[]) ORDER BY p.id`,
            {
              bind: [playIds],
              type: QueryTypes.SELECT,
              transaction: t,
            },
          )
        ).map(toGamePlay)
      : [];
    return { game: toGameView(after!), events, plays, changed: game.status !== state.status };
  });
}

/** Games with events still pending (re-driven by the worker, like the outbox). */
export async function gamesWithPendingEvents(sequelize: Sequelize, olderThanMs = 5_000): Promise<number[]> {
  const rows = await sequelize.query<{ gameId: number }>(
    `SELECT DISTINCT game_id AS "gameId" FROM game_events
      WHERE status = 'pending' AND created_at < now() - ($1::int * interval '1 millisecond')`,
    { bind: [olderThanMs], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.gameId);
}
