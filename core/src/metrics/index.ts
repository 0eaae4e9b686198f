/** Prometheus metrics of every process (`@fanlift/core/metrics`): registry, HTTP timing, the /metrics listener. */
export * from './registry';
export * from './http';
export * from './server';
export type { Registry } from 'prom-client';
