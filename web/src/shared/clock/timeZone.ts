/**
 * The time zone pages show times in (issue 30). In the browser it is the viewer's, except on a server-rendered
 * page: there it is the zone the server rendered with (the viewer's, remembered in a cookie from an earlier
 * visit; Eastern time on a first visit, named on every time shown), so hydration renders the same text; the
 * next page load renders in the viewer's zone. On the server the renderer supplies the request's zone.
 */
export const TIME_ZONE_COOKIE = 'fanlift.tz';
export const DEFAULT_SERVER_TIME_ZONE = 'America/New_York';

let source: () => string | undefined = () => undefined;

/** Where the zone of the page being rendered comes from (the server renderer's per-request zone; hydration's). */
export function setTimeZoneSource(get: () => string | undefined): void {
  source = get;
}

export function viewerTimeZone(): string {
  return source() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A zone name Intl accepts, or null. */
export function validTimeZone(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Remember the viewer's zone for the server's next render of a page (a year; not a secret). */
export function rememberTimeZone(doc: Document): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || doc.cookie.includes(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`)) return;
  doc.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
