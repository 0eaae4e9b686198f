import { z } from 'zod';

/** A positive int4 id from the path; anything else is "not this route" (next()), so other routes are never shadowed. */
export function numericId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}

/** `{ id }` path parameter that must be a positive int4 (400 validation_error otherwise). */
export const idParam = z.object({
  id: z.coerce
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer id')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'id out of range'),
});
