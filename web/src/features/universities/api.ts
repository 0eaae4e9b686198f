import useSWR from 'swr';
import type { AthletePage, OhioExtras, OhioStatus, SchoolDashboard, SchoolPage } from '@fanlift/core/web';
import { apiUrl, type ApiError } from '../../api/client';

/** GET /api/schools/:idOrSlug: the university page. */
export const useSchoolPage = (idOrSlug: string | number | null) =>
  useSWR<SchoolPage, ApiError>(idOrSlug === null ? null : `/schools/${idOrSlug}`);

/** GET /api/schools/:id/:sport: one page of the roster. */
export const useSchoolRoster = (schoolId: number | null, sport: string, index: number, limit: number) =>
  useSWR<AthletePage, ApiError>(
    schoolId === null ? null : apiUrl(`/schools/${schoolId}/${sport}`, { index, limit }),
    { keepPreviousData: true },
  );

/** GET /api/schools/athleteDashboard/:id: the university dashboard, one page of athletes. */
export const useSchoolDashboard = (schoolId: number, index: number, limit: number) =>
  useSWR<SchoolDashboard, ApiError>(apiUrl(`/schools/athleteDashboard/${schoolId}`, { index, limit }), {
    keepPreviousData: true,
  });

/** The Ohio State portal: whether the visitor unlocked it, and the extras once unlocked. */
export const useOhioStatus = () => useSWR<OhioStatus, ApiError>('/ohio/status');
export const useOhioExtras = (unlocked: boolean) =>
  useSWR<OhioExtras, ApiError>(unlocked ? '/ohio/extras' : null);
