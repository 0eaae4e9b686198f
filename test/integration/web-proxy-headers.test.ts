import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import pino from 'pino';
import { PROXY_SECRET_HEADER, loadConfig, webConfigSchema } from '@fanlift/core/config';
import { startWebServer, type WebServer } from '../../web/server/app';

const SECRET = 'proxy-headers-test-secret-0123';

/**
 * What the web server's proxies send upstream (issue 26 item 7): X-Forwarded-For replaced by the address the web
 * server saw (never appended to a client's), X-Forwarded-Proto and -Host its own, the shared secret to the api
 * only, and nothing a client sent to name itself.
 */
describe('web proxy: the forwarding headers it sends upstream', () => {
  let upstream: Server;
  let web: WebServer;
  const seen: IncomingHttpHeaders[] = [];

  before(async () => {
    upstream = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, {
        'content-type': 'application/json',
        connection: 'close',
        'keep-alive': 'timeout=1',
      });
      res.end('{}');
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const config = loadConfig(webConfigSchema, {
      WEB_PORT: '0',
      API_URL: url,
      REALTIME_URL: url,
      PROXY_SECRET: SECRET,
      METRICS_ENABLED: 'false',
    });
    web = await startWebServer(config, { logger: pino({ level: 'silent' }), host: '127.0.0.1' });
  });
  after(async () => {
    await web?.close();
    await new Promise((r) => upstream?.close(r));
  });

  /** A GET through the web origin from `from`, claiming another address, scheme, host and the proxy's role. */
  const get = (path: string, from: string) =>
    new Promise<{ status: number; connection?: string; keepAlive: string }>((resolve, reject) => {
      const req = httpRequest(`http://127.0.0.1:${web.port}${path}`, {
        localAddress: from,
        agent: false,
        headers: {
          host: 'fanlift.test:8080',
          connection: 'close',
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'evil.test',
          forwarded: 'for=203.0.113.9;proto=https',
          'x-real-ip': '203.0.113.9',
          [PROXY_SECRET_HEADER]: 'a-guess',
        },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            keepAlive: String(res.headers['keep-alive'] ?? ''),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it('/api: the address it saw, its own scheme and host, and the secret; nothing the client claimed', async () => {
    const res = await get('/api/anything', '127.0.0.7');
    expect(res.status).to.equal(200);
    const h = seen.at(-1)!;
    expect(h['x-forwarded-for']).to.equal('127.0.0.7');
    expect(h['x-forwarded-proto']).to.equal('http');
    expect(h['x-forwarded-host']).to.equal('fanlift.test:8080');
    expect(h[PROXY_SECRET_HEADER]).to.equal(SECRET);
    expect(h).not.to.have.any.keys('forwarded', 'x-real-ip');
    // Hop-by-hop headers stay on their hop: the api connection is kept alive whatever the client asked, and
    // the client's answer says what its own connection does (not the api's keep-alive hints).
    expect(h.connection).to.equal('keep-alive');
    expect(res.connection).to.equal('close');
    expect(res.keepAlive).to.equal('');
  });

  it('/socket.io: the address it saw, and no secret (realtime counts nothing per address)', async () => {
    await get('/socket.io/?EIO=4&transport=polling', '127.0.0.8');
    const h = seen.at(-1)!;
    expect(h['x-forwarded-for']).to.equal('127.0.0.8');
    expect(h['x-forwarded-host']).to.equal('fanlift.test:8080');
    expect(h).not.to.have.any.keys(PROXY_SECRET_HEADER, 'forwarded', 'x-real-ip');
  });
});
