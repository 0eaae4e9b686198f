import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The Prometheus registry of one process (DESIGN §9): process metrics (CPU, memory, event-loop lag) with a
 * `process` label, plus whatever the process registers. One registry per process instance, no global state.
 */
export function createRegistry(processName: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ process: processName });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return registry;
}

/** HTTP latency by route pattern (never the raw URL: bounded label values). */
export function httpMetrics(registry: Registry) {
  const duration = new Histogram({
    name: 'fanlift_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return { duration };
}

/** The worker's metrics: commands and journals applied, job latency per queue, queue depth (on scrape). */
export function workerMetrics(
  registry: Registry,
  depth: () => Promise<{ queue: string; counts: Record<string, number> }[]>,
) {
  const commands = new Counter({
    name: 'fanlift_commands_total',
    help: 'Commands finished by this worker, by kind and outcome (applied or failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const journals = new Counter({
    name: 'fanlift_ledger_journals_total',
    help: 'Ledger journals posted by this worker, by source (command or stripe)',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const jobLatency = new Histogram({
    name: 'fanlift_job_latency_seconds',
    help: 'Time from a job being added to its queue to its completion, by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'fanlift_queue_jobs',
    help: 'Jobs in each queue by state (waiting, active, delayed, failed, ...), read from Redis on scrape',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, counts } of await depth()) {
        for (const [state, n] of Object.entries(counts)) this.set({ queue, state }, n);
      }
    },
  });
  return { commands, journals, jobLatency };
}
export type WorkerMetrics = ReturnType<typeof workerMetrics>;

/** The realtime node's metrics: sockets connected here (on scrape) and chat messages accepted. */
export function realtimeMetrics(registry: Registry, socketsConnected: () => number) {
  new Gauge({
    name: 'fanlift_sockets_connected',
    help: 'Sockets connected to this realtime node',
    registers: [registry],
    collect() {
      this.set(socketsConnected());
    },
  });
  const chatMessages = new Counter({
    name: 'fanlift_chat_messages_total',
    help: 'Chat messages accepted by this realtime node',
    registers: [registry],
  });
  return { chatMessages };
}
export type RealtimeMetrics = ReturnType<typeof realtimeMetrics>;
