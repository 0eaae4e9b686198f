import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import pino from 'pino';
import { loadConfig, webConfigSchema } from '@fanlift/core/config';
import { startWebServer, type WebServer } from '../../web/server/app';
import { waitFor } from '../helpers/wait';

/**
 * The web server's balancing (README "Scaling") over two upstream HTTP servers that say who they are: which
 * node gets each /api request and each /socket.io request, and how a down node is skipped. The real processes
 * behind it are exercised by test/reliability/scale-out.test.ts and drain.test.ts.
 */
interface Node {
  name: string;
  url: string;
  server: Server;
  ready: boolean;
  upgrades: string[];
}

async function node(name: string): Promise<Node> {
  const n = { name, ready: true, upgrades: [] as string[] } as Node;
  n.server = createServer((req, res) => {
    if (req.url === '/readyz') res.writeHead(n.ready ? 200 : 503).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ node: name }));
  });
  n.server.on('upgrade', (req, socket) => {
    n.upgrades.push(req.url ?? '');
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((r) => n.server.listen(0, '127.0.0.1', r));
  n.url = `http://127.0.0.1:${(n.server.address() as AddressInfo).port}`;
  return n;
}

/** A WebSocket upgrade request through the web server (the upstream answers 403 after recording it). */
function upgrade(webUrl: string, path: string, cookie = ''): Promise<void> {
  return new Promise((resolve) => {
    const req = request(`${webUrl}${path}`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        cookie,
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('response', (res) => (res.resume(), resolve()));
    req.on('upgrade', (_res, socket) => (socket.destroy(), resolve()));
    req.on('error', () => resolve());
    req.end();
  });
}

describe('web server: balancing /api and /socket.io over comma lists of nodes', () => {
  let a: Node;
  let b: Node;
  let web: WebServer;
  before(async () => {
    [a, b] = await Promise.all([node('a'), node('b')]);
    const config = loadConfig(webConfigSchema, {
      WEB_PORT: '0',
      WEB_DIST: '/nonexistent',
      API_URL: `${a.url},${b.url}`,
      REALTIME_URL: `${a.url},${b.url}`,
      UPSTREAM_CHECK_MS: '100',
    });
    web = await startWebServer(config, { logger: pino({ level: 'silent' }), host: '127.0.0.1' });
  });
  after(async () => {
    await web.close();
    a.server.close();
    b.server.close();
  });
  const apiNode = async () => ((await (await fetch(`${web.url}/api/who`)).json()) as { node: string }).node;

  it('refuses a list with a bad URL at boot', () => {
    expect(() => loadConfig(webConfigSchema, { API_URL: 'http://127.0.0.1:1,not a url' })).to.throw(
      /API_URL/,
    );
  });

  it('sends /api requests to the nodes in turn', async () => {
    const seen = [];
    for (let i = 0; i < 6; i++) seen.push(await apiNode());
    expect(seen.filter((n) => n === 'a')).to.have.length(3);
    expect(seen.filter((n) => n === 'b')).to.have.length(3);
  });

  it('skips a node whose /readyz answers 503 (draining), and takes it back when ready', async () => {
    b.ready = false;
    await waitFor(async () => (await Promise.all([1, 2, 3, 4].map(apiNode))).every((n) => n === 'a'), {
      timeout: 5_000,
      message: 'b to be skipped',
    });
    const ready = (await (await fetch(`${web.url}/readyz`)).json()) as { checks: { api: boolean } };
    expect(ready.checks.api, 'ready while one api node is').to.equal(true);
    b.ready = true;
    await waitFor(async () => (await Promise.all([1, 2, 3, 4].map(apiNode))).includes('b'), {
      timeout: 5_000,
      message: 'b to be back',
    });
    // The realtime pool probes on its own: the next test hashes over both nodes, so wait until it has b too.
    await waitFor(
      async () => {
        const body = (await (await fetch(`${web.url}/readyz`)).json()) as {
          nodes: { realtime: Record<string, boolean> };
        };
        return body.nodes.realtime[b.url] === true;
      },
      { timeout: 5_000, message: 'b to be back in the realtime pool' },
    );
  });

  it('long-polling is sticky on the session cookie; fresh WebSocket upgrades alternate over the nodes', async () => {
    const pollNode = async (cookie: string, sid = '') =>
      (
        (await (
          await fetch(`${web.url}/socket.io/?EIO=4&transport=polling${sid ? `&sid=${sid}` : ''}`, {
            headers: { cookie },
          })
        ).json()) as { node: string }
      ).node;
    for (const cookie of [
      'fanlift.sid=s%3Aone.x',
      'fanlift.sid=s%3Atwo.y',
      'other=1; fanlift.sid=s%3Athree.z',
    ]) {
      const first = await pollNode(cookie);
      for (let i = 0; i < 4; i++) expect(await pollNode(cookie, 'abc')).to.equal(first);
    }
    a.upgrades.length = 0;
    b.upgrades.length = 0;
    for (let i = 0; i < 4; i++)
      await upgrade(web.url, '/socket.io/?EIO=4&transport=websocket', 'fanlift.sid=same');
    expect([a.upgrades.length, b.upgrades.length]).to.deep.equal([2, 2]);
    // An upgrade of a long-polling session (it carries the sid) goes where that session's polls go.
    const cookie = 'fanlift.sid=s%3Apinned.q';
    const home = await pollNode(cookie);
    for (let i = 0; i < 3; i++)
      await upgrade(web.url, '/socket.io/?EIO=4&transport=websocket&sid=abc', cookie);
    expect((home === 'a' ? a : b).upgrades.filter((u) => u.includes('sid=abc'))).to.have.length(3);
  });

  it('a node that refuses connections is skipped at once: at most one 502, then every request is served', async () => {
    await new Promise<void>((r) => b.server.close(() => r()));
    b.server.closeAllConnections();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await fetch(`${web.url}/api/who`)).status);
    expect(statuses.filter((s) => s === 502).length).to.be.at.most(1);
    expect(statuses.slice(-6).every((s) => s === 200)).to.equal(true);
    const ready = (await (await fetch(`${web.url}/readyz`)).json()) as {
      nodes: { api: Record<string, boolean> };
    };
    expect(ready.nodes.api).to.deep.equal({ [a.url]: true, [b.url]: false });
  });
});
