import { ohioExtrasSchema, ohioStatusSchema, ohioUnlockBodySchema } from '../api/ohio';
import { sitemapPageParamsSchema, sitemapPageViewSchema, SITEMAP_PAGE_SIZE } from '../api/sitemap';
import { photoUploadedSchema, uploadNameParamsSchema } from '../api/uploads';
import { route, type RouteMap } from './route';

/** Photo uploads and stored photos, the sitemap (SPEC §2 /sitemap/{page}) and the Ohio portal's extras. */
export const pageRoutes = {
  'POST /api/uploads/athlete-photo': route({
    summary:
      "Upload the signed-in athlete's photo (multipart field `photo`; PNG, JPEG or WebP by content; at most 5 MB). Creates the athlete profile if missing.",
    access: 'athlete',
    rateLimit: 'uploads',
    upload: { field: 'photo', description: 'binary image' },
    response: photoUploadedSchema,
    status: { 201: 'Stored' },
    errors: {
      400: 'No file, or a file in another field',
      413: 'Larger than 5 MB',
      415: 'Not a PNG, JPEG or WebP image',
      429: 'rate_limited: too many uploads; wait Retry-After seconds',
    },
  }),
  'GET /api/uploads/:name': route({
    summary: 'A stored photo',
    access: 'public',
    params: uploadNameParamsSchema,
    produces: 'image',
    status: { 200: 'The image' },
    errors: { 404: 'No such photo' },
  }),

  'GET /api/sitemap.xml': route({
    summary: 'Sitemap index (one <sitemap> per page)',
    access: 'public',
    produces: 'xml',
  }),
  'GET /api/sitemap/:page.xml': route({
    summary: `One sitemap page (${SITEMAP_PAGE_SIZE} URLs: schools, then athletes)`,
    access: 'public',
    params: sitemapPageParamsSchema,
    produces: 'xml',
    errors: { 400: 'Bad page', 404: 'Past the last page' },
  }),
  'GET /api/sitemap/:page': route({
    summary: 'One sitemap page as JSON (for the /sitemap/{page} page)',
    access: 'public',
    params: sitemapPageParamsSchema,
    response: sitemapPageViewSchema,
    errors: { 400: 'Bad page', 404: 'Past the last page' },
  }),

  'GET /api/ohio/status': route({
    summary: 'Whether this session entered the Ohio page password',
    access: 'public',
    response: ohioStatusSchema,
  }),
  'POST /api/ohio/unlock': route({
    summary: 'Enter the Ohio page password (server config OHIO_PASSWORD); sets a session flag',
    access: 'public',
    body: ohioUnlockBodySchema,
    response: ohioStatusSchema,
    status: { 200: 'Unlocked' },
    errors: {
      401: 'Wrong password (code invalid_password)',
      429: 'rate_limited: too many wrong passwords from this address; wait Retry-After seconds',
    },
  }),
  'POST /api/ohio/lock': route({
    summary: 'Forget the password for this session',
    access: 'public',
    response: ohioStatusSchema,
  }),
  'GET /api/ohio/extras': route({
    summary: 'Ohio portal extras: school with likes, recruits by sport, top fans, links',
    access: 'public',
    response: ohioExtrasSchema,
    errors: { 403: 'Password not entered (code locked)' },
  }),
} as const satisfies RouteMap;
