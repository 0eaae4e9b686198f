import { z } from 'zod';

/** Uploads contracts (POST /api/uploads/athlete-photo). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** POST /api/uploads/athlete-photo (multipart `photo`) */
export const photoUploadedSchema = z.strictObject({
  photoUrl: z.string(),
  athleteId: z.number().int(),
  contentType: z.string(),
  size: z.number().int(),
});
export type PhotoUploaded = z.infer<typeof photoUploadedSchema>;

/** `{name}` of GET /api/uploads/{name}: a stored photo's file name. */
export const uploadNameParamsSchema = z.object({ name: z.string().min(1).max(100) });
