import { createContext, useContext, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** When, and for which URL, the server rendered the page being hydrated (issue 30). */
export interface RenderClock {
  at: number;
  url: string;
  /**
   * The server's guess, from the User-Agent, that the viewer is on a phone: a page whose layout differs by
   * width (the live game) renders the phone's or the desktop's, and hydration renders the same before the
   * browser's own answer follows, so a phone never sees the desktop markup swapped for its own (a layout shift).
   */
  phone?: boolean;
}

export const RenderClockContext = createContext<RenderClock | null>(null);

/** What the server rendered a width-dependent layout for (false: the desktop, and anywhere not hydrating). */
export function useServerPhone(): boolean {
  return useContext(RenderClockContext)?.phone ?? false;
}

/**
 * "Now", fixed for the life of the component: on the page the server rendered, the server's time, so a read
 * keyed on the time (this week's games from now) has the key the server fetched and the first render matches;
 * anywhere else, the browser's time.
 */
export function useMountTime(): number {
  const clock = useContext(RenderClockContext);
  const { pathname, search } = useLocation();
  const [at] = useState(() => (clock && clock.url === `${pathname}${search}` ? clock.at : Date.now()));
  return at;
}
