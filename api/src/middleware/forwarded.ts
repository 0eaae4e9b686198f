import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { RequestHandler } from 'express';
import { CLIENT_FORWARDED_HEADERS, PROXY_SECRET_HEADER, type ApiConfig } from '@fanlift/core/config';

/** The ranges of TRUST_PROXY's keywords (the same as express's `trust proxy`). */
const KEYWORD_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** TRUST_PROXY (validated addresses, CIDRs and keywords) as a matcher of addresses. */
export function addressMatcher(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => KEYWORD_RANGES[e] ?? [e])) {
    const [address, prefix] = entry.split('/');
    const family = isIPv6(address!) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, family);
    else list.addSubnet(address!, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return list.check(mapped[1]!, 'ipv4');
    return list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export interface ForwardedPolicy {
  /** express's `trust proxy`: false when no proxy can prove itself. */
  trust: false | ((address: string, hop: number) => boolean);
  /** First middleware of the app: keeps X-Forwarded-* only on a request from a proxy that proved itself. */
  middleware: RequestHandler;
}

/**
 * Which requests come from the proxy in front of the api (README "Security defaults"): the TCP peer is one of
 * TRUST_PROXY (when set) and the request carries PROXY_SECRET in X-Fanlift-Proxy-Secret (when set); with
 * neither set, none does. On every other request X-Forwarded-* and the like are removed before anything reads
 * them, so `req.ip`, `req.protocol` and `req.hostname` are the connection's own. The secret header is removed
 * from every request (never logged, never passed on).
 *
 * On a proxy's request, express takes the client address from X-Forwarded-For: the proxy's own entry (our
 * proxies replace the header, so it is the only one), and further left only through more proxies listed in
 * TRUST_PROXY (a chain of proxies that each append).
 */
export function forwardedPolicy(config: {
  TRUST_PROXY: ApiConfig['TRUST_PROXY'];
  PROXY_SECRET?: ApiConfig['PROXY_SECRET'];
}): ForwardedPolicy {
  const listed = config.TRUST_PROXY.length > 0 ? addressMatcher(config.TRUST_PROXY) : null;
  const secret = config.PROXY_SECRET ? digest(config.PROXY_SECRET) : null;
  const fromProxy = (peer: string | undefined, proof: string | string[] | undefined): boolean => {
    if (!listed && !secret) return false;
    if (listed && !listed(peer ?? '')) return false;
    if (!secret) return true;
    return typeof proof === 'string' && timingSafeEqual(digest(proof), secret);
  };
  return {
    trust: listed || secret ? (address, hop) => hop === 0 || (listed?.(address) ?? false) : false,
    middleware: (req, _res, next) => {
      const proof = req.headers[PROXY_SECRET_HEADER];
      delete req.headers[PROXY_SECRET_HEADER];
      if (!fromProxy(req.socket.remoteAddress, proof))
        for (const h of CLIENT_FORWARDED_HEADERS) delete req.headers[h];
      next();
    },
  };
}
