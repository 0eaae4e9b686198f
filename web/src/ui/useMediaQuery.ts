import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '@fanlift/core/web';

/**
 * Whether a CSS media query matches now; follows it as the window changes. A server render (and the hydration
 * of its markup) answers `serverAnswer` (false unless the caller knows what the server rendered), then the
 * browser's own answer follows at once, so hydration never mismatches.
 */
export function useMediaQuery(query: string, serverAnswer = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => !!window.matchMedia?.(query).matches,
    () => serverAnswer,
  );
}

/** The phone and tablet layout (the theme's `mobile` media: under 992 px); `serverAnswer` as useMediaQuery's. */
export function useIsMobile(serverAnswer = false): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`, serverAnswer);
}
