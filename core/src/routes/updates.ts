import {
  createUpdateBodySchema,
  goalPostsSchema,
  hideUpdateBodySchema,
  thankBatchSchema,
  thankCreatedSchema,
  thankFanBodySchema,
  thankPeriodBodySchema,
  thanksPageSchema,
  updateCreatedSchema,
  updatePhotoUploadedSchema,
  updatesPageQuerySchema,
  updatesPageSchema,
} from '../api/updates';
import { idParams } from '../schemas/ids';
import { optionalIdempotencyHeaders, route, type RouteMap } from './route';

/**
 * Athlete updates, goals reached and thank-yous (issue 29 items 1-2). Supporters-only posts are filtered on the
 * server: only fans who gave to the athlete, the athlete and admins get them.
 */
export const updateRoutes = {
  'POST /api/uploads/update-photo': route({
    summary:
      "A photo for the signed-in athlete's next update (multipart `photo`; PNG, JPEG or WebP by content; at most 5 MB)",
    access: 'athlete',
    rateLimit: 'uploads',
    upload: { field: 'photo', description: 'binary image' },
    response: updatePhotoUploadedSchema,
    status: { 201: 'Stored' },
    errors: { 400: 'No file', 413: 'Larger than 5 MB', 415: 'Not a PNG, JPEG or WebP image' },
  }),
  'POST /api/updates': route({
    summary:
      'Post an update as the owner of a claimed athlete profile (to everyone or supporters only); with allocationId it marks that goal reached. Reaches supporters live (athlete:update) and by email (consenting ones, once)',
    access: 'athlete',
    body: createUpdateBodySchema,
    response: updateCreatedSchema,
    status: { 201: 'Posted' },
    errors: {
      403: 'No claimed profile of your own (code no_profile)',
      404: 'No such allocation of yours, or no such photo',
      409: 'That goal was already marked reached (code goal_reached)',
    },
  }),
  'GET /api/updates/athletes/:id': route({
    summary:
      "An athlete's updates, newest first, paged by keyset (?before=id). Supporters-only posts only to fans who gave, the athlete and admins",
    access: 'public',
    params: idParams,
    query: updatesPageQuerySchema,
    response: updatesPageSchema,
    errors: { 404: 'No such athlete' },
  }),
  'GET /api/updates/athletes/:id/goals': route({
    summary: "An athlete's goal-reached posts the viewer may see (shown as Reached on each goal)",
    access: 'public',
    params: idParams,
    response: goalPostsSchema,
    errors: { 404: 'No such athlete' },
  }),
  'GET /api/updates/from-my-athletes': route({
    summary: 'Updates that reached the signed-in fan from the athletes they back, newest first (?before=id)',
    access: 'user',
    query: updatesPageQuerySchema,
    response: updatesPageSchema,
  }),
  'GET /api/updates/:id': route({
    summary:
      'One update. Supporters-only: 401 to a visitor, 403 to a fan who gave nothing (code supporters_only)',
    access: 'public',
    params: idParams,
    response: updateCreatedSchema,
    errors: { 403: 'Supporters only (code supporters_only)', 404: 'No such update' },
  }),
  'POST /api/admin/updates/:id/hide': route({
    summary: 'Hide (or show again) an update (admin)',
    access: 'admin',
    params: idParams,
    body: hideUpdateBodySchema,
    response: updateCreatedSchema,
    errors: { 404: 'No such update' },
  }),
  'POST /api/thanks': route({
    summary:
      'Thank one supporter with a note (the owner of a claimed athlete profile); emails them once. Optional Idempotency-Key: the same key again answers the first thank-you and writes nothing',
    access: 'athlete',
    headers: optionalIdempotencyHeaders,
    body: thankFanBodySchema,
    response: thankCreatedSchema,
    status: { 201: 'Thanked' },
    errors: {
      403: 'No claimed profile of your own (code no_profile)',
      404: 'That fan never gave to you (code not_supporter)',
      409: 'That Idempotency-Key thanked another fan or with another note; nothing was done (code conflict)',
    },
  }),
  'POST /api/thanks/period': route({
    summary: 'Thank every fan who gave in a month or season (once per period); runs as a job',
    access: 'athlete',
    body: thankPeriodBodySchema,
    response: thankBatchSchema,
    status: { 202: 'Accepted: the fans are thanked by a job' },
    errors: {
      403: 'No claimed profile of your own (code no_profile)',
      409: 'That period was already thanked (code already_thanked)',
    },
  }),
  'GET /api/thanks/received': route({
    summary: 'Thanks the signed-in fan received, newest first (?before=id)',
    access: 'user',
    query: updatesPageQuerySchema,
    response: thanksPageSchema,
  }),
} as const satisfies RouteMap;
