import { z } from 'zod';
import { athleteQuerySchema } from '../api/athletes';
import {
  allSchoolsWithLikesSchema,
  fanUserQuerySchema,
  mySchoolsWithLikesSchema,
  powerFiveBodySchema,
  schoolDashboardQuerySchema,
  schoolDashboardSchema,
  schoolKeySchema,
  schoolListQuerySchema,
  schoolListSchema,
  schoolPageSchema,
  schoolRosterParamsSchema,
  schoolRosterSchema,
  selectedSchoolsQuerySchema,
  selectedSchoolsSchema,
} from '../api/schools';
import { idParams } from '../schemas/ids';
import { route, type RouteMap } from './route';

/** Schools (SPEC §7 schools calls) and the university pages (/universities/{schoolId}, /dashboard/{schoolId}). */
export const schoolRoutes = {
  'GET /api/schools': route({
    summary: 'Schools',
    access: 'public',
    rateLimit: 'search',
    query: schoolListQuerySchema,
    response: schoolListSchema,
  }),
  'GET /api/schools/powerFive': route({
    summary: 'Power Five schools',
    access: 'public',
    query: schoolListQuerySchema,
    response: schoolListSchema,
  }),
  'POST /api/schools/powerFive': route({
    summary: 'Admin: set the Power Five set to exactly these schools',
    access: 'admin',
    body: powerFiveBodySchema,
    response: schoolListSchema,
    status: { 200: 'The new Power Five' },
    errors: { 400: 'Bad body or unknown school id' },
  }),
  'GET /api/schools/getSelectedSchools': route({
    summary: 'Schools whose name, short name or mascot contains schoolName (best prefix matches first)',
    access: 'public',
    query: selectedSchoolsQuerySchema,
    response: selectedSchoolsSchema,
  }),
  'GET /api/schools/getAllSchoolsWithLikes': route({
    summary:
      'All schools with likes totals, most liked first; with fanUserId (yourself; admins: anyone) each has selected',
    access: 'public',
    query: fanUserQuerySchema,
    response: allSchoolsWithLikesSchema,
    errors: { 401: 'fanUserId without a session', 403: "Another user's fanUserId" },
  }),
  'GET /api/schools/getMySchoolWithLikes': route({
    summary: "The fan's selected schools with likes totals (fanUserId defaults to yourself; admins: anyone)",
    access: 'user',
    query: fanUserQuerySchema,
    response: mySchoolsWithLikesSchema,
    status: { 200: 'Schools (school = the first, or null)' },
    errors: { 403: "Another user's fanUserId", 404: 'No such user (admins)' },
  }),
  'GET /api/schools/athleteDashboard/:id': route({
    summary: 'University dashboard: school, athletes ranked by likes (paged), totals, top fans',
    access: 'public',
    params: idParams,
    query: schoolDashboardQuerySchema,
    response: schoolDashboardSchema,
    status: { 200: 'Dashboard (athletes are search results plus likes and rank)' },
    errors: { 404: 'No such school' },
  }),
  'GET /api/schools/:id/logo.svg': route({
    summary: 'Generated school logo',
    access: 'public',
    params: idParams,
    produces: 'svg',
    errors: { 404: 'No such school' },
  }),
  'GET /api/schools/:id': route({
    summary: 'A school by id or slug, with likes totals, supporters and top fans',
    access: 'public',
    params: z.object({ id: schoolKeySchema }),
    response: schoolPageSchema,
    errors: { 404: 'No such school' },
  }),
  'GET /api/schools/:schoolId/:sport': route({
    summary:
      "A school's roster for a sport (football, basketball or all); accepts the athlete query (sort, index, limit, position, recruitingClass, ratings, name, photoUrl)",
    access: 'public',
    params: schoolRosterParamsSchema,
    query: athleteQuerySchema,
    response: schoolRosterSchema,
    status: { 200: 'Roster page' },
    errors: { 400: 'Bad sport or query', 404: 'No such school' },
  }),
} as const satisfies RouteMap;
