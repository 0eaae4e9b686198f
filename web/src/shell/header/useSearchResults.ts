import { useEffect, useEffectEvent, useState } from 'react';
import {
  DEFAULT_ATHLETE_SORT,
  HEADER_SEARCH_LIMIT,
  HIGHLIGHT_CLEAR_MS,
  type AthleteSearchResult,
  type School,
} from '@fanlift/core/web';
import { apiCall } from '../../api/routes';

const DEBOUNCE_MS = 200;

export interface Results {
  query: string;
  athletes: AthleteSearchResult[];
  schools: School[];
  athletesFailed: boolean;
  schoolsFailed: boolean;
}

/**
 * The header search's results for `term` (when `enabled`): athletes and schools fetched in parallel after
 * a debounce, and whether the matched text is highlighted (SPEC §9: for 2 seconds after results appear).
 * `onResults` runs in the same update as new results (e.g. to reset the active option).
 */
export function useSearchResults(term: string, enabled: boolean, onResults: () => void) {
  const long = enabled;
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const [highlightOn, setHighlightOn] = useState(false);

  const notifyResults = useEffectEvent(onResults);

  // Debounced parallel fetch of athletes and schools.
  useEffect(() => {
    if (!long) {
      setResults(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        const [a, s] = await Promise.allSettled([
          apiCall('GET /api/athletes', {
            query: { name: term, limit: HEADER_SEARCH_LIMIT, sort: DEFAULT_ATHLETE_SORT },
            signal: ctrl.signal,
          }),
          apiCall('GET /api/schools', {
            query: { name: term, limit: HEADER_SEARCH_LIMIT },
            signal: ctrl.signal,
          }),
        ]);
        if (ctrl.signal.aborted) return;
        setResults({
          query: term,
          athletes: a.status === 'fulfilled' ? (a.value?.athletes ?? []).slice(0, HEADER_SEARCH_LIMIT) : [],
          schools: s.status === 'fulfilled' ? (s.value?.schools ?? []).slice(0, HEADER_SEARCH_LIMIT) : [],
          athletesFailed: a.status === 'rejected',
          schoolsFailed: s.status === 'rejected',
        });
        notifyResults();
        setLoading(false);
      })();
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [term, long]);

  // SPEC §9: the matched-text highlight clears 2 seconds after the results appear.
  useEffect(() => {
    if (!results) return;
    setHighlightOn(true);
    const t = setTimeout(() => setHighlightOn(false), HIGHLIGHT_CLEAR_MS);
    return () => clearTimeout(t);
  }, [results]);

  return { results, loading, highlightOn, clear: () => setResults(null) };
}
