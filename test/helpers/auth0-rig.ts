import { expect } from 'chai';
import { startIdentityProvider, type TestIdentityProvider } from './oidc-provider';
import { SignInClient, type Answer } from './oidc-client';
import { startProcess, type RunningProcess } from './processes';
import { freePort } from './ports';

export interface Auth0Rig {
  idp: TestIdentityProvider;
  api: RunningProcess;
  /** The api's origin (PUBLIC_URL): the callback is `${url}/api/auth/callback`. */
  url: string;
  client(proxyHeaders?: (u: URL) => Record<string, string>): SignInClient;
  /** Start at the api's login path; stops on the provider's login page. */
  startLogin(c: SignInClient, query: Record<string, string>): Promise<Answer>;
  /** Back on our origin, outside /api/auth: where the browser would land. */
  landed: (u: URL) => boolean;
}

/** An api process whose sign-in goes to a fresh test identity provider. */
export async function startAuth0Rig(extraEnv: Record<string, string> = {}): Promise<Auth0Rig> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const idp = await startIdentityProvider(url);
  const api = await startProcess('api', {
    ...idp.auth0Env(),
    PUBLIC_URL: url,
    API_PORT: String(port),
    AUTH0_TIMEOUT_MS: '1500',
    RATE_LIMIT_SIGN_IN: '10000/60',
    ...extraEnv,
  });
  const origin = new URL(url).host;
  return {
    idp,
    api,
    url,
    client: (proxyHeaders) => new SignInClient(idp.caPem, proxyHeaders),
    async startLogin(c, query) {
      const page = await c.go(`${url}/api/auth/login?${new URLSearchParams(query).toString()}`);
      expect(page.status, page.body.slice(0, 300)).to.equal(200);
      expect(new URL(page.url).host).to.equal(idp.domain);
      return page;
    },
    landed: (u) => u.host === origin && !u.pathname.startsWith('/api/auth'),
  };
}

export async function stopAuth0Rig(rig: Auth0Rig | undefined): Promise<void> {
  await rig?.api.kill();
  await rig?.idp.close();
}
