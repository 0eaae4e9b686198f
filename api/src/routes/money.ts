import type { Request, Response } from 'express';
import { DomainError } from '@fanlift/core';
import {
  athleteOwnerOf,
  athleteReport,
  athleteReportCsv,
  fanStatement,
  likesWentOf,
  pipeCsv,
  receiptOf,
  statementCsv,
  type CsvExport,
} from '@fanlift/db';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { isAdmin } from '../middleware/auth';

const thisYear = () => new Date().getUTCFullYear();

/** The athlete's own user or an admin (404 when there is no such athlete). */
async function assertAthleteOwner(m: Mount, req: Request, athleteId: number): Promise<void> {
  const profile = await athleteOwnerOf(m.deps.db.sequelize, athleteId);
  if (!profile) throw new DomainError('not_found', 'not_found', 'Athlete not found');
  if (!isAdmin(req) && profile.userId !== req.user!.id)
    throw new DomainError('forbidden', 'forbidden', 'Only the athlete or an admin can see this report');
}

/**
 * Money in plain words (issue 29): /api/me/likes-went, /api/me/statement(.csv), /api/me/receipts/:id and
 * /api/athletes/:id/report(.csv). Every read is the session user's own (or, for a report, the athlete's).
 */
export function moneyRoutes(m: Mount): void {
  const { deps } = m;
  const { sequelize } = deps.db;
  const cfg = deps.config;

  /** Stream a CSV export; once the headers are out a failure can only end the download short. */
  async function sendCsv<Row extends object>(res: Response, csv: CsvExport<Row> & { filename: string }) {
    res.type('text/csv; charset=utf-8').attachment(csv.filename).set('Cache-Control', 'no-store');
    try {
      await pipeCsv(sequelize, csv, res);
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message, file: csv.filename }, 'CSV export ended early');
      res.destroy();
    }
  }

  handle(m, 'GET /api/me/likes-went', ({ user }) => likesWentOf(sequelize, user.id));

  handle(m, 'GET /api/me/statement', ({ user, query }) =>
    fanStatement(sequelize, user.id, query.year ?? thisYear()),
  );

  handle(m, 'GET /api/me/statement.csv', async ({ user, query, res }) => {
    await sendCsv(res, statementCsv(user.id, query.year ?? thisYear()));
  });

  handle(m, 'GET /api/me/receipts/:id', async ({ user, params: { id } }) => {
    const receipt = /^cs_[A-Za-z0-9_]{1,250}$/.test(id) ? await receiptOf(sequelize, user.id, id) : null;
    if (!receipt) throw new DomainError('not_found', 'not_found', 'Receipt not found');
    return receipt;
  });

  handle(m, 'GET /api/athletes/:id/report', async ({ params: { id }, query, req }) => {
    await assertAthleteOwner(m, req, id);
    return athleteReport(sequelize, id, query.year ?? thisYear(), {
      priceCents: cfg.LIKE_PRICE_CENTS,
      thresholdCents: cfg.PAYER_YEAR_THRESHOLD_CENTS,
    });
  });

  handle(m, 'GET /api/athletes/:id/report.csv', async ({ params: { id }, query, req, res }) => {
    await assertAthleteOwner(m, req, id);
    await sendCsv(res, athleteReportCsv(id, query.year ?? thisYear(), cfg.LIKE_PRICE_CENTS));
  });
}
