import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { BOOT_SCRIPT_HASH } from './boot';

/**
 * The Content-Security-Policy of the SPA (every page and asset the web server sends; deploy/nginx.conf sends
 * the same). Scripts come only from this origin, and the one inline script a server-rendered page carries (allowed
 * by its hash: ./boot); styled-components inserts <style> elements at run time, hence 'unsafe-inline' for styles
 * only. Socket.IO's websocket is same-origin,
 * which 'self' covers. frame-ancestors 'none' (and X-Frame-Options: DENY for older browsers): no page, such as
 * /wallet, can be framed by another site.
 */
export const SPA_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", BOOT_SCRIPT_HASH],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

export function spaCsp(production: boolean): string {
  const parts = Object.entries(SPA_CSP_DIRECTIVES).map(([k, v]) => `${k} ${v.join(' ')}`);
  if (production) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** helmet with the SPA's policy; HSTS and upgrade-insecure-requests only in production (served over TLS). */
export function securityHeaders(production: boolean): RequestHandler {
  const directives: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(SPA_CSP_DIRECTIVES)) directives[k] = [...v];
  if (production) directives['upgrade-insecure-requests'] = [];
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: production ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}
