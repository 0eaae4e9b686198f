import { z } from 'zod';

/**
 * Shapes shared by several domains' contracts. Response schemas are strict objects: the OpenAPI document says
 * "no other fields", and the contract tests parse the api's real answers with them.
 */

/** Every 4xx/5xx: `{ error: { code, message } }`. */
export const errorBodySchema = z.strictObject({
  error: z.strictObject({ code: z.string(), message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof errorBodySchema>;

/** A school as other records list it (id, name, generated logo URL). */
export const schoolRefSchema = z.strictObject({ id: z.number().int(), name: z.string(), logo: z.string() });
export type SchoolRefWithLogo = z.infer<typeof schoolRefSchema>;

/** A school of an athlete (with its conference). */
export const athleteSchoolRefSchema = schoolRefSchema.extend({ conference: z.string().nullable() });
export type AthleteSchoolRef = z.infer<typeof athleteSchoolRefSchema>;

/** A fan who gave to an athlete or a school, as public pages show them (no email). */
export const topFanSchema = z.strictObject({
  /** The fan's user id (link to /fans/{fanId}). */
  fanId: z.number().int(),
  /** Public display name: first name and last initial ("Fiona F."), or "A fan". */
  name: z.string(),
  /** Likes this fan gave to the recipient. */
  likes: z.number().int(),
});
export type TopFan = z.infer<typeof topFanSchema>;

/** Ids a client may name for "who" (fanID, userId...): accepted only when they are the session user (else 403). */
export const selfRefSchema = z.union([z.number(), z.string()]).optional();
