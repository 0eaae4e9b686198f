/**
 * The bare chat harness of bench/src/chat-fanout.bench.ts: plain Socket.IO with the pub/sub Redis adapter, no
 * session auth, no database, no limits, no persistence. `join` puts the socket in one room; `send` broadcasts the
 * text to that room. Started as a child process (PORT, REDIS_URL, KEY); prints "ready" when listening.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

const port = Number(process.env.PORT);
const pub = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const sub = pub.duplicate();
const http = createServer((req, res) => {
  res.writeHead(req.url === '/readyz' ? 200 : 404).end();
});
const io = new Server(http, {
  transports: ['websocket'],
  adapter: createAdapter(pub, sub, { key: process.env.KEY ?? 'bare-chat' }),
});
io.on('connection', (socket) => {
  socket.on('join', (room: string, ack?: () => void) => {
    void socket.join(room);
    ack?.();
  });
  socket.on('send', (p: { room: string; text: string }, ack?: () => void) => {
    io.to(p.room).emit('msg', { text: p.text });
    ack?.();
  });
});
await sub.ping();
http.listen(port, '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  void io.close();
  pub.disconnect();
  sub.disconnect();
  process.exit(0);
});
