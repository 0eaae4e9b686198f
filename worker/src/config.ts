import { loadConfig, workerConfigSchema, type WorkerConfig } from '@fanlift/core/config';

export type { WorkerConfig };

/** The worker's configuration (fails fast with a readable message on a bad variable). */
export function readWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  return loadConfig(workerConfigSchema, env);
}
