import { SPORTS, positionForSport, positionsOf, type Sport } from '@fanlift/core/web';
import { capitalise, recruitingClasses } from '../../../ui/format';
import { Field, Options, Select } from '../../../ui/forms';
import type { FilterKey } from './AthleteSearch';

/** The athlete filters but name and school: sport, position, class, rating and photo (hidden when fixed). */
export function AthleteFilterFields({
  fixed,
  sport,
  ratings,
  get,
  update,
  toggleRating,
}: {
  fixed: Partial<Record<FilterKey, string>>;
  sport: Sport | '';
  ratings: string[];
  get: (k: FilterKey) => string;
  update: (patch: Partial<Record<FilterKey, string>>) => void;
  toggleRating: (r: string) => void;
}) {
  return (
    <>
      {!fixed.sport && (
        <Field id="explore-sport" label="Sport">
          <Select
            id="explore-sport"
            value={sport}
            onChange={(e) => {
              const s = e.target.value as Sport | '';
              update({ sport: s, position: positionForSport(s, get('position')) });
            }}
            data-testid="filter-sport"
          >
            <option value="">Any sport</option>
            <Options values={SPORTS} label={capitalise} />
          </Select>
        </Field>
      )}
      {!fixed.position && (
        <Field
          id="explore-position"
          label="Position"
          hint={sport ? undefined : 'Choose a sport to filter by position.'}
        >
          <Select
            id="explore-position"
            value={get('position')}
            onChange={(e) => update({ position: e.target.value })}
            disabled={!sport}
            data-testid="filter-position"
          >
            <option value="">Any position</option>
            <Options values={positionsOf(sport)} />
          </Select>
        </Field>
      )}
      {!fixed.recruitingClass && (
        <Field id="explore-class" label="Recruiting class">
          <Select
            id="explore-class"
            value={get('recruitingClass')}
            onChange={(e) => update({ recruitingClass: e.target.value })}
            data-testid="filter-class"
          >
            <option value="">Any class</option>
            <Options values={recruitingClasses()} />
          </Select>
        </Field>
      )}
      {!fixed.ratings && (
        <fieldset className="ratings">
          <legend>Rating</legend>
          {[5, 4, 3, 2, 1, 0].map((r) => (
            <label key={r}>
              <input
                type="checkbox"
                checked={ratings.includes(String(r))}
                onChange={() => toggleRating(String(r))}
                data-testid={`filter-rating-${r}`}
              />
              <span aria-hidden="true" className="stars">
                {'★'.repeat(r)}
                <span className="grey">{'★'.repeat(5 - r)}</span>
              </span>
              <span className="visually-hidden">{r} stars</span>
              {r === 0 && <small>Unrated</small>}
            </label>
          ))}
        </fieldset>
      )}
      {!fixed.photoUrl && (
        <label className="photo">
          <input
            type="checkbox"
            checked={get('photoUrl') === 'true'}
            onChange={(e) => update({ photoUrl: e.target.checked ? 'true' : '' })}
            data-testid="filter-photo"
          />
          Only athletes with a photo
        </label>
      )}
    </>
  );
}
