import { request as httpRequest } from 'node:http';
import { PROXY_SECRET_HEADER } from '@fanlift/core/config';

/**
 * A wrong Ohio password from the loopback address `from` (each test its own client), naming another address in
 * every header a proxy might read, and posing as the proxy with a made-up secret.
 */
export function wrongOhio(base: string, from: string, claimed: string): Promise<number> {
  const body = JSON.stringify({ password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/ohio/unlock`, {
      method: 'POST',
      localAddress: from,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': claimed,
        forwarded: `for=${claimed}`,
        'x-real-ip': claimed,
        [PROXY_SECRET_HEADER]: 'a-guess-at-the-proxy-secret',
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}
