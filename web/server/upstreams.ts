import { createHash } from 'node:crypto';
import type { Logger } from 'pino';

/** Split a config value (one URL or a comma list) into its URLs, without trailing slashes. */
export function urlList(value: string): string[] {
  return value
    .split(',')
    .map((u) => u.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

async function probe(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

export interface UpstreamPoolOptions {
  /** The path probed on every node (a node that answers anything but 2xx is skipped). */
  probePath?: string;
  intervalMs?: number;
  logger?: Logger;
}

/**
 * The nodes of one service (api or realtime) behind the web server: round-robin or hashed choice among the
 * nodes whose /readyz answered 200 at the last probe. A node that refuses a proxied connection is skipped at
 * once until a probe finds it ready again. With no ready node at all, every node is tried (a probe may lag).
 */
export class UpstreamPool {
  readonly urls: string[];
  private readonly ready: Map<string, boolean>;
  private readonly probePath: string;
  private readonly intervalMs: number;
  private readonly logger?: Logger;
  private turn = 0;
  private timer: NodeJS.Timeout | null = null;
  /** When each node was last found unreachable by a proxied request. */
  private readonly downAt = new Map<string, number>();

  constructor(
    urls: string[],
    { probePath = '/readyz', intervalMs = 1_000, logger }: UpstreamPoolOptions = {},
  ) {
    if (urls.length === 0) throw new Error('an upstream pool needs at least one URL');
    this.urls = urls;
    this.ready = new Map(urls.map((u) => [u, true]));
    this.probePath = probePath;
    this.intervalMs = intervalMs;
    this.logger = logger;
  }

  private candidates(): string[] {
    const up = this.urls.filter((u) => this.ready.get(u));
    return up.length > 0 ? up : this.urls;
  }

  /** The next node in turn. */
  next(): string {
    const c = this.candidates();
    this.turn = (this.turn + 1) % 1_000_000;
    return c[this.turn % c.length]!;
  }

  /** The node for a key (the same key lands on the same node while the set of ready nodes is unchanged). */
  byKey(key: string): string {
    const c = this.candidates();
    return c[createHash('sha1').update(key).digest().readUInt32BE(0) % c.length]!;
  }

  /** A proxied request could not reach this node: skip it until a probe finds it ready. */
  markDown(url: string): void {
    const u = url.replace(/\/+$/, '');
    this.downAt.set(u, performance.now());
    if (this.ready.get(u)) {
      this.logger?.warn({ upstream: u }, 'upstream unreachable: skipped until ready again');
      this.ready.set(u, false);
    }
  }

  /** Probe every node now; answers readiness by URL. */
  async check(timeoutMs = 1_500): Promise<Record<string, boolean>> {
    const started = performance.now();
    const probed = await Promise.all(this.urls.map((u) => probe(`${u}${this.probePath}`, timeoutMs)));
    // A probe answered before a request then failed on that node says nothing about the node now.
    const results = probed.map((ok, i) => ok && (this.downAt.get(this.urls[i]!) ?? -1) < started);
    const out: Record<string, boolean> = {};
    this.urls.forEach((u, i) => {
      if (this.ready.get(u) !== results[i])
        this.logger?.info({ upstream: u, ready: results[i] }, 'upstream readiness changed');
      this.ready.set(u, results[i]!);
      out[u] = results[i]!;
    });
    return out;
  }

  /** Probe every `intervalMs` (only when there is a choice to make). */
  start(): void {
    if (this.timer || this.urls.length < 2) return;
    const tick = () => {
      void this.check(Math.min(this.intervalMs, 1_500)).finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.intervalMs).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
