/**
 * The bare HTTP hop of the bare e2e harness (issue 27 item 5): a plain node:http handler that reads the JSON body
 * and adds the BullMQ job, then answers 202: no Express, session, user, rate limit, validation or command row.
 * The api's CPU per accepted command is compared with this process's (target: at most 2x at 200/s).
 * Env: REDIS_URL, QUEUE_PREFIX, PORT (POST /send; GET /readyz).
 */
import { createServer } from 'node:http';
import { Queue } from 'bullmq';

const prefix = process.env.QUEUE_PREFIX ?? 'bare';
const queue = new Queue('bare-e2e', { connection: { url: process.env.REDIS_URL }, prefix });

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/readyz') return void res.end('ok');
  if (req.method !== 'POST' || req.url !== '/send') {
    res.statusCode = 404;
    return void res.end();
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (d: string) => (body += d));
  req.on('end', () => {
    const job = JSON.parse(body) as { cause: string };
    queue.add('journal', job, { jobId: job.cause, removeOnComplete: true }).then(
      () => {
        res.statusCode = 202;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ id: job.cause }));
      },
      () => {
        res.statusCode = 503;
        res.end();
      },
    );
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');

process.on('SIGTERM', () => {
  server.close();
  void queue.close().then(() => process.exit(0));
});
