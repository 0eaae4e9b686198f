import type { Logger } from 'pino';

/**
 * How every process stops (README "Stopping a process"): on SIGTERM or SIGINT, once, its shutdown steps run in
 * the order given, each logged with how long it took; the process then exits 0, or 1 when a step failed or the
 * whole sequence overran its bound (under 10 s, what an orchestrator waits before it kills).
 *
 * Import from `@fanlift/core/lifecycle` (server code only).
 */
export interface ShutdownStep {
  /** What the logs call it ('finish requests', 'database'). */
  name: string;
  run(): unknown;
  /**
   * The longest this step may take (ms). A step still running then is logged (`boundMessage`) and left behind:
   * the next step runs, or with `atBound: 'exit'` the sequence ends here and the process exits 0 (what is left
   * is for others: e.g. a job still running is re-run by another worker once its lock expires).
   */
  boundMs?: number;
  atBound?: 'next' | 'exit';
  boundMessage?: string;
}

export interface ShutdownOptions {
  /** The process's name in the logs: '<name> shutting down', '<name> stopped'. */
  process: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  steps: readonly ShutdownStep[];
  /** The bound of the whole sequence (default 9 s; must be under 10 s). */
  totalMs?: number;
  /** Where the signals come from and how the process ends (tests give their own). */
  signals?: { on(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown };
  exit?: (code: number) => void;
}

export interface Shutdown {
  /** Run the sequence (a signal does this; later calls get the same run). Resolves with the exit code. */
  stop(reason: string): Promise<number>;
}

export const SHUTDOWN_TOTAL_MS = 9_000;

/** Stop this process with these steps on SIGTERM or SIGINT (the first signal; later ones are ignored). */
export function onShutdown(options: ShutdownOptions): Shutdown {
  const { process: name, logger, steps, totalMs = SHUTDOWN_TOTAL_MS } = options;
  if (!(totalMs > 0 && totalMs < 10_000)) throw new Error(`shutdown bound ${totalMs} ms: must be under 10 s`);
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const signals = options.signals ?? process;

  const runSteps = async (): Promise<number> => {
    let code = 0;
    for (const step of steps) {
      const t0 = Date.now();
      try {
        if ((await bounded(step)) === 'done') {
          logger.info({ step: step.name, ms: Date.now() - t0 }, 'shutdown step done');
          continue;
        }
        logger.warn(
          { step: step.name, ms: step.boundMs },
          step.boundMessage ?? 'shutdown step still running at its bound: left behind',
        );
        if (step.atBound === 'exit') break;
      } catch (err) {
        logger.error({ step: step.name, err: (err as Error).message }, 'shutdown step failed');
        code = 1;
      }
    }
    logger.info({ code }, `${name} stopped`);
    return code;
  };

  let stopping: Promise<number> | undefined;
  const stop = (reason: string) =>
    (stopping ??= (async () => {
      logger.info({ signal: reason }, `${name} shutting down`);
      let force: NodeJS.Timeout | undefined;
      const overrun = new Promise<number>((resolve) => {
        force = setTimeout(() => {
          logger.error({ ms: totalMs }, `${name} shutdown took longer than ${totalMs} ms; exiting`);
          resolve(1);
        }, totalMs);
      });
      const code = await Promise.race([runSteps(), overrun]);
      clearTimeout(force);
      exit(code);
      return code;
    })());

  signals.on('SIGTERM', () => void stop('SIGTERM'));
  signals.on('SIGINT', () => void stop('SIGINT'));
  return { stop };
}

/** Run a step, or stop waiting for it at its bound. */
async function bounded(step: ShutdownStep): Promise<'done' | 'bound'> {
  const work = Promise.resolve()
    .then(() => step.run())
    .then(() => 'done' as const);
  if (step.boundMs === undefined) return work;
  // A step left behind may still fail later: nothing waits for it then.
  void work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'bound'>((resolve) => (timer = setTimeout(() => resolve('bound'), step.boundMs)));
  try {
    return await Promise.race([work, bound]);
  } finally {
    clearTimeout(timer);
  }
}
