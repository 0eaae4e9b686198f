import type { ClientRequest, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { CLIENT_FORWARDED_HEADERS, PROXY_SECRET_HEADER } from '@fanlift/core/config';

/** Headers a client could send to name its own address, protocol or host, or to pose as the proxy. */
const CLIENT_HEADERS = [...CLIENT_FORWARDED_HEADERS, PROXY_SECRET_HEADER];

export interface ForwardedOptions {
  /** PUBLIC_URL: a web server behind a TLS terminator serves https even though its own socket is plain. */
  publicUrl: string;
  /** PROXY_SECRET: proves to the api that the forwarded address comes from this proxy. */
  secret?: string;
}

/**
 * The X-Forwarded-* headers of a proxied request, set by this server alone (README "Security defaults"):
 * whatever the client sent is dropped; X-Forwarded-For is the address this server saw (replaced, never
 * appended to), X-Forwarded-Proto and -Host are this server's own, and the shared secret (when configured)
 * tells the api that these come from its proxy.
 */
export function forwardedHeaders(req: IncomingMessage, opts: ForwardedOptions): Record<string, string> {
  const https = (req.socket as TLSSocket).encrypted === true || new URL(opts.publicUrl).protocol === 'https:';
  const headers: Record<string, string> = {
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    'x-forwarded-proto': https ? 'https' : 'http',
  };
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  if (opts.secret) headers[PROXY_SECRET_HEADER] = opts.secret;
  return headers;
}

/** Replace the client's forwarding headers on the outgoing request (http-proxy's `proxyReq`/`proxyReqWs`). */
export function setForwardedHeaders(proxyReq: ClientRequest, req: IncomingMessage, opts: ForwardedOptions) {
  for (const h of CLIENT_HEADERS) proxyReq.removeHeader(h);
  for (const [h, v] of Object.entries(forwardedHeaders(req, opts))) proxyReq.setHeader(h, v);
}
