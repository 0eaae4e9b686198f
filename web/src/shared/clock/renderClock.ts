import { createContext, useContext, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** When, and for which URL, the server rendered the page being hydrated (issue 30). */
export interface RenderClock {
  at: number;
  url: string;
}

export const RenderClockContext = createContext<RenderClock | null>(null);

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
