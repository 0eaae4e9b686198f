/**
 * The bare e2e harness's Socket.IO node (bench/src/bare/e2e.ts): the product's adapter
 * (@socket.io/redis-streams-adapter on the same stream key and options as realtime/src/server.ts), websocket
 * only, no session auth, no connection state recovery: a client names its user in `auth.userId` and joins that
 * user's room. Env: REDIS_URL, QUEUE_PREFIX, PORT (GET /readyz).
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { rooms } from '@fanlift/core';
import { SOCKET_IO_STREAM_MAXLEN, socketIoKey } from '@fanlift/db';

const key = socketIoKey(process.env.QUEUE_PREFIX ?? 'bare');
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const http = createServer((req, res) => res.writeHead(req.url === '/readyz' ? 200 : 404).end());
const io = new Server(http, {
  transports: ['websocket'],
  serveClient: false,
  adapter: createAdapter(redis, {
    streamName: key,
    channelPrefix: key,
    sessionKeyPrefix: `${key}:session:`,
    maxLen: SOCKET_IO_STREAM_MAXLEN,
    blockTimeInMs: 1_000,
  }),
});
io.on('connection', (socket) => {
  const userId = Number((socket.handshake.auth as { userId?: unknown }).userId);
  if (Number.isInteger(userId)) void socket.join(rooms.user(userId));
});
await redis.ping();
http.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  void io.close();
  redis.disconnect();
  process.exit(0);
});
