import { apiPath, useApi } from '../../api/routes';

/** Money in plain words (issue 29): where a fan's likes went, statements, receipts, the athlete's report. */

export const thisYear = () => new Date().getUTCFullYear();

export const usePriceTable = () => useApi('GET /api/payments/prices', {}, { dedupingInterval: 60_000 });

export const useLikesWent = () => useApi('GET /api/me/likes-went', {});

export const useStatement = (year: number) => useApi('GET /api/me/statement', { query: { year } });

export const statementCsvUrl = (year: number) => apiPath('GET /api/me/statement.csv', { query: { year } });

export const useReceipt = (id: string) => useApi('GET /api/me/receipts/:id', { params: { id } });

/** The signed-in athlete's profile id (from their dashboard), then the report of that year. */
export function useAthleteReport(year: number) {
  const me = useApi('GET /api/athletes/me/dashboard', { query: { days: 7 } });
  const athleteId = me.data?.athlete.id ?? null;
  const report = useApi(
    'GET /api/athletes/:id/report',
    athleteId === null ? null : { params: { id: athleteId }, query: { year } },
  );
  return { me, report, athleteId };
}

export const athleteReportCsvUrl = (athleteId: number, year: number) =>
  apiPath('GET /api/athletes/:id/report.csv', { params: { id: athleteId }, query: { year } });

/** Years a statement or report can be asked for: this one and the four before. */
export const recentYears = () => Array.from({ length: 5 }, (_, i) => thisYear() - i);
