// Make sure PostgreSQL and Redis answer: the configured ones (local by default); else testcontainers
// when a Docker engine is there; else a message that says exactly how to provide them.
import net from 'node:net';
import { execSync } from 'node:child_process';

/** Does something accept TCP connections at this URL's host and port? */
export function reachable(url, defPort) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || defPort), timeout: 1500 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

/** Is a Docker engine there (for testcontainers / docker compose)? */
export function dockerAvailable() {
  try {
    execSync('docker info', { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

export async function ensureServices({ pgUrl, redisUrl, allowContainers = true, log = console.log }) {
  let pg = pgUrl;
  let redis = redisUrl;
  const pgOk = await reachable(pg, 5432);
  const redisOk = await reachable(redis, 6379);
  const containers = [];
  if ((!pgOk || !redisOk) && allowContainers && dockerAvailable()) {
    const { GenericContainer, Wait } = await import('testcontainers');
    if (!pgOk) {
      log('PostgreSQL does not answer; starting it with testcontainers...');
      const c = await new GenericContainer('postgres:16')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
        .start();
      containers.push(c);
      pg = `postgres://postgres@${c.getHost()}:${c.getMappedPort(5432)}/postgres`;
    }
    if (!redisOk) {
      log('Redis does not answer; starting it with testcontainers...');
      const c = await new GenericContainer('redis:7').withExposedPorts(6379).start();
      containers.push(c);
      redis = `redis://${c.getHost()}:${c.getMappedPort(6379)}`;
    }
  } else if (!pgOk || !redisOk) {
    const missing = [!pgOk && `PostgreSQL at ${pg}`, !redisOk && `Redis at ${redis}`]
      .filter(Boolean)
      .join(' and ');
    throw new Error(
      `${missing} did not answer, and no Docker engine is available for testcontainers.\n` +
        'Provide them in one of these ways:\n' +
        '  - start local servers (PostgreSQL 15+ with trust auth for user postgres, Redis 7), e.g.\n' +
        '      pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n' +
        "      redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save ''\n" +
        '  - or point DATABASE_URL / REDIS_URL (tests: TEST_PG_URL / TEST_REDIS_URL) at running servers\n' +
        '  - or install Docker and run `docker compose up -d postgres redis`.',
    );
  }
  return { pgUrl: pg, redisUrl: redis, stop: () => Promise.all(containers.map((c) => c.stop())) };
}
