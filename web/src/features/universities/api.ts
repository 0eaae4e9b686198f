import { useEffect } from 'react';
import { useApi, useApiKeepingLast } from '../../api/routes';
import { useSocket, useSocketEvent } from '../../socket';

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

/**
 * Join the school's room while mounted (and after every reconnect) and report its `school:likes`: the likes given to
 * the school itself, as they change. Visitors have no socket and see the figures of their last load.
 */
export function useSchoolLikes(schoolId: number | null, onLikes: (likes: number) => void) {
  const { socket, connected } = useSocket();
  useEffect(() => {
    if (socket && connected && schoolId) socket.emit('school:watch', { schoolId });
  }, [socket, connected, schoolId]);
  useSocketEvent('school:likes', (p) => {
    if (schoolId && p.schoolId === schoolId) onLikes(p.likes);
  });
}
