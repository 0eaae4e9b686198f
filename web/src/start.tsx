import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './shell/App';
import { readState } from './ssr/state';
import { hydrationSwr } from './ssr/hydration';
import { rememberTimeZone, setTimeZoneSource } from './shared/clock/timeZone';

/** Renders or hydrates the app (./main loads this module in steps, then calls it). */
export function start(): void {
  const root = document.getElementById('root')!;
  // A server-rendered public page (web/server/ssr.ts) is hydrated with the data it was rendered with; any other
  // page is rendered here.
  const state = readState(document);
  rememberTimeZone(document);
  if (state && root.firstChild) {
    // Times in the zone the server rendered them in (named on each), so hydration renders the same text.
    setTimeZoneSource(() => state.timeZone);
    // Hydration as a transition: React yields to the browser every few milliseconds (no long task on load, a tap
    // is answered at once), and the markup stays readable meanwhile.
    const swr = hydrationSwr(state);
    const clock = { at: state.renderedAt, url: `${location.pathname}${location.search}`, phone: state.phone };
    const tree = (after?: ReactNode) => (
      <StrictMode>
        <App swr={swr} clock={clock} />
        {after}
      </StrictMode>
    );
    startTransition(() => {
      const app = hydrateRoot(
        root,
        tree(
          <AfterHydration
            run={() => {
              markInteractive();
              // Hydrated in the server's zone; a viewer elsewhere (first visit) then sees times in their own.
              if (Intl.DateTimeFormat().resolvedOptions().timeZone === state.timeZone) return;
              // As a transition too: a render outside one shows the page's Suspense fallback if anything in it
              // suspends, which emptied the page for a moment (the footer jumped up and back: a layout shift).
              setTimeZoneSource(() => undefined);
              startTransition(() => app.render(tree()));
            }}
          />,
        ),
      );
    });
  } else {
    createRoot(root).render(
      <StrictMode>
        <App />
        <AfterHydration run={markInteractive} />
      </StrictMode>,
    );
  }
}

/**
 * `<html data-interactive>` once the app answers taps: a tap on server-rendered markup before hydration is lost,
 * so browser tests (and anyone scripting the page) wait for it before clicking.
 */
function markInteractive() {
  document.documentElement.dataset.interactive = '1';
}

/** Renders nothing; runs `run` once the tree it closes has been hydrated (effects run after the commit). */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
