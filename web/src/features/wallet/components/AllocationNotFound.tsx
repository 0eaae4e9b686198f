import type { AthleteDetail } from '@fanlift/core/web';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';

/** A fund page whose allocation id names none of the athlete's funding goals. */
export function AllocationNotFound({ athlete, page }: { athlete: AthleteDetail; page: 'fund' | 'funds' }) {
  const first = athlete.firstName;
  return (
    <NotFoundState
      title="Funding goal not found"
      links={[
        page === 'fund'
          ? { to: `/athletes/${athlete.id}/fund`, label: `Fund ${first}` }
          : { to: `/athletes/${athlete.id}/funds`, label: `See ${first}’s funds` },
        { to: `/athletes/${athlete.id}`, label: `${first}’s profile` },
      ]}
    >
      {first} has no funding goal at this link. It may have been removed, or the link is incomplete.
    </NotFoundState>
  );
}

/**
 * Whether the address names an allocation the athlete does not have: an allocation segment that is no id, or an
 * id missing from the loaded athlete's goals (undefined: not known yet).
 */
export function unknownAllocation(
  raw: string | undefined,
  id: number | null,
  athlete: AthleteDetail | undefined,
): boolean | undefined {
  if (raw === undefined) return false;
  if (id === null) return true;
  if (!athlete) return undefined;
  return !athlete.allocations.some((x) => x.id === id);
}
