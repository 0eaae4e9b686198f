import useSWR from 'swr';
import { SEARCH_MIN_CHARS, type AthleteSearchResult, type School } from '@fanlift/core/web';
import { type ApiError } from '../../api/client';
import { capitalise } from '../../ui/format';

export type Kind = 'athlete' | 'school';

export interface Recipient {
  kind: Kind;
  id: number;
  name: string;
  detail: string;
  image: string | null;
}

export const LIST_LIMIT = 8;

export function useRecipients(kind: Kind, query: string) {
  const q = query.trim();
  const searching = q.length >= SEARCH_MIN_CHARS;
  const key =
    kind === 'athlete'
      ? `/athletes?limit=${LIST_LIMIT}${searching ? `&name=${encodeURIComponent(q)}` : ''}`
      : `/schools?limit=${LIST_LIMIT}${searching ? `&name=${encodeURIComponent(q)}` : ''}`;
  const swr = useSWR<{ athletes?: AthleteSearchResult[]; schools?: School[] }, ApiError>(key, {
    keepPreviousData: true,
  });
  const list: Recipient[] =
    kind === 'athlete'
      ? (swr.data?.athletes ?? []).map((a) => ({
          kind,
          id: a.id,
          name: `${a.user.firstName} ${a.user.lastName}`.trim(),
          detail: [capitalise(a.sport), a.position, a.schools?.[0]?.name].filter(Boolean).join(' · '),
          image: a.photoUrl ?? `/api/athletes/${a.id}/avatar.svg`,
        }))
      : (swr.data?.schools ?? []).map((s) => ({
          kind,
          id: s.id,
          name: s.name,
          detail: s.conference ?? '',
          image: s.logo ?? null,
        }));
  return { ...swr, list, searching };
}
