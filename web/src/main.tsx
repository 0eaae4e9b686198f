/**
 * The entry: loads the app in steps, one task each, so that evaluating ~170 KiB of modules is not one long task
 * that holds a tap on the server-rendered page (issue 30: long tasks on load broken up). The modules are already
 * on their way (the page's boot script, web/server/boot.ts, or index.html preloads them): each step only
 * evaluates one chunk and then lets the browser paint and answer input before the next.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });

async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import('styled-components');
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  start();
}

boot().catch((err: unknown) => {
  console.error('Fanlift could not start', err);
});
