import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type {
  BracketGroupBoard,
  BracketGroupSearch,
  BracketGroupVisibility,
  BracketKind,
} from '@fanlift/core/web';
import type { ApiError } from '../../api/client';
import { apiCall, apiFetcher, apiKey, useApi } from '../../api/routes';

/** Bracket groups (issue 29 item 6): the fan's groups, public search, a group, its leaderboard, invites. */
export const groupPath = (id: number) => `/brackets/groups/${id}`;
export const inviteLink = (id: number, token: string) =>
  `${window.location.origin}/brackets/groups/${id}/join/${token}`;

export function useMyGroups(kind: BracketKind | undefined, enabled: boolean) {
  return useApi('GET /api/bracket-groups/mine', enabled ? { query: kind ? { kind } : {} } : null);
}

export function useGroup(id: number | null) {
  return useApi('GET /api/bracket-groups/:id', id === null ? null : { params: { id } });
}

export function useInvite(id: number | null, token: string | undefined) {
  return useApi(
    'GET /api/bracket-groups/:id/invites/:token',
    id === null || !token ? null : { params: { id, token } },
  );
}

/** Public groups whose name starts with `q`, page after page (keyset). */
export function useGroupSearch(kind: BracketKind, q: string) {
  return useSWRInfinite<BracketGroupSearch, ApiError>(
    (i, prev: BracketGroupSearch | null) =>
      i > 0 && !prev?.next
        ? null
        : apiKey('GET /api/bracket-groups', {
            query: { kind, q, limit: 20, ...(i > 0 && prev?.next ? { after: prev.next } : {}) },
          }),
    apiFetcher('GET /api/bracket-groups'),
  );
}

/** A group's members in rank order, page after page (keyset by position). */
export function useGroupBoard(id: number | null) {
  return useSWRInfinite<BracketGroupBoard, ApiError>(
    (i, prev: BracketGroupBoard | null) =>
      id === null || (i > 0 && prev?.next == null)
        ? null
        : apiKey('GET /api/bracket-groups/:id/leaderboard', {
            params: { id },
            query: { limit: 25, after: i > 0 && prev?.next ? prev.next : 0 },
          }),
    apiFetcher('GET /api/bracket-groups/:id/leaderboard'),
  );
}

/** Refetch every group read (after a join, leave, removal or a new ranking). */
export function useRefreshGroups() {
  const { mutate } = useSWRConfig();
  return () =>
    void mutate(
      (key) =>
        (typeof key === 'string' && key.startsWith('/api/bracket-groups')) ||
        (Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/bracket-groups')),
    );
}

export const createGroup = (kind: BracketKind, name: string, visibility: BracketGroupVisibility) =>
  apiCall('POST /api/bracket-groups', { body: { kind, name, visibility } });

export const joinGroup = (id: number, token?: string) =>
  apiCall('POST /api/bracket-groups/:id/members', { params: { id }, body: token ? { token } : {} });

export const removeMember = (id: number, fanId: number) =>
  apiCall('DELETE /api/bracket-groups/:id/members/:fanId', { params: { id, fanId } });

export const removeGroup = (id: number) => apiCall('DELETE /api/bracket-groups/:id', { params: { id } });
