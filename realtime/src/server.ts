import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pingRedis, sendJson, waitForStreamReader } from './health';
import { randomUUID } from 'node:crypto';
import { watchSessions } from './session-watch';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { databaseOptionsOf, type RealtimeConfig } from '@fanlift/core/config';
import { loggerOptions } from '@fanlift/core/logging';
import { SOCKET_IO_STREAM_MAXLEN, connectDatabase, loadUser, socketIoKey, type Database } from '@fanlift/db';
import { registerHandlers } from './handlers';
import { ChatLimits } from './chat-limits';
import { Cheers } from './cheers';
import { startViewerReports } from './viewers';
import { createOriginPolicy, requestOrigin } from './origin';
import { sessionIdFromCookie, userIdFromSession } from './session-auth';
import type { RealtimeServer } from './types';
import { createRegistry, realtimeMetrics, type Registry } from '@fanlift/core/metrics';

export interface Realtime {
  /** http://127.0.0.1:<port> (the server listens on BIND_HOST, 127.0.0.1 unless configured). */
  url: string;
  port: number;
  io: RealtimeServer;
  /** This node's Prometheus registry (sockets connected, chat messages, process metrics). */
  registry: Registry;
  /** Readiness as /readyz reports it. */
  ready(): Promise<{ ready: boolean; database: boolean; redis: boolean; shuttingDown: boolean }>;
  /** Graceful stop: refuse new connections, drop local sockets (clients reconnect elsewhere), close Redis and DB. */
  close(): Promise<void>;
}

/**
 * The realtime process (DESIGN §1): a plain HTTP server with /healthz and /readyz, and Socket.IO at
 * /socket.io with the Redis adapter, so several processes share rooms and an emit on one node (or from a
 * `createEmitter` in the worker) reaches the clients of every node.
 */
export interface RealtimeOptions {
  /** How often connected sockets' sessions are re-checked (signed-out users are disconnected). Default 30 s. */
  sessionRecheckMs?: number;
  /** A database connection to share (tests: one per process, since Sequelize models bind to one instance). */
  db?: Database;
}

export async function startRealtime(
  config: RealtimeConfig,
  logger: Logger = pino(loggerOptions('realtime', config.LOG_LEVEL)),
  { sessionRecheckMs = 30_000, db: sharedDb }: RealtimeOptions = {},
): Promise<Realtime> {
  const db: Database = sharedDb ?? connectDatabase(databaseOptionsOf(config));
  const redisError = (client: string) => (err: Error) =>
    logger.warn({ err: err.message, client }, 'redis error');
  // Adapter clients: default retry policy (they reconnect and re-subscribe on their own).
  // The adapter duplicates this client to read the stream; the name lets startup see that reader blocked in XREAD.
  const streamReader = `fanlift-realtime-${randomUUID()}`;
  const pub = new Redis(config.REDIS_URL, { connectionName: streamReader });
  // Session reads must fail fast (the client then sees connect_error 'unavailable'), never hang a handshake.
  const sessions = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 2_000 });
  pub.on('error', redisError('pub'));
  sessions.on('error', redisError('sessions'));

  let shuttingDown = false;
  // Ready only once this function has returned (the adapter's stream reader waited for, the caller about to
  // register its shutdown): a SIGTERM sent as soon as /readyz said 200 found no handler yet and killed the process.
  let started = false;
  const ready = async () => {
    const [database, p, sess] = await Promise.all([db.ping(), pingRedis(pub), pingRedis(sessions)]);
    const redis = p && sess;
    return { ready: started && database && redis && !shuttingDown, database, redis, shuttingDown };
  };

  const httpServer = createServer((req: IncomingMessage, res: ServerResponse) => {
    // Socket.IO answers its own path before this handler runs; everything else is health or 404.
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/healthz')
      return sendJson(res, 200, { status: 'ok', process: 'realtime' });
    if (req.method === 'GET' && path === '/readyz') {
      ready()
        .then((r) => sendJson(res, r.ready ? 200 : 503, { status: r.ready ? 'ready' : 'unavailable', ...r }))
        .catch(() => sendJson(res, 503, { status: 'unavailable' }));
      return;
    }
    sendJson(res, 404, { error: { code: 'not_found', message: 'Not found' } });
  });
  httpServer.keepAliveTimeout = 5_000;

  const originAllowed = createOriginPolicy(config.PUBLIC_URL, config.NODE_ENV);
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // Redis Streams adapter: nodes share rooms through one stream, and it supports connection state recovery
    // (a client back within CHAT_RECOVERY_SECONDS gets the packets it missed, from the stream); the pub/sub Redis
    // adapter cannot. The worker's and api's emitters append to the same stream (db/src/emitter.ts).
    adapter: createAdapter(pub, {
      streamName: socketIoKey(config.QUEUE_PREFIX),
      channelPrefix: socketIoKey(config.QUEUE_PREFIX),
      sessionKeyPrefix: `${socketIoKey(config.QUEUE_PREFIX)}:session:`,
      maxLen: SOCKET_IO_STREAM_MAXLEN,
      blockTimeInMs: 1_000,
    }),
    connectionStateRecovery: {
      maxDisconnectionDuration: config.CHAT_RECOVERY_SECONDS * 1000,
      // The session is checked again on recovery (a signed-out user does not come back).
      skipMiddlewares: false,
    },
    // Both transports: the edge pins a session to one node (hash on the session cookie, deploy/nginx.conf), so
    // long-polling and its upgrade to WebSocket reach the same node.
    transports: ['polling', 'websocket'],
    pingInterval: 25_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 16 * 1024,
    // Runs on every new engine.io connection, before the auth middleware.
    allowRequest: (req, callback) => {
      const origin = requestOrigin(req);
      if (shuttingDown) return callback('shutting_down', false);
      if (originAllowed(origin)) return callback(null, true);
      logger.warn({ origin }, 'socket refused: foreign origin');
      callback('forbidden_origin', false);
    },
  });

  // Authenticate with the api's express-session (DESIGN §6): signed cookie -> Redis session -> passport user -> DB.
  io.use((socket, next) => {
    // The shared serializer (core/logging) drops the cookie and any auth payload from this line.
    logger.debug({ handshake: socket.handshake }, 'socket handshake');
    const sid = sessionIdFromCookie(socket.handshake.headers.cookie, config.SESSION_SECRET);
    if (!sid) {
      logger.debug({ address: socket.handshake.address }, 'socket refused: no valid session cookie');
      return next(new Error('unauthorized'));
    }
    userIdFromSession(sessions, config.QUEUE_PREFIX, sid)
      .then(async (userId) => (userId ? loadUser({ id: userId }) : null))
      .then((user) => {
        if (!user) return next(new Error('unauthorized'));
        socket.data.user = {
          id: user.id,
          userType: user.userType,
          isAdmin: user.isAdmin === 1,
          name: [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Fan',
        };
        socket.data.sessionId = sid;
        next();
      })
      .catch((err: unknown) => {
        logger.warn({ err: (err as Error).message }, 'socket auth failed: session or user lookup');
        next(new Error('unavailable'));
      });
  });

  const limits = new ChatLimits(pub, config.QUEUE_PREFIX, config.RATE_LIMIT_CHAT);
  const cheers = new Cheers(config, io, pub, db, logger);
  const registry = createRegistry('realtime');
  const metrics = realtimeMetrics(registry, () => io.engine.clientsCount);
  const handlerCtx = {
    io,
    logger,
    sequelize: db.sequelize,
    limits,
    cheers,
    metrics,
    goalThresholds: config.GAME_GOAL_THRESHOLDS,
  };
  io.on('connection', (socket) => {
    // Socket.IO keeps the first HTTP request of every connection (its docs, "Memory usage"); nothing reads it once
    // the handshake is built and the session checked (above), so it is let go: memory per socket at 1,000 sockets.
    (socket.conn as unknown as { request: unknown }).request = null;
    logger.debug(
      { userId: socket.data.user.id, socketId: socket.id, recovered: socket.recovered },
      'socket connected',
    );
    registerHandlers(socket, handlerCtx);
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.REALTIME_PORT, config.BIND_HOST, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const { port } = httpServer.address() as AddressInfo;
  // The adapter reads the stream from '$' (entries added after its first XREAD): once its reader is blocked in
  // XREAD, emits from other nodes and emitters are delivered. Not fatal if Redis is down (/readyz says 503).
  await waitForStreamReader(pub, streamReader, 5_000);
  const sessionWatch = watchSessions(io, sessions, config.QUEUE_PREFIX, sessionRecheckMs, logger);
  const viewers = startViewerReports(io, pub, config.QUEUE_PREFIX, logger);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      shuttingDown = true;
      clearInterval(sessionWatch);
      await viewers.stop();
      logger.info('realtime closing');
      const forceClose = setTimeout(() => httpServer.closeAllConnections(), 3_000);
      httpServer.closeIdleConnections();
      // Closes local sockets without a 'disconnect' packet, so clients reconnect (to another node), unsubscribes
      // the adapter, closes engine.io and the HTTP server.
      await io.close();
      clearTimeout(forceClose);
      await cheers.close();
      pub.disconnect();
      sessions.disconnect();
      if (!sharedDb) await db.close();
      logger.info('realtime closed');
    })());

  started = true;
  return { url: `http://127.0.0.1:${port}`, port, io, registry, ready, close };
}
