import { useApi, useApiKeepingLast } from '../../api/routes';
import { useLiveLikes } from '../../shared/live-likes/useLiveLikes';
import { useVisitorRefresh } from '../../shared/live-likes/useVisitorRefresh';

/**
 * GET /api/schools/:idOrSlug: a university's page (the university page, the Ohio State portal). Without a socket
 * (visitors) it is read again every 20 s, as the athlete pages are (useVisitorRefresh).
 */
export const useSchoolPage = (idOrSlug: string | number | null) =>
  useApi('GET /api/schools/:id', idOrSlug === null ? null : { params: { id: idOrSlug } }, {
    refreshInterval: useVisitorRefresh(),
  });

/** The likes given to the school itself, as they change (`school:likes`; shared/live-likes). */
export const useSchoolLikes = (schoolId: number | null, onLikes: (likes: number) => void) =>
  useLiveLikes('school', schoolId, (p) => onLikes(p.likes));

/**
 * The university page kept live as the athlete pages are: with a socket, `school:likes` events move the school's own
 * likes at once; without one (visitors), the page is read again every 20 s (useSchoolPage).
 */
export function useLiveSchoolPage(idOrSlug: string | number | null) {
  const swr = useSchoolPage(idOrSlug);
  const { data, mutate } = swr;
  // Its athletes' likes come with the next load.
  useSchoolLikes(data?.id ?? null, (likes) => {
    void mutate((prev) => (prev ? { ...prev, likes, totalLikes: likes + prev.athleteLikes } : prev), {
      revalidate: false,
    });
  });
  return swr;
}

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
