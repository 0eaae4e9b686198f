// A real OpenID Connect server for the tests (panva's certified oidc-provider), on loopback over HTTPS with a
// throwaway CA, at Auth0's paths (/authorize, /oauth/token, /userinfo, /v2/logout, /.well-known/jwks.json).
// State, PKCE, code exchange, ID token and sessions are the provider's own; the helper adds only what Auth0
// has and oidc-provider leaves to the host: a login page (with Cancel), first-party consent, Auth0's logout
// parameters, and fault switches a test turns on (token endpoint down or slow, an ID token for another client).
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  X509Certificate,
  createHash,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Provider, { type Configuration } from 'oidc-provider';
import { throwawayCertificates } from './oidc-certificates';

export interface TestAccount {
  /** What the person types on the login page. */
  login: string;
  sub: string;
  email?: string;
  givenName?: string;
  familyName?: string;
}

export interface ProviderFaults {
  /** The token endpoint drops the connection. */
  tokenDown?: boolean;
  /** The token endpoint answers after this many ms. */
  tokenDelayMs?: number;
  /** ID tokens are issued (and correctly signed) for this audience instead of the client. */
  idTokenAudience?: string;
}

export interface TestIdentityProvider {
  /** host:port, what AUTH0_DOMAIN holds. */
  domain: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** PEM file of the throwaway CA: NODE_EXTRA_CA_CERTS of the processes under test. */
  caFile: string;
  caPem: string;
  /** SHA-256 of the server key (base64): Chromium trusts exactly it with --ignore-certificate-errors-spki-list. */
  spkiHash: string;
  faults: ProviderFaults;
  addAccount(account: Omit<TestAccount, 'sub'> & { sub?: string }): TestAccount;
  /** Codes the token endpoint was asked to redeem, in order (from the provider's own events). */
  redeemedCodes: string[];
  /** The api environment that points sign-in at this provider. */
  auth0Env(): Record<string, string>;
  close(): Promise<void>;
}

/** Start a provider for a relying party whose public origin is `publicUrl` (callback `/api/auth/callback`). */
export async function startIdentityProvider(publicUrl: string): Promise<TestIdentityProvider> {
  const certs = await throwawayCertificates();
  const dir = mkdtempSync(path.join(tmpdir(), 'fanlift-oidc-'));
  const caFile = path.join(dir, 'ca.pem');
  writeFileSync(caFile, certs.caCert);

  const accounts = new Map<string, TestAccount>();
  const faults: ProviderFaults = {};
  const redeemedCodes: string[] = [];
  const clientId = `fanlift-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('hex');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(6).toString('hex');

  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_q, s) => s.writeHead(503).end();
  const server: Server = createServer({ key: certs.key, cert: certs.cert }, (req, res) => handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  const domain = `127.0.0.1:${port}`;
  const issuer = `https://${domain}/`;

  const provider = new Provider(
    issuer,
    configuration({ accounts, clientId, clientSecret, publicUrl, privateKey, kid }),
  );
  provider.on('grant.success', (ctx) => {
    const code = (ctx as { oidc?: { params?: { code?: unknown } } }).oidc?.params?.code;
    if (typeof code === 'string') redeemedCodes.push(code);
  });
  // Auth0 issues ID tokens for the client; this fault re-signs one, with the provider's key, for another.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/oauth/token' && faults.idTokenAudience && body?.id_token)
      ctx.body = {
        ...body,
        id_token: resign(body.id_token, { aud: faults.idTokenAudience }, privateKey, kid),
      };
  });
  const providerHandler = provider.callback();

  handle = (req, res) => {
    route(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  };
  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname.startsWith('/interaction/')) return interaction(provider, accounts, req, res, url);
    if (url.pathname === '/oauth/token') {
      if (faults.tokenDown) return void req.socket.destroy();
      if (faults.tokenDelayMs) await new Promise((r) => setTimeout(r, faults.tokenDelayMs));
    }
    if (url.pathname === '/v2/logout' && url.searchParams.has('returnTo')) {
      // Auth0's logout names the return address `returnTo`; the OpenID one is post_logout_redirect_uri.
      url.searchParams.set('post_logout_redirect_uri', url.searchParams.get('returnTo')!);
      url.searchParams.delete('returnTo');
      req.url = `${url.pathname}?${url.searchParams.toString()}`;
    }
    await providerHandler(req, res);
  }

  return {
    domain,
    issuer,
    clientId,
    clientSecret,
    caFile,
    caPem: certs.caCert,
    spkiHash: createHash('sha256')
      .update(new X509Certificate(certs.cert).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64'),
    faults,
    redeemedCodes,
    addAccount(a) {
      const account = { ...a, sub: a.sub ?? `auth0|${randomBytes(8).toString('hex')}` };
      accounts.set(account.login.toLowerCase(), account);
      return account;
    },
    auth0Env: () => ({
      AUTH0_DOMAIN: domain,
      AUTH0_CLIENT_ID: clientId,
      AUTH0_CLIENT_SECRET: clientSecret,
      NODE_EXTRA_CA_CERTS: caFile,
    }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function configuration(o: {
  accounts: Map<string, TestAccount>;
  clientId: string;
  clientSecret: string;
  publicUrl: string;
  privateKey: KeyObject;
  kid: string;
}): Configuration {
  const jwk = { ...o.privateKey.export({ format: 'jwk' }), kid: o.kid, use: 'sig', alg: 'RS256' };
  return {
    clients: [
      {
        client_id: o.clientId,
        client_secret: o.clientSecret,
        redirect_uris: [`${o.publicUrl}/api/auth/callback`],
        post_logout_redirect_uris: [`${o.publicUrl}/`],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      userinfo: '/userinfo',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Auth0 signs out at once: the confirmation form submits itself (a test client submits it as well).
        logoutSource(ctx, form) {
          ctx.body = `<!doctype html><html lang="en"><head><title>Signing out</title></head><body>
${form}<button type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-yes">Sign out</button>
<script>document.getElementById('logout-yes').click()</script></body></html>`;
        },
      },
    },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = [...o.accounts.values()].find((a) => a.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...(account.email ? { email: account.email, email_verified: true } : {}),
          name: [account.givenName, account.familyName].filter(Boolean).join(' ') || account.login,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><title>Sign in - test identity provider</title></head><body>
<main><h1>Sign in</h1>${error ? `<p role="alert" id="login-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label for="login">Email or username</label><input id="login" name="login" autocomplete="username" required>
<button type="submit" id="continue">Continue</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit" id="cancel">Cancel</button></form>
</main></body></html>`;
}

/** The provider's interactions: the login prompt is a page; consent is granted for this first-party app. */
async function interaction(
  provider: Provider,
  accounts: Map<string, TestAccount>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const finish = async (result: Record<string, unknown>) => {
    const to = await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false });
    res.writeHead(303, { location: to }).end();
  };
  const action = url.pathname.split('/')[3];
  if (req.method === 'POST' && action === 'abort')
    return finish({ error: 'access_denied', error_description: 'End-User aborted interaction' });
  if (details.prompt.name === 'consent') {
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    return finish({ consent: { grantId: await grant.save() } });
  }
  if (req.method === 'POST' && action === 'login') {
    const login = ((await readForm(req)).get('login') ?? '').trim().toLowerCase();
    const account = accounts.get(login);
    if (!account) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(loginPage(details.uid, 'Unknown account'));
      return;
    }
    return finish({ login: { accountId: account.sub } });
  }
  res.writeHead(200, { 'content-type': 'text/html' }).end(loginPage(details.uid));
}

/** Re-sign a JWT with the provider's key after changing claims (the fault of an ID token for another client). */
function resign(jwt: string, claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const payload = { ...JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')), ...claims };
  const head = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), key).toString('base64url');
  return `${head}.${body}.${signature}`;
}
