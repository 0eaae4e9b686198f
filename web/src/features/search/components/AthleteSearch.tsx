import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ATHLETE_PAGE_SIZE, ATHLETE_SORTS, type Sport } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { useApiKeepingLast } from '../../../api/routes';
import { Button, Card, EmptyState, ErrorState } from '../../../ui';
import { AthleteGrid, AthleteGridSkeleton } from '../../../shared/athlete-grid/AthleteGrid';
import { Pager } from '../../../ui/Pager';
import { Select } from '../../../ui/forms';
import { useDebounced } from '../../../ui/useDebounced';
import { Page, PageHeader } from '../../../ui/layout';
import { SchoolSelect } from '../../../shared/schools/SchoolSelect';
import { AthleteFilterFields } from './AthleteFilterFields';
import { Layout, FilterToggle, FilterPanel, ResultsBar } from './AthleteSearch.styles';
import { SearchField } from '../../../ui/SearchField';

export const FILTER_KEYS = [
  'schoolId',
  'sport',
  'position',
  'recruitingClass',
  'ratings',
  'name',
  'photoUrl',
  'sort',
  'index',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const SORT_LABELS: Record<(typeof ATHLETE_SORTS)[number], string> = {
  ranking: 'Ranking',
  name: 'Name (A–Z)',
  rating: 'Rating (high to low)',
  likes: 'Most likes',
  class: 'Class (earliest first)',
};

/**
 * Athlete search with every SPEC §3 filter; the filters live in the URL query string (so reload and sharing
 * restore them). `fixed` filters are always sent and their controls hidden.
 */
export function AthleteSearch({
  endpoint,
  title,
  eyebrow,
  lead,
  fixed = {},
  defaults = {},
  extra,
}: {
  /** The athlete search route the page answers with (SPEC §7 names several for the same search). */
  endpoint:
    | 'GET /api/athletes'
    | 'GET /api/athletes/search'
    | 'GET /api/athletes/share-likes-search'
    | 'GET /api/explore-roster';
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  fixed?: Partial<Record<FilterKey, string>>;
  /** Values used when the URL has none (e.g. a different default sort). */
  defaults?: Partial<Record<FilterKey, string>>;
  extra?: ReactNode;
}) {
  const [urlParams, setParams] = useSearchParams();
  // react-router applies navigations in a transition: until it commits, the controls read the filters the
  // user just chose (optimistic), and successive changes build on them instead of on a stale URL.
  const [pending, setPending] = useState<URLSearchParams | null>(null);
  const urlKey = urlParams.toString();
  useEffect(() => {
    setPending((p) => (p && p.toString() === urlKey ? null : p));
  }, [urlKey]);
  const params = pending ?? urlParams;
  const id = useId();
  const get = (k: FilterKey) => fixed[k] ?? params.get(k) ?? defaults[k] ?? '';
  const sport = get('sport') as Sport | '';
  const ratings = get('ratings')
    .split(',')
    .filter((r) => /^[0-5]$/.test(r));
  const sort = ATHLETE_SORTS.includes(get('sort') as never) ? get('sort') : 'ranking';
  const index = Math.max(0, Number(get('index')) || 0);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const [nameText, setNameText] = useState(get('name'));
  const debouncedName = useDebounced(nameText.trim(), 350);
  const urlName = params.get('name') ?? '';

  const commit = (next: URLSearchParams) => {
    setPending(next);
    setParams(next, { replace: true });
  };
  const update = (patch: Partial<Record<FilterKey, string>>, keepIndex = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!keepIndex) next.delete('index');
    commit(next);
  };
  // The typed name reaches the URL once typing pauses (not on every other change of the filters).
  const pushName = useEffectEvent((name: string) => {
    if (name !== urlName) update({ name });
  });
  useEffect(() => pushName(debouncedName), [debouncedName]);

  const query: Record<string, string> = {};
  for (const k of FILTER_KEYS) {
    const v = k === 'sort' ? sort : k === 'ratings' ? ratings.join(',') : get(k);
    if (v) query[k] = v;
  }
  query.limit = String(ATHLETE_PAGE_SIZE);
  const { data, error, isLoading, isValidating, mutate } = useApiKeepingLast(endpoint, { query });

  const activeCount = FILTER_KEYS.filter(
    (k) => k !== 'sort' && k !== 'index' && !fixed[k] && params.get(k),
  ).length;

  const toggleRating = (r: string) => {
    const set = new Set(ratings);
    if (set.has(r)) set.delete(r);
    else set.add(r);
    update({
      ratings: [...set]
        .map(Number)
        .sort((a, b) => b - a)
        .join(','),
    });
  };

  const filters = (
    <FilterPanel role="group" aria-label="Filters" data-open={filtersOpen} id={`${id}-filters`}>
      <SearchField
        id={`${id}-name`}
        label="Name"
        value={nameText}
        onChange={setNameText}
        placeholder="Athlete name"
        testId="filter-name"
      />
      {!fixed.schoolId && (
        <SchoolSelect value={get('schoolId')} onChange={(schoolId) => update({ schoolId })} />
      )}
      <AthleteFilterFields
        fixed={fixed}
        sport={sport}
        ratings={ratings}
        get={get}
        update={update}
        toggleRating={toggleRating}
      />
      {activeCount > 0 && (
        <Button
          type="button"
          $variant="secondary"
          $small
          onClick={() => {
            setNameText('');
            const next = new URLSearchParams();
            if (params.get('sort')) next.set('sort', params.get('sort')!);
            commit(next);
          }}
          data-testid="filter-clear"
        >
          Clear filters
        </Button>
      )}
    </FilterPanel>
  );

  return (
    <Page>
      <PageHeader title={title} eyebrow={eyebrow} lead={lead} />
      {extra}
      <Layout>
        <aside>
          <FilterToggle
            type="button"
            $variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {filtersOpen ? 'Hide filters' : `Filters${activeCount ? ` (${activeCount})` : ''}`}
          </FilterToggle>
          <Card style={{ padding: 20 }} className="filters-card" data-open={filtersOpen}>
            {filters}
          </Card>
        </aside>
        <section aria-labelledby={`${id}-count`}>
          <ResultsBar>
            <h2 id={`${id}-count`} aria-live="polite" data-testid="result-count">
              {data
                ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'athlete' : 'athletes'}`
                : 'Searching…'}
            </h2>
            <label className="sort">
              <span>Sort by</span>
              <Select
                value={sort}
                onChange={(e) =>
                  update({ sort: e.target.value === (defaults.sort ?? 'ranking') ? '' : e.target.value })
                }
                data-testid="sort-select"
                aria-label="Sort by"
              >
                {ATHLETE_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </Select>
            </label>
          </ResultsBar>
          {error && !data ? (
            <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
          ) : isLoading && !data ? (
            <AthleteGridSkeleton count={9} />
          ) : !data || data.athletes.length === 0 ? (
            <EmptyState>
              <span>No athletes match these filters. Try removing one.</span>
            </EmptyState>
          ) : (
            <div
              aria-busy={isValidating}
              style={{ opacity: isValidating && isLoading ? 0.55 : 1, transition: 'opacity .15s' }}
            >
              {error && (
                // A list is shown (the one from before the last change, kept while the new one loads, or an
                // older answer) but the newest call failed: say so and offer to ask again.
                <div style={{ marginBottom: 16 }} data-testid="results-stale">
                  <ErrorState
                    message={`${errorMessage(error)} These results may be out of date.`}
                    onRetry={() => void mutate()}
                  />
                </div>
              )}
              <AthleteGrid athletes={data.athletes} />
              <Pager
                index={data.index ?? index}
                nextIndex={data.nextIndex}
                total={data.total}
                pageSize={ATHLETE_PAGE_SIZE}
                onPage={(i) => {
                  update({ index: i ? String(i) : '' }, true);
                  window.scrollTo({ top: 0 });
                }}
              />
            </div>
          )}
        </section>
      </Layout>
    </Page>
  );
}
