import { useEffect, useState } from 'react';
import { MOBILE_MAX_WIDTH } from '@fanlift/core/web';

/** Whether a CSS media query matches now; follows it as the window changes. */
export function useMediaQuery(query: string): boolean {
  const get = () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** The phone and tablet layout (the theme's `mobile` media: under 992 px). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`);
}
