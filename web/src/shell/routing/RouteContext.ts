import { createContext, useContext } from 'react';
import type { RouteDef } from '@fanlift/core/web';

export const RouteContext = createContext<RouteDef | null>(null);

/** The core route definition of the page being rendered. */
export function useRouteDef(): RouteDef | null {
  return useContext(RouteContext);
}
