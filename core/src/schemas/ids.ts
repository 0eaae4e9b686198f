import { z } from 'zod';
import { INT4_MAX, POSITIVE_ID_TEXT } from '../rules/ids';

/**
 * zod forms of the one id rule (core/src/rules/ids.ts): a positive int4 as a JSON number (bodies), as text (path
 * segments) and as a query value (text coerced to a number).
 */
export const positiveId = z.number().int().positive().max(INT4_MAX);

/** A path segment naming a record: a positive int4 (400 validation_error otherwise). */
export const pathId = z
  .string()
  .regex(POSITIVE_ID_TEXT, 'must be a positive integer id')
  .transform(Number)
  .refine((n) => n <= INT4_MAX, 'id out of range');

/** A query value naming a record. */
export const queryId = z.coerce.number().int().positive().max(INT4_MAX);

/** `{ id }` path parameters. */
export const idParams = z.object({ id: pathId });
