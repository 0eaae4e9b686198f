import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { onOwnProcesses, startStack, type Stack } from './processes';

/**
 * The stack (api, worker, realtime, web) and Chromium that the end-to-end files without settings of their own
 * share: started by the first such file, checked and reused by the next (started again if a process or the
 * browser died), stopped when a file starts processes of its own (its worker must be the only one on the run's
 * queues) and after the whole run (the root hook in test/setup/hooks.ts). Starting them cost about 7 s
 * a file. The database is the run's in any case; a file keeps its own contexts and closes them.
 */
interface Shared {
  stack: Stack;
  browser: Browser;
}

let shared: Promise<Shared> | null = null;

const alive = (s: Shared) =>
  s.browser.isConnected() &&
  [s.stack.api, s.stack.worker, s.stack.realtime, s.stack.web].every(
    (p) => p.child.exitCode === null && p.child.signalCode === null,
  );

export async function sharedStackAndBrowser(): Promise<Shared> {
  if (shared) {
    const s = await shared.catch(() => null);
    if (s && alive(s)) return s;
    await stopSharedStack();
  }
  const starting = Promise.all([startStack({}, { shared: true }), launchBrowser()]).then(
    ([stack, browser]) => ({
      stack,
      browser,
    }),
  );
  shared = starting;
  starting.catch(() => {
    if (shared === starting) shared = null;
  });
  return starting;
}

onOwnProcesses(() => stopSharedStack());

export async function stopSharedStack(): Promise<void> {
  const s = await shared?.catch(() => null);
  shared = null;
  if (!s) return;
  await s.browser.close().catch(() => undefined);
  await s.stack.stop();
}
