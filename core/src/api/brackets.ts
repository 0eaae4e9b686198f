import { z } from 'zod';
import { BRACKET_KINDS } from '../rules/brackets/structure';

/**
 * Brackets contracts (DESIGN §5 brackets): the CFP and men's tournament brackets, a fan's picks (saved one at
 * a time, each locked at its game's kickoff by the server), the leaderboard and the admin participant list.
 * Times are ISO 8601 in UTC; the web shows them in the viewer's time zone.
 */
export const bracketKindSchema = z.enum(BRACKET_KINDS);

export const bracketSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  slug: z.string(),
  primaryColor: z.string(),
});
export type BracketSchool = z.infer<typeof bracketSchoolSchema>;

export const bracketTeamSchema = z.object({
  key: z.string(),
  seed: z.number().int(),
  region: z.string().nullable(),
  school: bracketSchoolSchema,
});
export type BracketTeam = z.infer<typeof bracketTeamSchema>;

export const bracketSideSchema = z.object({
  /** Where the side comes from: a seeded team slot, or the winner of another game. */
  from: z.union([z.object({ team: z.string() }), z.object({ winnerOf: z.string() })]),
  /** The real team once known (seeded, or the feeder's posted winner). */
  schoolId: z.number().int().nullable(),
  seed: z.number().int().nullable(),
  score: z.number().int().nullable(),
});

export const bracketGameSchema = z.object({
  code: z.string(),
  round: z.number().int(),
  region: z.string().nullable(),
  position: z.number().int(),
  name: z.string().nullable(),
  kickoffAt: z.string().describe('UTC, ISO 8601'),
  /** Kicked off by the server's clock when this answer was made: picks can no longer change. */
  locked: z.boolean(),
  /** The game-day game this bracket game is (null until linked). */
  gameId: z.number().int().nullable(),
  top: bracketSideSchema,
  bottom: bracketSideSchema,
  winnerSchoolId: z.number().int().nullable(),
});
export type BracketGame = z.infer<typeof bracketGameSchema>;

export const bracketInfoSchema = z.object({
  id: z.number().int(),
  kind: bracketKindSchema,
  name: z.string(),
  season: z.number().int(),
  rounds: z.array(z.object({ index: z.number().int(), name: z.string(), points: z.number().int() })),
  regions: z.array(z.string()),
  finalCode: z.string(),
});
export type BracketInfo = z.infer<typeof bracketInfoSchema>;

export const bracketScoreSchema = z.object({
  total: z.number().int(),
  correct: z.number().int(),
  decided: z.number().int(),
  byRound: z.array(z.number().int()),
});

export const bracketEntrySchema = z.object({
  fanId: z.number().int(),
  name: z.string(),
  picks: z.record(z.string(), z.number().int()),
  picksMade: z.number().int(),
  picksTotal: z.number().int(),
  tiebreaker: z.number().int().nullable(),
  score: bracketScoreSchema,
  rank: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type BracketEntry = z.infer<typeof bracketEntrySchema>;

/** GET /api/brackets/{kind}; GET /api/brackets/{kind}/entries/{fanId} (entry is that fan's). */
export const bracketViewSchema = z.object({
  bracket: bracketInfoSchema,
  teams: z.array(bracketTeamSchema),
  games: z.array(bracketGameSchema),
  /** The server's clock (UTC): the web counts down against it, not against the device's clock. */
  serverTime: z.string(),
  /** The signed-in fan's entry (null: no picks yet, or signed out). */
  entry: bracketEntrySchema.nullable(),
});
export type BracketView = z.infer<typeof bracketViewSchema>;

export const TIEBREAKER_MAX = 300;

/** PUT /api/brackets/{kind}/picks/{code} */
export const bracketPickBodySchema = z.strictObject({ schoolId: z.number().int().positive() });
/** PUT /api/brackets/{kind}/tiebreaker */
export const bracketTiebreakerBodySchema = z.strictObject({
  points: z.number().int().min(0).max(TIEBREAKER_MAX),
});
/** Answer of both: the fan's entry as saved, and the later picks a changed pick cleared. */
export const bracketPickResultSchema = z.object({
  entry: bracketEntrySchema,
  removed: z.array(z.string()),
});
export type BracketPickResult = z.infer<typeof bracketPickResultSchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  fanId: z.number().int(),
  name: z.string(),
  score: z.number().int(),
  correct: z.number().int(),
  picksMade: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** GET /api/brackets/{kind}/leaderboard */
export const leaderboardSchema = z.object({
  rows: z.array(leaderboardRowSchema),
  total: z.number().int(),
  me: leaderboardRowSchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const bracketParticipantSchema = leaderboardRowSchema.extend({
  email: z.string(),
  picksTotal: z.number().int(),
  tiebreaker: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type BracketParticipant = z.infer<typeof bracketParticipantSchema>;

/** GET /api/admin/brackets/{kind}/participants (admins); .csv for the export */
export const bracketParticipantsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const bracketParticipantsSchema = z.object({
  participants: z.array(bracketParticipantSchema),
  total: z.number().int(),
});
export type BracketParticipants = z.infer<typeof bracketParticipantsSchema>;

/** PUT /api/admin/brackets/{kind}/games/{code}/result (admins): the winner, and the score when known. */
export const bracketResultBodySchema = z.strictObject({
  winnerSchoolId: z.number().int().positive(),
  topScore: z.number().int().min(0).max(500).optional(),
  bottomScore: z.number().int().min(0).max(500).optional(),
});
/** PUT /api/admin/brackets/{kind}/games/{code} (admins): move a kickoff. */
export const bracketGameBodySchema = z.strictObject({ kickoffAt: z.iso.datetime({ offset: true }) });
/** PUT /api/admin/brackets/{kind}/scoring (admins): points per round (doubling from `basePoints`, or explicit). */
export const bracketScoringBodySchema = z.union([
  z.strictObject({ basePoints: z.number().int().min(1).max(1000) }),
  z.strictObject({ roundPoints: z.array(z.number().int().min(0).max(100000)).min(1) }),
]);

/** A game of a bracket in a path (`{code}`): upper-case letters, digits and dashes. */
export const bracketGameCodeSchema = z.string().regex(/^[A-Z0-9-]{1,16}$/, 'not a bracket game code');
/** GET /api/brackets/{kind}/leaderboard */
export const leaderboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
/** PUT /api/admin/brackets/{kind}/games/{code}/result */
export const bracketResultPostedSchema = z.object({
  bracketId: z.number().int(),
  kind: bracketKindSchema,
  code: z.string(),
  /** The game-day game created for the next round, when both its teams became known. */
  linkedGameId: z.number().int().nullable(),
});
/** PUT /api/admin/brackets/{kind}/games/{code} */
export const bracketKickoffMovedSchema = z.object({
  bracketId: z.number().int(),
  code: z.string(),
  kickoffAt: z.string(),
});
/** PUT /api/admin/brackets/{kind}/scoring */
export const bracketScoringSavedSchema = z.object({
  bracketId: z.number().int(),
  roundPoints: z.array(z.number().int()),
});
