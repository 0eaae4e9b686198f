import { z } from 'zod';

/**
 * Games contracts (DESIGN §5 live games): one zod schema per response and per operator event, used by db (the
 * mappers return them), the api (validation and OpenAPI), the worker (applies events) and web (the types).
 * Kickoff is an ISO 8601 instant in UTC; the web shows it in the viewer's time zone.
 */
export const gameSportSchema = z.enum(['football', 'basketball']);
export type GameSport = z.infer<typeof gameSportSchema>;
export const gameStatusSchema = z.enum(['scheduled', 'live', 'final']);
export type GameStatus = z.infer<typeof gameStatusSchema>;
export const gameSideSchema = z.enum(['home', 'away']);
export type GameSide = z.infer<typeof gameSideSchema>;

/** Football: 4 quarters of 15 min (5+ = overtime); basketball (men's college): 2 halves of 20 min (3+ = OT). */
export const PERIOD_SECONDS = { football: 15 * 60, basketball: 20 * 60 } as const;
export const REGULATION_PERIODS = { football: 4, basketball: 2 } as const;
export const MAX_PERIOD = 12;

export const gameTeamSchema = z.object({
  schoolId: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string(),
  conference: z.string().nullable(),
  primaryColor: z.string(),
  score: z.number().int(),
});
export type GameTeam = z.infer<typeof gameTeamSchema>;

/** One game as lists and live updates carry it. */
export const gameViewSchema = z.object({
  id: z.number().int(),
  sport: gameSportSchema,
  season: z.number().int(),
  week: z.number().int().nullable(),
  status: gameStatusSchema,
  kickoffAt: z.string().describe('ISO 8601 instant, UTC'),
  venue: z.string().nullable(),
  home: gameTeamSchema,
  away: gameTeamSchema,
  period: z
    .number()
    .int()
    .describe('0 before kickoff; football 1-4 quarters, basketball 1-2 halves, then OT'),
  clockSeconds: z.number().int().nullable().describe('Seconds left in the period'),
  clock: z.string().nullable().describe('MM:SS left in the period'),
  football: z
    .object({
      possession: gameSideSchema.nullable(),
      down: z.number().int().nullable(),
      distance: z.number().int().nullable(),
      ballOn: z.number().int().nullable().describe('Yards from the home end zone (0-100)'),
    })
    .nullable(),
  featured: z.boolean(),
  slowModeSeconds: z.number().int(),
  eventSeq: z.number().int().describe('Sequence number of the last applied operator event'),
  updatedAt: z.string(),
});
export type GameView = z.infer<typeof gameViewSchema>;

export const gamePlaySchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  period: z.number().int(),
  clockSeconds: z.number().int().nullable(),
  clock: z.string().nullable(),
  team: gameSideSchema.nullable(),
  kind: z.string(),
  description: z.string(),
  points: z.number().int(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  radarAthleteId: z.string().nullable(),
  createdAt: z.string(),
});
export type GamePlay = z.infer<typeof gamePlaySchema>;

export const gameAthleteSchema = z.object({
  radarAthleteId: z.string(),
  athleteId: z.number().int().nullable().describe('The athlete profile with this radarAthleteId, if any'),
  name: z.string().nullable(),
  team: gameSideSchema,
  points: z.number().int(),
  rebounds: z.number().int(),
  assists: z.number().int(),
  fouls: z.number().int(),
});
export type GameAthlete = z.infer<typeof gameAthleteSchema>;

/** GET /api/games/{id}: the game, its latest plays (newest first) and its players. */
export const gameDetailSchema = gameViewSchema.extend({
  plays: z.array(gamePlaySchema),
  athletes: z.array(gameAthleteSchema),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** GET /api/games */
export const gameListSchema = z.object({ games: z.array(gameViewSchema), total: z.number().int() });
export type GameList = z.infer<typeof gameListSchema>;

export const gameListQuerySchema = z.object({
  sport: gameSportSchema.optional(),
  status: z
    .string()
    .regex(/^(scheduled|live|final)(,(scheduled|live|final))*$/)
    .optional()
    .describe('Comma-separated statuses'),
  schoolId: z.coerce.number().int().positive().optional(),
  conference: z.string().min(1).max(100).optional(),
  from: z.string().datetime({ offset: true }).optional().describe('Kickoff at or after (ISO instant)'),
  to: z.string().datetime({ offset: true }).optional().describe('Kickoff before (ISO instant)'),
  featured: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

/** "Top supporters this game": likes fans sent to the game's players and schools since it went live. */
export const gameSupporterSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  likes: z.number().int(),
});
export const gameSupportersSchema = z.object({
  gameId: z.number().int(),
  supporters: z.array(gameSupporterSchema),
});
export type GameSupporters = z.infer<typeof gameSupportersSchema>;

// ---- Operator events (POST /api/admin/games/{id}/events) ----

const score = z.number().int().min(0).max(999);
const clockSeconds = z.number().int().min(0).max(3600);
const base = {
  /** Optional optimistic check: the event is refused (409 out_of_order) unless the game's last applied or staged
   *  event has this sequence number. */
  afterSeq: z.number().int().min(0).optional(),
};

export const gameEventInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('score'), homeScore: score, awayScore: score, ...base }).strict(),
  z
    .object({
      kind: z.literal('clock'),
      period: z.number().int().min(1).max(MAX_PERIOD),
      clockSeconds,
      possession: gameSideSchema.nullable().optional(),
      down: z.number().int().min(1).max(4).nullable().optional(),
      distance: z.number().int().min(0).max(99).nullable().optional(),
      ballOn: z.number().int().min(0).max(100).nullable().optional(),
      ...base,
    })
    .strict(),
  z.object({ kind: z.literal('status'), status: z.enum(['live', 'final']), ...base }).strict(),
  z
    .object({
      kind: z.literal('play'),
      playKind: z.string().trim().min(1).max(40),
      description: z.string().trim().min(1).max(500),
      team: gameSideSchema.nullable().optional(),
      points: z.number().int().min(0).max(8).default(0),
      radarAthleteId: z.string().min(1).max(100).nullable().optional(),
      /** Basketball box score increments for radarAthleteId. */
      stats: z
        .object({
          rebounds: z.number().int().min(0).max(5).optional(),
          assists: z.number().int().min(0).max(5).optional(),
          fouls: z.number().int().min(0).max(5).optional(),
        })
        .strict()
        .optional(),
      ...base,
    })
    .strict(),
]);
export type GameEventInput = z.infer<typeof gameEventInputSchema>;
export type GameEventKind = GameEventInput['kind'];

/** 202 answer of POST /api/admin/games/{id}/events and GET /api/admin/games/events/{eventId}. */
export const gameEventStatusSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  seq: z.number().int(),
  kind: z.enum(['score', 'clock', 'status', 'play']),
  status: z.enum(['pending', 'applied', 'refused']),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type GameEventStatus = z.infer<typeof gameEventStatusSchema>;

/** PATCH /api/admin/games/{id}: featured on Top Events, chat slow mode. */
export const gameSettingsInputSchema = z
  .object({
    featured: z.boolean().optional(),
    slowModeSeconds: z.number().int().min(0).max(3600).optional(),
  })
  .strict();
export type GameSettingsInput = z.infer<typeof gameSettingsInputSchema>;

/** MM:SS of a number of seconds (null stays null). */
export function formatClock(seconds: number | null): string | null {
  if (seconds === null) return null;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** GET /api/games/{id}/plays: play-by-play, newest first. */
export const gamePlaysSchema = z.object({ gameId: z.number().int(), plays: z.array(gamePlaySchema) });
