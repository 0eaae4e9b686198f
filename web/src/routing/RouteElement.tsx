import { useEffect, type ComponentType } from 'react';
import type { RouteDef } from '@fanlift/core';
import { RouteContext } from './RouteContext';
import { RouteGuard } from './RouteGuard';

export const DEFAULT_TITLE = 'Fanlift — Fan-funded NIL for college sports';

export function pageTitle(title: string): string {
  return title === 'Fanlift' ? DEFAULT_TITLE : `${title} · Fanlift`;
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** One route of core ROUTES: sets the document title, applies the guard and renders the page. */
export function RouteElement({ route, page: Page }: { route: RouteDef; page: ComponentType }) {
  useDocumentTitle(route.title);
  return (
    <RouteContext.Provider value={route}>
      <RouteGuard access={route.access}>
        <Page />
      </RouteGuard>
    </RouteContext.Provider>
  );
}
