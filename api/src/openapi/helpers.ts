import { z } from 'zod';
import { errorBodySchema } from '@fanlift/core';

/** Building blocks of the OpenAPI contributors: responses come from the core contracts (core/src/api). */
export const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
/** An error answer `{ error: { code, message } }` with what it means here. */
export const err = (description: string) => json(errorBodySchema, description);
/** Every rate-limited call (api/src/middleware/rate-limit.ts): 429 rate_limited with a Retry-After header. */
export const rateLimited = (what = 'too many requests from this client') => ({
  429: {
    ...err(`rate_limited: ${what}; wait Retry-After seconds`),
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' as const } } },
  },
});
export const jsonBody = (schema: z.ZodType) => ({ body: { content: { 'application/json': { schema } } } });
export const svg = (description: string) => ({
  description,
  content: { 'image/svg+xml': { schema: z.string() } },
});
