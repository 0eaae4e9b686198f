/**
 * The participants CSV at season scale through a real api process: one admin downloads
 * /api/admin/brackets/cfp/participants.csv while a prober asks /healthz every 10 ms; prints the rows, size and
 * time of the export, the api's CPU and resident memory growth over it, /healthz p50/p99/max meanwhile (target
 * p99 < 50 ms), and /healthz over as long again with no export (what the machine's own load costs).
 */
import { latencyOf, type Latency } from '../lib/stats';
import { cpuMs, rssKb, spawnProcess } from '../lib/spawn';

const ADMIN = 'admin@season.bench';

export interface ExportProbe {
  rows: number;
  mib: number;
  seconds: number;
  /** CPU the api spent over the export. */
  apiCpuSeconds: number;
  rssGrowthMib: number;
  healthz: Latency;
  /** /healthz over the same span just before, with no export: the machine's own noise. */
  idle: Latency;
}

/** /healthz every 10 ms until `done()`; the latencies. */
async function probeHealthz(url: string, done: () => boolean): Promise<Latency> {
  const latencies: number[] = [];
  while (!done()) {
    const t0 = performance.now();
    await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
  return latencyOf(latencies);
}

export interface Download {
  rows: number;
  mib: number;
  seconds: number;
  /** /healthz every 10 ms while the download ran. */
  healthz: Latency;
}

/** Download `path` (a CSV export) as the session `cookie` while probing /healthz; rows, size, time, latencies. */
export async function probeDownload(apiUrl: string, cookie: string, path: string): Promise<Download> {
  let exporting = true;
  const prober = probeHealthz(apiUrl, () => !exporting);
  const t0 = performance.now();
  try {
    const res = await fetch(`${apiUrl}${path}`, { headers: { cookie } });
    if (res.status !== 200 || !res.body) throw new Error(`${path} answered ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const seconds = (performance.now() - t0) / 1000;
    exporting = false;
    return { rows: lines - 1, mib: bytes / 1048576, seconds, healthz: await prober };
  } finally {
    exporting = false;
    await prober;
  }
}

export async function probeExport(databaseUrl: string): Promise<ExportProbe> {
  const api = await spawnProcess('api/src/index.ts', 'API_PORT', {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `benchseason${Date.now().toString(36)}`,
    DEV_ADMIN_EMAILS: ADMIN,
    SESSION_SECRET: 'fanlift-season-bench-session-secret-0123',
  });
  try {
    const login = await fetch(`${api.url}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email: ADMIN, userType: 'fan' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`admin sign-in failed: ${login.status}`);
    const rss0 = rssKb(api.child.pid);
    let rssMax = rss0;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssKb(api.child.pid))), 25);
    const cpu0 = cpuMs(api.child.pid);
    const d = await probeDownload(api.url, cookie, '/api/admin/brackets/cfp/participants.csv');
    const apiCpuSeconds = (cpuMs(api.child.pid) - cpu0) / 1000;
    clearInterval(sampler);
    const idleUntil = performance.now() + d.seconds * 1000;
    const idle = await probeHealthz(api.url, () => performance.now() > idleUntil);
    return { ...d, apiCpuSeconds, rssGrowthMib: (rssMax - rss0) / 1024, idle };
  } finally {
    await api.stop();
  }
}
