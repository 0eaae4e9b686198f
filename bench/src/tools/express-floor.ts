import express from 'express';
import helmet from 'helmet';
import pino from 'pino';
import { paced } from '../lib/drive';
import { requestLog } from '../../../api/src/http/request-log';

const variant = process.argv[2] ?? 'bare';
const app = express();
if (variant.includes('helmet')) app.use(helmet());
if (variant.includes('pino')) app.use(requestLog(pino({ level: 'warn' }), () => false));
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
const srv = app.listen(0);
await new Promise((r) => srv.once('listening', r));
const url = `http://127.0.0.1:${(srv.address() as { port: number }).port}/healthz`;
await paced(100, 2, () => fetch(url).then((r) => r.arrayBuffer()));
const c0 = process.cpuUsage();
const n = await paced(200, 6, () => fetch(url).then((r) => r.arrayBuffer()));
const c = process.cpuUsage(c0);
console.log(
  variant,
  ((c.user + c.system) / 1000 / n).toFixed(2),
  'ms CPU/request (server + client in one process)',
);
srv.close();
