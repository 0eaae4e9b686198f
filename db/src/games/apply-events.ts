/**
 * Worker side of operator game events: the pending events of a game are applied strictly in sequence, each once,
 * in one transaction with the game row locked (staging and the shared row helpers are in events.ts).
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  applyGameEvent,
  gameEventInputSchema,
  type GameEventStatus,
  type GameState,
  type GamePlay,
  type GameView,
} from '@fanlift/core';
import { getGameRow, toGamePlay, toGameView, PLAY_SELECT } from './views';
import { EVENT_SELECT, gameStateOf, toStatus, type EventRow } from './events';

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

/**
 * The `games.apply-events` job: apply the pending events of an event's game up to that event (see
 * applyPendingGameEvents). gameId is null when there is no such event; applied is null when there is no such game.
 */
export async function applyGameEventsThrough(
  sequelize: Sequelize,
  eventId: number,
): Promise<{ gameId: number | null; applied: AppliedGameEvents | null }> {
  const [ev] = await sequelize.query<{ gameId: number; seq: number }>(
    'SELECT game_id AS "gameId", seq FROM game_events WHERE id = $1',
    { bind: [eventId], type: QueryTypes.SELECT },
  );
  if (!ev) return { gameId: null, applied: null };
  return { gameId: ev.gameId, applied: await applyPendingGameEvents(sequelize, ev.gameId, ev.seq) };
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
