import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { startCluster, type Cluster } from '../helpers/cluster';
import { testEnv } from '../helpers/env';
import { wrongOhio } from '../helpers/forwarded';
import { connectSocket, createTestGame, signInCookie, type GameSocket } from '../helpers/games';
import { freePort } from '../helpers/ports';
import { waitFor } from '../helpers/wait';
import { createAthlete, fundWallet } from '../factories';
import { postCommand, recordingSocket, type Received } from './scale-out-helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NGINX = [
  process.env.NGINX_BIN ?? '',
  '/usr/sbin/nginx',
  '/usr/bin/nginx',
  '/usr/local/sbin/nginx',
].find((p) => p && existsSync(p));

/**
 * deploy/nginx.conf as the compose edge runs it, in front of real api and realtime processes: its /socket.io
 * rule (README "Scaling") spreads fresh WebSocket connections over the realtime nodes and keeps a long-polling
 * session on one node. The replicas are named by address here (Docker's DNS and `resolve`, nginx >= 1.27.3,
 * are what the compose edge adds). Runs where an nginx binary is installed (or NGINX_BIN names one); skipped
 * (saying so) elsewhere.
 */
function edgeConfig(dir: string, port: number, api: number[], realtime: number[]): string {
  const site = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace(/^resolver.*$/gm, '')
    .replace(/server api:3001 resolve([^;]*);/, api.map((p) => `server 127.0.0.1:${p}$1;`).join('\n'))
    .replace(
      /server realtime:3002 resolve([^;]*);/,
      realtime.map((p) => `server 127.0.0.1:${p}$1;`).join('\n'),
    )
    // No web server here: pages fall back to the static SPA (location @spa); its page cache in the temp dir.
    .replace(/server web:3000 resolve([^;]*);/, 'server 127.0.0.1:9$1;')
    .replace('/var/cache/nginx/fanlift-pages', `${dir}/pages-cache`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    // The image fills this in from the edge's environment (compose gives the api the same value).
    .replaceAll('${PROXY_SECRET}', testEnv.PROXY_SECRET)
    .replace('root /usr/share/nginx/html;', `root ${dir}/html;`)
    .replaceAll(
      '/etc/nginx/snippets/fanlift-security-headers.conf',
      path.join(ROOT, 'deploy/nginx-security-headers.conf'),
    );
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${dir}/${t};`)
    .join(' ');
  return `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; worker_processes 1;
events { worker_connections 256; }
http { access_log off; ${temp} include ${dir}/site.conf; }
`;
}

describe('reliability: the nginx edge (deploy/nginx.conf) in front of two realtime nodes', function () {
  this.timeout(120_000);
  let cluster: Cluster;
  let nginx: ChildProcess | undefined;
  let dir: string;
  let edge: string;
  const sockets: GameSocket[] = [];

  before(async function () {
    if (!NGINX) {
      console.log('      (no nginx binary: apt-get install nginx to run the edge test)');
      this.skip();
    }
    cluster = await startCluster({ api: 1, worker: 1, realtime: 2 });
    dir = mkdtempSync(path.join(tmpdir(), 'fanlift-edge-'));
    mkdirSync(path.join(dir, 'html'));
    writeFileSync(path.join(dir, 'html/index.html'), '<!doctype html><title>Fanlift</title>');
    const port = await freePort();
    edge = `http://127.0.0.1:${port}`;
    writeFileSync(
      path.join(dir, 'main.conf'),
      edgeConfig(
        dir,
        port,
        cluster.nodes.api.map((n) => n.port),
        cluster.nodes.realtime.map((n) => n.port),
      ),
    );
    nginx = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'main.conf')], { stdio: 'ignore' });
    await waitFor(async () => (await fetch(`${edge}/healthz`).catch(() => null))?.status === 200, {
      timeout: 10_000,
      message: `nginx to answer (${dir}/error.log)`,
    });
  });
  after(async () => {
    for (const s of sockets) s.close();
    nginx?.kill('SIGTERM');
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('spreads fresh WebSockets over both nodes, keeps long-polling on one, and delivers through both', async () => {
    const athleteId = (await createAthlete()).id;
    const gameId = await createTestGame('football');
    const fan = await signInCookie(edge, { tag: 'edge' });
    await fundWallet(fan.id, 50);
    const ws: Received[] = [];
    for (let i = 0; i < 10; i++) ws.push(await recordingSocket(edge, fan.cookie, gameId));
    sockets.push(...ws.map((r) => r.socket));
    // Long-polling only, and polling upgraded to WebSocket: each needs every request on one node.
    const polling = await connectSocket(edge, fan.cookie, { transports: ['polling'] });
    const upgraded = await connectSocket(edge, fan.cookie, { transports: ['polling', 'websocket'] });
    sockets.push(polling, upgraded);
    const results = (s: GameSocket) => {
      const ids = new Set<string>();
      s.on('command:result', (p) => ids.add(p.commandId));
      return ids;
    };
    const [pollIds, upIds] = [results(polling), results(upgraded)];

    const send = async () => {
      const answer = await postCommand(edge, fan.cookie, '/api/likes/send', { athleteId, likes: 1 });
      expect(answer.accepted).to.equal(true);
      return (answer as { commandId: string }).commandId;
    };
    const first = await send();
    await waitFor(
      () => ws.every((r) => r.commandResults.has(first)) && pollIds.has(first) && upIds.has(first),
      { timeout: 15_000, message: 'the result on every socket' },
    );
    expect(upgraded.io.engine.transport.name).to.equal('websocket');
    expect(polling.io.engine.transport.name).to.equal('polling');

    // Kill one realtime node: some WebSockets were on it and some were not (they were spread).
    expect(await cluster.kill('realtime', 0, 'SIGKILL')).to.equal('SIGKILL');
    await waitFor(() => ws.some((r) => r.disconnects.length > 0), { timeout: 10_000, message: 'a drop' });
    const dropped = ws.filter((r) => r.disconnects.length > 0).length;
    expect(dropped, 'WebSockets on the killed node').to.be.within(1, ws.length - 1);
    await waitFor(() => ws.every((r) => r.socket.connected), { timeout: 20_000, message: 'reconnects' });
    const second = await send();
    await waitFor(() => ws.every((r) => r.commandResults.has(second)), {
      timeout: 15_000,
      message: 'the next result on every reconnected socket',
    });
  });

  it('replaces X-Forwarded-For and proves itself: the api counts the address the edge saw', async () => {
    // 11 wrong Ohio passwords (RATE_LIMIT_OHIO_PASSWORD 10/600), each claiming another address: the 11th is 429.
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push(await wrongOhio(edge, '127.0.0.9', `198.51.100.${i}`));
    expect(statuses).to.deep.equal([...Array<number>(10).fill(401), 429]);
    expect(await wrongOhio(edge, '127.0.0.9', '192.0.2.116')).to.equal(429);
    // Another client of the edge has its own count: the api believed the address the edge forwarded.
    expect(await wrongOhio(edge, '127.0.0.10', '127.0.0.9')).to.equal(401);
  });

  it('answers /favicon.ico (from the api)', async () => {
    const res = await fetch(`${edge}/favicon.ico`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^image\/x-icon/);
    expect((await res.arrayBuffer()).byteLength).to.be.greaterThan(1000);
  });
});
