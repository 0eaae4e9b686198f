import { useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pageDescription, type RouteDef } from '@fanlift/core/web';
import { useDocumentTitle } from '../../shared/page-meta/useDocumentTitle';
import { RouteContext } from './RouteContext';
import { RouteGuard } from './RouteGuard';

/** Keep a <head> tag's attribute current (the server sent the first page's; the SPA updates it). */
function setHeadTag(selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

function usePageMeta(route: RouteDef) {
  const { pathname } = useLocation();
  useEffect(() => {
    setHeadTag(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      pageDescription(route),
    );
    setHeadTag(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      `${window.location.origin}${pathname}`,
    );
  }, [route, pathname]);
}

/** One route of core ROUTES: sets the document title, applies the guard and renders the page. */
export function RouteElement({ route, page: Page }: { route: RouteDef; page: ComponentType }) {
  useDocumentTitle(route.title);
  usePageMeta(route);
  return (
    <RouteContext.Provider value={route}>
      <RouteGuard access={route.access}>
        <Page />
      </RouteGuard>
    </RouteContext.Provider>
  );
}
