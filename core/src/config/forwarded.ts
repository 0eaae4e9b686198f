import { z } from 'zod';

/**
 * Who may tell the api a client's address (README "Security defaults", Forwarded addresses). A proxy in front of
 * the api (the web server's /api proxy, the nginx edge) replaces X-Forwarded-For with the address it saw and
 * proves itself with a shared secret in this header, which it sets on every request (a client's value never
 * passes). The api believes X-Forwarded-* only on a request from such a proxy and strips them from every
 * other request, so no client, on the web origin or on the api's own port, chooses the address a limit counts.
 */
export const PROXY_SECRET_HEADER = 'x-fanlift-proxy-secret';

/**
 * The headers a client could send to name its own address, protocol or host (express reads the X-Forwarded-*
 * ones): the api drops them from a request that is not from its proxy, and the proxy drops the client's before
 * setting its own.
 */
export const CLIENT_FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'forwarded',
  'x-real-ip',
] as const;

export const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'] as const;
const trustEntry = z.union([z.enum(PROXY_KEYWORDS), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * Addresses of the proxies in front of the api: a comma list of addresses, CIDRs or loopback / linklocal /
 * uniquelocal. Empty (or false): none. `true` (trust anyone) is refused: any client could then choose its own
 * address and escape per-client limits.
 */
export const trustProxySchema = z
  .string()
  .default('')
  .transform((s, ctx) => {
    const v = s.trim();
    if (v === '' || v === 'false' || v === '0') return [] as string[];
    if (v === 'true' || v === '1' || v === '*') {
      ctx.addIssue({
        code: 'custom',
        message: 'list the proxy addresses (e.g. loopback, 10.0.0.0/8) instead of trusting every client',
      });
      return z.NEVER;
    }
    const items = v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    for (const item of items) {
      if (!trustEntry.safeParse(item).success) {
        ctx.addIssue({
          code: 'custom',
          message: `'${item}' is not an IP address, a CIDR or one of ${PROXY_KEYWORDS.join(', ')}`,
        });
        return z.NEVER;
      }
    }
    return items;
  });

/** The shared secret of the proxy in front of the api (and of that proxy): unset, or 16+ characters. */
export const proxySecretSchema = z
  .string()
  .trim()
  .optional()
  .transform((s) => (s ? s : undefined))
  .refine(
    (s) => s === undefined || s.length >= 16,
    'use 16 or more characters (npm start makes a random one)',
  )
  .refine(
    (s) => s === undefined || /^[\x21-\x7e]+$/.test(s),
    'printable ASCII without spaces (it is sent as a header)',
  );
