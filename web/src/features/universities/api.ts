import { useApi, useApiKeepingLast } from '../../api/routes';
import { useLiveLikes } from '../../shared/live-likes/useLiveLikes';

/** GET /api/schools/:idOrSlug: the university page. */
export const useSchoolPage = (idOrSlug: string | number | null) =>
  useApi('GET /api/schools/:id', idOrSlug === null ? null : { params: { id: idOrSlug } });

/** GET /api/schools/:id/:sport: one page of the roster. */
export const useSchoolRoster = (schoolId: number | null, sport: string, index: number, limit: number) =>
  useApiKeepingLast(
    'GET /api/schools/:schoolId/:sport',
    schoolId === null ? null : { params: { schoolId, sport }, query: { index, limit } },
  );

/** GET /api/schools/athleteDashboard/:id: the university dashboard, one page of athletes. */
export const useSchoolDashboard = (schoolId: number, index: number, limit: number) =>
  useApiKeepingLast('GET /api/schools/athleteDashboard/:id', {
    params: { id: schoolId },
    query: { index, limit },
  });

/** The Ohio State portal: whether the visitor unlocked it, and the extras once unlocked. */
export const useOhioStatus = () => useApi('GET /api/ohio/status', {});
export const useOhioExtras = (unlocked: boolean) => useApi('GET /api/ohio/extras', unlocked ? {} : null);

/** The likes given to the school itself, as they change (`school:likes`; shared/live-likes). */
export const useSchoolLikes = (schoolId: number | null, onLikes: (likes: number) => void) =>
  useLiveLikes('school', schoolId, (p) => onLikes(p.likes));
