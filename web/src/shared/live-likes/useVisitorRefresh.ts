import { useSocket } from '../../socket';
import { VISITOR_REFRESH_MS } from './visitorRefresh';

/**
 * SWR's `refreshInterval` for a page of live figures: none when there is a socket (signed in: its events keep the
 * figures, see useLiveLikes), else every VISITOR_REFRESH_MS (visitors have no socket).
 */
export function useVisitorRefresh(): number {
  const { socket } = useSocket();
  return socket ? 0 : VISITOR_REFRESH_MS;
}
