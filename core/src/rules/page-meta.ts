import type { RouteDef } from './routes';

/** The title and description every page carries, in the server's HTML and as the SPA navigates. */
export const SITE_NAME = 'Fanlift';
export const DEFAULT_TITLE = 'Fanlift — Fan-funded NIL for college sports';
export const DEFAULT_DESCRIPTION =
  'Fanlift lets college sports fans back the athletes and universities they love. Give likes, earn stars, spin for rewards and follow live games with fellow fans.';

export function pageTitle(title: string): string {
  return title === SITE_NAME ? DEFAULT_TITLE : `${title} · ${SITE_NAME}`;
}

export function pageDescription(route: Pick<RouteDef, 'path' | 'title'>): string {
  if (route.path === '/') return DEFAULT_DESCRIPTION;
  return `${route.title} on Fanlift, the fan-funded NIL platform for college sports: back athletes and universities with likes, earn stars and follow live games.`;
}
