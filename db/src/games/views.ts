/** Game reads (DESIGN §5 live games): the rows behind the schedule, live pages and Top Events. */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  formatClock,
  type GameAthlete,
  type GameDetail,
  type GameListQuery,
  type GamePlay,
  type GameView,
  type GameList,
  type PlayToRecord,
} from '@fanlift/core';
import { schoolLogoUrl } from '../serializers';

export interface GameRow {
  id: number;
  sport: GameView['sport'];
  season: number;
  week: number | null;
  status: GameView['status'];
  kickoffAt: Date | string;
  venue: string | null;
  homeScore: number;
  awayScore: number;
  period: number;
  clockSeconds: number | null;
  possession: 'home' | 'away' | null;
  down: number | null;
  distance: number | null;
  ballOn: number | null;
  eventSeq: number;
  featuredAt: Date | string | null;
  slowModeSeconds: number;
  demo: boolean;
  startedAt: Date | string | null;
  updatedAt: Date | string;
  homeId: number;
  homeName: string;
  homeShort: string;
  homeConference: string | null;
  homeColor: string;
  awayId: number;
  awayName: string;
  awayShort: string;
  awayConference: string | null;
  awayColor: string;
}

export const GAME_SELECT = `SELECT g.id, g.sport, g.season, g.week, g.status, g.kickoff_at AS "kickoffAt", g.venue,
    g.home_score AS "homeScore", g.away_score AS "awayScore", g.period, g.clock_seconds AS "clockSeconds",
    g.possession, g.down, g.distance, g.ball_on AS "ballOn", g.event_seq AS "eventSeq",
    g.featured_at AS "featuredAt", g.slow_mode_seconds AS "slowModeSeconds", g.demo, g.started_at AS "startedAt",
    g.updated_at AS "updatedAt",
    h.id AS "homeId", h.name AS "homeName", h.short_name AS "homeShort", h.conference AS "homeConference",
    h.primary_color AS "homeColor",
    a.id AS "awayId", a.name AS "awayName", a.short_name AS "awayShort", a.conference AS "awayConference",
    a.primary_color AS "awayColor"
  FROM games g JOIN schools h ON h.id = g.home_school_id JOIN schools a ON a.id = g.away_school_id`;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toGameView(r: GameRow): GameView {
  return {
    id: r.id,
    sport: r.sport,
    season: r.season,
    week: r.week,
    status: r.status,
    kickoffAt: iso(r.kickoffAt),
    venue: r.venue,
    home: {
      schoolId: r.homeId,
      name: r.homeName,
      shortName: r.homeShort,
      logo: schoolLogoUrl(r.homeId),
      conference: r.homeConference,
      primaryColor: r.homeColor,
      score: r.homeScore,
    },
    away: {
      schoolId: r.awayId,
      name: r.awayName,
      shortName: r.awayShort,
      logo: schoolLogoUrl(r.awayId),
      conference: r.awayConference,
      primaryColor: r.awayColor,
      score: r.awayScore,
    },
    period: r.period,
    clockSeconds: r.clockSeconds,
    clock: formatClock(r.clockSeconds),
    football:
      r.sport === 'football'
        ? { possession: r.possession, down: r.down, distance: r.distance, ballOn: r.ballOn }
        : null,
    featured: r.featuredAt !== null,
    slowModeSeconds: r.slowModeSeconds,
    eventSeq: r.eventSeq,
    updatedAt: iso(r.updatedAt),
  };
}

/** A stored play: what was recorded (core's PlayToRecord, without the box-score stats) and where it belongs. */
interface PlayRow extends Omit<PlayToRecord, 'stats'> {
  id: number;
  gameId: number;
  createdAt: Date | string;
}

export const PLAY_SELECT = `SELECT p.id, p.game_id AS "gameId", p.period, p.clock_seconds AS "clockSeconds", p.team,
    p.kind, p.description, p.points, p.home_score AS "homeScore", p.away_score AS "awayScore",
    p.radar_athlete_id AS "radarAthleteId", p.created_at AS "createdAt"
  FROM game_plays p`;

export function toGamePlay(r: PlayRow): GamePlay {
  return { ...r, clock: formatClock(r.clockSeconds), createdAt: iso(r.createdAt) };
}

const param = (bind: unknown[], v: unknown) => {
  bind.push(v);
  return `$${bind.length}`;
};

/** Schedules: filter by sport, statuses, school, conference, kickoff window, featured; live first, then by kickoff. */
export async function listGames(sequelize: Sequelize, q: Partial<GameListQuery>): Promise<GameList> {
  const bind: unknown[] = [];
  const where: string[] = [];
  if (q.sport) where.push(`g.sport = ${param(bind, q.sport)}`);
  if (q.status) where.push(`g.status = ANY(${param(bind, q.status.split(','))}::text[])`);
  if (q.schoolId) {
    const p = param(bind, q.schoolId);
    where.push(`(g.home_school_id = ${p} OR g.away_school_id = ${p})`);
  }
  if (q.conference) {
    const p = param(bind, q.conference);
    where.push(`(lower(h.conference) = lower(${p}) OR lower(a.conference) = lower(${p}))`);
  }
  if (q.from) where.push(`g.kickoff_at >= ${param(bind, q.from)}`);
  if (q.to) where.push(`g.kickoff_at < ${param(bind, q.to)}`);
  if (q.featured === 'true') where.push('g.featured_at IS NOT NULL');
  if (q.featured === 'false') where.push('g.featured_at IS NULL');
  const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const limit = param(bind, q.limit ?? 100);
  const offset = param(bind, q.offset ?? 0);
  const rows = await sequelize.query<GameRow & { total: number }>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${GAME_SELECT} ${w}) x
     ORDER BY (x.status = 'live') DESC, (x.status = 'final'), x."kickoffAt", x.id LIMIT ${limit} OFFSET ${offset}`,
    { bind, type: QueryTypes.SELECT },
  );
  return { games: rows.map(toGameView), total: rows[0]?.total ?? 0 };
}

/**
 * Live now (the home page): the games in progress that have the most viewers, then the earliest kickoffs. Reads
 * at most the `prefer` games (the most viewed, from the realtime nodes' counts) and the first `limit` live ones by
 * the status index, so it costs the same however many games a season holds; the caller orders by viewers.
 */
export async function listLiveGames(
  sequelize: Sequelize,
  prefer: number[],
  limit: number,
): Promise<GameView[]> {
  const rows = await sequelize.query<GameRow>(
    `${GAME_SELECT}
      WHERE g.status = 'live'
        AND (g.id = ANY($1::int[])
             OR g.id IN (SELECT id FROM games WHERE status = 'live' ORDER BY kickoff_at, id LIMIT $2))
      ORDER BY g.kickoff_at, g.id`,
    { bind: [prefer, limit], type: QueryTypes.SELECT },
  );
  return rows.map(toGameView);
}

export async function getGameRow(
  sequelize: Sequelize,
  id: number,
  opts: { transaction?: Transaction; lock?: boolean } = {},
): Promise<GameRow | null> {
  const rows = await sequelize.query<GameRow>(
    `${GAME_SELECT} WHERE g.id = $1${opts.lock ? ' FOR UPDATE OF g' : ''}`,
    { bind: [id], type: QueryTypes.SELECT, transaction: opts.transaction },
  );
  return rows[0] ?? null;
}

export async function getGame(sequelize: Sequelize, id: number): Promise<GameView | null> {
  const row = await getGameRow(sequelize, id);
  return row ? toGameView(row) : null;
}

/** Does the game exist? (realtime: joining a game that does not exist is refused) */
export async function gameExists(sequelize: Sequelize, id: number): Promise<boolean> {
  const rows = await sequelize.query('SELECT 1 FROM games WHERE id = $1', {
    bind: [id],
    type: QueryTypes.SELECT,
  });
  return rows.length > 0;
}

export async function listGamePlays(sequelize: Sequelize, gameId: number, limit = 50): Promise<GamePlay[]> {
  const rows = await sequelize.query<PlayRow>(
    `${PLAY_SELECT} WHERE p.game_id = $1 ORDER BY p.id DESC LIMIT $2`,
    {
      bind: [gameId, limit],
      type: QueryTypes.SELECT,
    },
  );
  return rows.map(toGamePlay);
}

export async function listGameAthletes(sequelize: Sequelize, gameId: number): Promise<GameAthlete[]> {
  return sequelize.query<GameAthlete>(
    `SELECT ga.radar_athlete_id AS "radarAthleteId", ap.id AS "athleteId", ap.full_name AS name, ga.team,
            ga.points, ga.rebounds, ga.assists, ga.fouls
       FROM game_athletes ga LEFT JOIN athlete_profiles ap ON ap.radar_athlete_id = ga.radar_athlete_id
      WHERE ga.game_id = $1 ORDER BY ga.team, ga.points DESC, ga.radar_athlete_id`,
    { bind: [gameId], type: QueryTypes.SELECT },
  );
}

export async function getGameDetail(sequelize: Sequelize, id: number): Promise<GameDetail | null> {
  const game = await getGame(sequelize, id);
  if (!game) return null;
  const [plays, athletes] = await Promise.all([
    listGamePlays(sequelize, id),
    listGameAthletes(sequelize, id),
  ]);
  return { ...game, plays, athletes };
}
