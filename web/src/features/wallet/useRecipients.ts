import { SEARCH_MIN_CHARS } from '@fanlift/core/web';
import { useApiKeepingLast } from '../../api/routes';
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

/** The school a link chose for the fan (`?schoolId=12&name=Ohio%20State`), or null. */
export function presetRecipient(params: URLSearchParams): Recipient | null {
  const id = Number(params.get('schoolId'));
  const name = params.get('name')?.trim();
  if (!Number.isSafeInteger(id) || id <= 0 || !name) return null;
  return { kind: 'school', id, name: name.slice(0, 120), detail: 'University', image: null };
}

export function useRecipients(kind: Kind, query: string) {
  const q = query.trim();
  const searching = q.length >= SEARCH_MIN_CHARS;
  const search = { query: { limit: LIST_LIMIT, ...(searching ? { name: q } : {}) } };
  const athletes = useApiKeepingLast('GET /api/athletes', kind === 'athlete' ? search : null);
  const schools = useApiKeepingLast('GET /api/schools', kind === 'school' ? search : null);
  const swr = kind === 'athlete' ? athletes : schools;
  const list: Recipient[] =
    kind === 'athlete'
      ? (athletes.data?.athletes ?? []).map((a) => ({
          kind,
          id: a.id,
          name: `${a.user.firstName} ${a.user.lastName}`.trim(),
          detail: [capitalise(a.sport), a.position, a.schools?.[0]?.name].filter(Boolean).join(' · '),
          image: a.photoUrl ?? `/api/athletes/${a.id}/avatar.svg`,
        }))
      : (schools.data?.schools ?? []).map((s) => ({
          kind,
          id: s.id,
          name: s.name,
          detail: s.conference ?? '',
          image: s.logo ?? null,
        }));
  return { ...swr, list, searching };
}
