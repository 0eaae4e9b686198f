import { createServer, type Server } from 'node:http';
import supertest from 'supertest';
import { apiConfigSchema, loadConfig, type ApiConfig } from '@fanlift/core/config';
import { createApiListener } from '../../api/src/app';
import { closeDeps, createDeps, type ApiDeps } from '../../api/src/deps';
import { testEnv } from './env';
import { testDb } from './db';

export interface TestApi {
  url: string;
  deps: ApiDeps;
  config: ApiConfig;
  /** A cookie-keeping client; every request carries X-Requested-With like the SPA does. */
  agent(): supertest.Agent;
  close(): Promise<void>;
}

/** Start the api in-process on a free port against this run's database and Redis. */
export async function startApi(overrides: Record<string, string> = {}): Promise<TestApi> {
  const config = loadConfig(apiConfigSchema, { ...testEnv, API_PORT: '0', ...overrides });
  const deps = createDeps(config, undefined, testDb());
  if (deps.redis.status !== 'ready') await new Promise((r) => deps.redis.once('ready', r));
  const server: Server = createServer(createApiListener(deps));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    deps,
    config,
    agent: () => supertest.agent(url).set('X-Requested-With', 'XMLHttpRequest'),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await closeDeps(deps);
    },
  };
}

/** Sign in through the development sign-in; answers the user. */
export async function login(
  agent: supertest.Agent,
  email: string,
  userType: 'fan' | 'athlete' = 'fan',
  extra: Record<string, string> = {},
): Promise<{
  id: number;
  authId: string;
  email: string;
  userType: string;
  isAdmin: number;
  [k: string]: unknown;
}> {
  const res = await agent.post('/api/auth/dev-login').send({ email, userType, ...extra });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

let counter = 0;
/** A unique email for a test user. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}@test.dev`;
}

/**
 * The api of a test file: started before its tests, closed after them. Answers a stand-in that reaches the
 * started api, so a file writes `const api = fileApi();` instead of the hooks.
 */
export function fileApi(overrides: Record<string, string> = {}): TestApi {
  let started: TestApi | undefined;
  before(async () => {
    started = await startApi(overrides);
  });
  after(async () => {
    await started?.close();
  });
  const get = (): TestApi => {
    if (!started) throw new Error('the api is started in a before hook: use it inside tests and hooks');
    return started;
  };
  return {
    get url() {
      return get().url;
    },
    get deps() {
      return get().deps;
    },
    get config() {
      return get().config;
    },
    agent: () => get().agent(),
    close: () => get().close(),
  };
}
