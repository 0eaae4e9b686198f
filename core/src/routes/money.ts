import { z } from 'zod';
import {
  athleteReportSchema,
  fanStatementSchema,
  likesWentSchema,
  receiptSchema,
  yearQuerySchema,
} from '../api/money';
import { idParams } from '../schemas/ids';
import { route, type RouteMap } from './route';

const receiptParams = z.object({ id: z.string().min(1).max(255) });

/** Money in plain words (issue 29 items 3-5): a fan's likes, statement and receipts; an athlete's report. */
export const moneyRoutes = {
  'GET /api/me/likes-went': route({
    summary:
      'Where your likes went: each athlete and school you backed, likes given, the goals and their progress',
    access: 'fan',
    response: likesWentSchema,
  }),
  'GET /api/me/statement': route({
    summary:
      'Your yearly statement (UTC calendar year): purchases in dollars with their method, likes given, refunds',
    access: 'fan',
    query: yearQuerySchema,
    response: fanStatementSchema,
  }),
  'GET /api/me/statement.csv': route({
    summary: 'Your yearly statement as CSV (one line per wallet transaction), streamed',
    access: 'fan',
    query: yearQuerySchema,
    produces: 'csv',
  }),
  'GET /api/me/receipts/:id': route({
    summary: 'The receipt of one of your purchases (its checkout session id)',
    access: 'user',
    params: receiptParams,
    response: receiptSchema,
    errors: { 404: 'Not found (or not yours, or not paid)' },
  }),
  'GET /api/athletes/:id/report': route({
    summary:
      "An athlete's likes per month, quarter and year by source, and payers above the yearly threshold (the athlete or an admin)",
    access: 'user',
    params: idParams,
    query: yearQuerySchema,
    response: athleteReportSchema,
    errors: { 403: 'Not allowed', 404: 'Athlete not found' },
  }),
  'GET /api/athletes/:id/report.csv': route({
    summary: "The athlete's report as CSV (month, quarter, source, likes, dollars), streamed",
    access: 'user',
    params: idParams,
    query: yearQuerySchema,
    produces: 'csv',
    errors: { 403: 'Not allowed', 404: 'Athlete not found' },
  }),
} as const satisfies RouteMap;
