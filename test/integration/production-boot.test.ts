// Production mode boots as the README says: it refuses to start without Auth0; with Auth0 it starts, the
// development sign-in is gone, the session cookie is Secure, the API docs are off, and a fan signs in
// through the provider end to end behind a TLS-terminating proxy (X-Forwarded-Proto from a trusted address).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { SESSION_COOKIE } from '@fanlift/core';
import { PROXY_SECRET_HEADER } from '@fanlift/core/config';
import { testEnv } from '../helpers/env';
import { freePort } from '../helpers/ports';
import { uniqueEmail } from '../helpers/api';
import { startAuth0Rig, stopAuth0Rig, type Auth0Rig } from '../helpers/auth0-rig';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Run the api entry point until it exits (or 20 s pass); answers its exit code and output. */
function runApiUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...testEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('api in production mode (NODE_ENV=production)', function () {
  this.timeout(60_000);

  it('refuses to start without Auth0 configuration, with a readable message', async () => {
    const { code, output } = await runApiUntilExit({
      NODE_ENV: 'production',
      API_PORT: String(await freePort()),
      AUTH0_DOMAIN: '',
      AUTH0_CLIENT_ID: '',
      AUTH0_CLIENT_SECRET: '',
    });
    expect(code).to.not.equal(0);
    expect(output).to.contain(
      'Refusing to start: production needs AUTH0_DOMAIN, AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET.',
    );
  });

  describe('with Auth0 configured', () => {
    let rig: Auth0Rig;
    before(async () => {
      rig = await startAuth0Rig({ NODE_ENV: 'production', TRUST_PROXY: 'loopback' });
    });
    after(() => stopAuth0Rig(rig));
    // The TLS-terminating proxy proves itself as npm start's web proxy and the compose edge do (PROXY_SECRET).
    const behindTls = (u: URL): Record<string, string> =>
      u.protocol === 'http:'
        ? { 'X-Forwarded-Proto': 'https', [PROXY_SECRET_HEADER]: testEnv.PROXY_SECRET }
        : {};

    it('starts; the development sign-in answers 404; the API docs are off', async () => {
      const c = rig.client(behindTls);
      expect((await c.send('GET', `${rig.url}/healthz`)).status).to.equal(200);
      expect((await c.send('GET', `${rig.url}/api/auth/dev-login`)).status).to.equal(404);
      const post = await c.send(
        'POST',
        `${rig.url}/api/auth/dev-login`,
        new URLSearchParams({ email: 'x@y.dev' }),
        {
          'X-Requested-With': 'XMLHttpRequest',
        },
      );
      expect(post.status).to.equal(404);
      expect((await c.send('GET', `${rig.url}/api/docs`)).status).to.equal(404);
      expect((await c.send('GET', `${rig.url}/api/openapi.json`)).status).to.equal(404);
    });

    it('the session cookie is Secure (and HttpOnly), and a fan signs in end to end', async () => {
      const email = uniqueEmail('prodfan');
      rig.idp.addAccount({ login: email, email });
      const c = rig.client(behindTls);
      const start = await c.send('GET', `${rig.url}/api/auth/login?userType=fan&hint=signup`);
      expect(start.status).to.equal(302);
      const cookies = ([] as string[]).concat(start.headers['set-cookie'] ?? []);
      const session = cookies.find((l) => l.startsWith(`${SESSION_COOKIE}=`));
      expect(session, cookies.join('\n')).to.be.a('string');
      expect(session).to.match(/;\s*Secure/i);
      expect(session).to.match(/;\s*HttpOnly/i);

      const page = await c.go(start.headers.location as string);
      const landed = await c.signInAt(page, email, rig.landed);
      expect(new URL(landed.url).pathname).to.equal('/fans/onboarding');
      const me = await c.send('GET', `${rig.url}/api/auth/me`);
      expect(me.status).to.equal(200);
      expect(JSON.parse(me.body)).to.include({ email });
    });
  });
});
